import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen.js';

/** Any error the shell did not handle shows the generic error screen (spec 01 section 2). */
export class ShellErrorBoundary extends Component<
  { children: ReactNode; onLogOut: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorScreen onLogOut={this.props.onLogOut} /> : this.props.children;
  }
}
