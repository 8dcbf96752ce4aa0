import { useEffect, useState } from 'react';

/**
 * Runs `work` when the browser is next idle (within `timeoutMs`), or soon where it cannot say: work a first view does
 * not need yet stays off the main thread while the page's data renders (docs/adr/003-browser-bytes.md). Answers a
 * function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}

/**
 * True once `element` has come into view, and from then on: for work only a part of the page the person can see needs
 * (a chart below the fold draws when it is scrolled to). True at once where the browser cannot tell.
 */
export function useSeen(element: Element | null): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, seen]);
  return seen;
}
