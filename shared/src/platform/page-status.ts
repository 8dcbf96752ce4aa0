import { useSyncExternalStore } from 'react';

/** What the shell shows instead of the page: nothing, the not-found screen or the generic error screen. */
export type PageStatus = 'shown' | 'not-found' | 'error';

type Listener = () => void;

/** Micro-frontends report here; the shell renders the screen; each navigation starts again from `shown`. */
class PageStatusStore {
  private status: PageStatus = 'shown';
  private listeners = new Set<Listener>();

  constructor() {
    // Before single-spa mounts the next location's applications, so they report into a fresh status.
    window.addEventListener('single-spa:before-routing-event', () => this.set('shown'));
  }

  get current(): PageStatus {
    return this.status;
  }

  set(status: PageStatus): void {
    if (status === this.status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const pageStatus = new PageStatusStore();

/** The shell's not-found screen (spec 01 section 2): for an unknown path or a NOT_FOUND answer. */
export function showNotFound(): void {
  pageStatus.set('not-found');
}

/** The shell's generic error screen (spec 01 section 2); a not-found screen already shown stays. */
export function showErrorScreen(): void {
  if (pageStatus.current === 'shown') pageStatus.set('error');
}

/** What the shell shows now; the release check reads it after mounting a micro-frontend (ADR 014). */
export function currentPageStatus(): PageStatus {
  return pageStatus.current;
}

export function usePageStatus(): PageStatus {
  return useSyncExternalStore(pageStatus.subscribe, () => pageStatus.current);
}
