import React, { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycleFn } from 'single-spa';
import { ApolloProvider } from '@apollo/client/react';
import { showErrorScreen } from './page-status.js';
import { getApolloClient } from './platform.js';
import { prefetchQueries, type PrefetchedQuery } from './prefetch.js';
import { linkStylesheet, unlinkStylesheet } from './stylesheets.js';

/** Renders nothing and shows the shell's generic error screen (spec 01 section 2). */
function ReportError() {
  useEffect(showErrorScreen, []);
  return null;
}

/** Catches a render error of a micro-frontend; the next navigation renders it again. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('single-spa:routing-event', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('single-spa:routing-event', this.retry);
  }

  private retry = () => {
    if (this.state.failed) this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <ReportError /> : this.props.children;
  }
}

/** What single-spa calls: an application's or a parcel's lifecycles. */
export interface Lifecycles<Props> {
  bootstrap: LifeCycleFn<Props>;
  mount: LifeCycleFn<Props>;
  unmount: LifeCycleFn<Props>;
  update?: LifeCycleFn<Props>;
}

export interface MicroFrontendOptions<Props> {
  /** The micro-frontend's (or parcel's) root: it gets the Apollo client and an error boundary around it. */
  rootComponent: ComponentType<Props>;
  /**
   * The domain's stylesheet in its release: `import stylesheet from './styles/<domain>.scss?stylesheet'` (undefined in
   * tests). Linked before the first mount resolves, removed once the last of the domain's mounts is gone (docs/adr/018).
   */
  stylesheet?: string | undefined;
  /**
   * The queries the page at a location asks first, which the root config starts as soon as the member is signed in,
   * before the page mounts (docs/adr/003-browser-bytes.md, dated section "the first round trips"). The same documents
   * and variables the page's components ask with; none for a location the micro-frontend does not prefetch.
   */
  prefetch?: (location: Pick<Location, 'pathname' | 'search'>) => readonly PrefetchedQuery[];
}

/** A micro-frontend's entry: its lifecycles, and the start of its page's first queries. */
export interface MicroFrontendEntry<Props> extends Lifecycles<Props> {
  prefetch(location: Pick<Location, 'pathname' | 'search'>): void;
}

/** The lifecycles with the domain's stylesheet: linked (and loaded) before React renders, removed after it unmounts. */
function withStylesheet<Props>(
  lifecycles: Lifecycles<Props>,
  stylesheet: string | undefined,
): Lifecycles<Props> {
  if (!stylesheet) return lifecycles;
  return {
    ...lifecycles,
    mount: async (props) => {
      await linkStylesheet(stylesheet);
      try {
        return await lifecycles.mount(props);
      } catch (error) {
        unlinkStylesheet(stylesheet);
        throw error;
      }
    },
    unmount: async (props) => {
      try {
        return await lifecycles.unmount(props);
      } finally {
        unlinkStylesheet(stylesheet);
      }
    },
  };
}

function lifecyclesOf<Props extends object>({
  rootComponent: Root,
  stylesheet,
}: MicroFrontendOptions<Props>): Lifecycles<Props> {
  function PlatformRoot(props: Props) {
    return (
      <PageErrorBoundary>
        <ApolloProvider client={getApolloClient()}>
          <Root {...props} />
        </ApolloProvider>
      </PageErrorBoundary>
    );
  }
  const lifecycles = singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: PlatformRoot,
    errorBoundary: () => <ReportError />,
  });
  return withStylesheet(lifecycles, stylesheet);
}

/**
 * A micro-frontend's entry: `export const { bootstrap, mount, unmount, prefetch } = createMicroFrontend({ rootComponent })`.
 */
export function createMicroFrontend<Props extends object = object>(
  options: MicroFrontendOptions<Props>,
): MicroFrontendEntry<Props> {
  return {
    ...lifecyclesOf(options),
    prefetch: (location) => prefetchQueries(getApolloClient(), options.prefetch?.(location) ?? []),
  };
}

/** A parcel other micro-frontends mount with `<RemoteParcel module=… name=… />`, never by importing its source. */
export function createParcel<Props extends object = object>(
  options: Omit<MicroFrontendOptions<Props>, 'prefetch'>,
): Lifecycles<Props> {
  return lifecyclesOf(options);
}
