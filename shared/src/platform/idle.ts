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
