import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express, type Request } from 'express';
import { IMMUTABLE } from './releases/routes.js';

/** Where the gateway's build writes the explorer (`scripts/build-explorer.mjs`): dist/explorer, from src/ or dist/. */
export const EXPLORER_DIR = fileURLToPath(new URL('../dist/explorer/', import.meta.url));

/** The URL of the explorer's built files (the build's `base`); their names carry their content hash. */
const EXPLORER_ASSETS_PATH = '/explorer/assets';

/**
 * Whether a GET of /graphql is a browser opening a page rather than an API call: it prefers HTML to every answer
 * GraphQL gives (Apollo's own rule for its landing page), so curl's accept-anything and a client's JSON still reach
 * the API.
 */
function wantsExplorer(req: Request): boolean {
  const best = req.accepts([
    'application/json',
    'application/graphql-response+json',
    'multipart/mixed',
    'text/html',
  ]);
  return req.method === 'GET' && best === 'text/html';
}

/**
 * The GraphQL explorer (GraphiQL, built in this package, nothing from a CDN): its page at /graphql for browsers,
 * revalidated like the portal's index.html, and its content-hashed files immutable. Registered before the API.
 */
export function serveExplorer(app: Express, dir = EXPLORER_DIR): void {
  app.use(
    EXPLORER_ASSETS_PATH,
    express.static(join(dir, 'assets'), {
      index: false,
      fallthrough: false,
      setHeaders: (res) => res.set('cache-control', IMMUTABLE),
    }),
  );
  const page = join(dir, 'index.html');
  app.get('/graphql', (req, res, next) => {
    if (!wantsExplorer(req)) return next();
    if (!existsSync(page)) {
      res.status(404).type('text').send('This build of the gateway has no GraphQL explorer.');
      return;
    }
    // The sign-in popup it opens must keep its opener, as on the portal's page.
    res
      .set({ 'cache-control': 'no-cache', 'cross-origin-opener-policy': 'same-origin-allow-popups' })
      .sendFile(page, { dotfiles: 'allow' }, (error) => error && next(error));
  });
}
