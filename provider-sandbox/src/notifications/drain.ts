/**
 * What a delivery job runs on every wake-up and poll: batches until one comes back short, one run at a time (a
 * wake-up during a run asks for one more pass instead of a second run). Answers the current run, so a test can wait
 * for it. Failures are logged in words, never thrown; nothing is logged once the job is stopping.
 */
export function drainer(
  deliverBatch: () => Promise<number>,
  batchSize: number,
  stopping: AbortSignal,
  what: string,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        if (stopping.aborted) return;
        // A full batch may leave more behind it.
        if ((await deliverBatch()) === batchSize) again = true;
      } while (again);
    })()
      .catch((error: unknown) => {
        if (!stopping.aborted)
          console.error(`provider sandbox: ${what} failed:`, error instanceof Error ? error.message : error);
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
