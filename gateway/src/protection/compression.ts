import compression from 'compression';
import type { RequestHandler } from 'express';

/** The codings the `compression` middleware answers in; `*` accepts any of them. */
const CODINGS = new Set(['gzip', 'deflate', 'br', '*']);

/** Whether `Accept-Encoding` names a coding the middleware could answer in (its q-values are left to it). */
const namesACoding = (accepted: string | undefined) =>
  accepted !== undefined &&
  accepted.split(',').some((part) => CODINGS.has(part.split(';', 1)[0]!.trim().toLowerCase()));

/**
 * Answers of 1 KiB and more are compressed for a caller that accepts it (gzip, deflate or brotli, the `compression`
 * middleware's choice). A request that accepts none of them (a script or an API client without `Accept-Encoding`) is
 * answered as it is without the middleware, which would otherwise wrap its response and read its answer's type and
 * size only to send it unchanged; its answer still says `Vary: Accept-Encoding`, as the middleware's does.
 */
export function compressLargeAnswers(): RequestHandler {
  const compress = compression({ threshold: 1024 });
  return (req, res, next) => {
    if (namesACoding(req.headers['accept-encoding'])) {
      compress(req, res, next);
      return;
    }
    res.vary('Accept-Encoding');
    next();
  };
}
