import type { Response } from 'express';

/** Answers that must never be reused: per-user data the spec fetches with no-cache headers, controls, outbox. */
export function noStore(res: Response): Response {
  return res.set({
    'cache-control': 'no-cache, no-store, must-revalidate',
    pragma: 'no-cache',
    expires: '0',
  });
}
