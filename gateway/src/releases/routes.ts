import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { ROOT_CONFIG_RELEASE } from '@seller-portal/shared/micro-frontends';
import { sendError, type RouteErrorBody } from '../protection/json-errors.js';
import { renderPortalPage } from './pages.js';
import { smokeCheck } from './smoke.js';
import { RELEASE_NAMES, ReleaseError, type ReleaseStore } from './store.js';

export interface ReleaseSettings {
  store: ReleaseStore;
  /** The deploy credential: deploys, rollbacks and the release list need it as a bearer token. */
  deployToken: string;
}

/** What /config.json answers, written into the portal's page as well (omitted in API-only deployments). */
export type BrowserConfigSource = () => Promise<unknown>;

/** The scripts and stylesheets a build compresses with brotli. */
const PRECOMPRESSED = /\.(js|css)$/;

/** A content-addressed file never changes: browsers keep it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The deploy API's refusals: the gateway's one error body, with the text once more as `error`, the field this API
 * answered before (deprecated, docs/adr/022-integrator-contract.md) for deploy scripts that still read it.
 */
function refuse(
  res: Response,
  status: number,
  answer: RouteErrorBody,
  extra: Record<string, unknown> = {},
): void {
  sendError(res, status, answer, { error: answer.message, ...extra });
}

function answerReleaseError(res: Response, error: unknown): void {
  if (error instanceof ReleaseError) refuse(res, 404, { code: 'NOT_FOUND', message: error.message });
  else throw error;
}

/**
 * The portal's frontends as releases: each file under `/<name>/<release>/…` is immutable; only index.html and the
 * import map (`/importmap.json`, every domain's current release) are revalidated. Deploys go through
 * `/deployments`, with the deploy credential.
 */
export function serveReleases(
  app: Express,
  { store, deployToken }: ReleaseSettings,
  browserConfig?: BrowserConfigSource,
): void {
  const deployer = (req: Request, res: Response, next: NextFunction) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (!token || !sameSecret(token, deployToken)) {
      res.set('www-authenticate', 'Bearer realm="deployments"');
      refuse(res, 401, { code: 'UNAUTHENTICATED', message: 'A deploy credential is required.' });
      return;
    }
    next();
  };
  const api = express.Router();
  api.use(deployer, express.json({ limit: '64mb' }));

  api.get('/', (_req, res) => {
    res.set('cache-control', 'no-store').json(store.deployments());
  });

  // A build's files, as { files: { "<path>": "<base64>" } }: stored as a release (not served until deployed).
  api.post('/:name/releases', async (req, res) => {
    const body = req.body as { files?: Record<string, unknown> };
    const files = new Map<string, Buffer>();
    for (const [path, content] of Object.entries(body.files ?? {})) {
      if (typeof content !== 'string')
        return void refuse(res, 400, {
          code: 'BAD_USER_INPUT',
          message: `${path} is not base64 text`,
          fieldErrors: { [`files.${path}`]: 'Send the file as base64 text.' },
        });
      files.set(path, Buffer.from(content, 'base64'));
    }
    try {
      const manifest = await store.publish(req.params.name, files);
      res.status(201).json({ name: manifest.name, release: manifest.release });
    } catch (error) {
      if (error instanceof ReleaseError)
        return void refuse(res, 400, { code: 'BAD_USER_INPUT', message: error.message });
      throw error;
    }
  });

  const deploy = async (res: Response, name: string, release: string, rollback = false) => {
    try {
      await store.ensureLocal(name, release);
      const problems = await smokeCheck(store, name, release);
      if (problems.length > 0) {
        const message = `${name} ${release} was refused: ${problems.join('; ')}`;
        return void refuse(res, 422, { code: 'BAD_USER_INPUT', message }, { problems });
      }
      const previous = await store.deploy(name, release, { rollback });
      res.json({ name, release, previous });
    } catch (error) {
      if (error instanceof ReleaseError && rollback)
        return void refuse(res, 409, { code: 'CONFLICT', message: error.message });
      answerReleaseError(res, error);
    }
  };

  api.post('/:name', async (req, res) => {
    const release = (req.body as { release?: unknown }).release;
    if (typeof release !== 'string')
      return void refuse(res, 400, {
        code: 'BAD_USER_INPUT',
        message: 'Name the release to deploy.',
        fieldErrors: { release: 'Name the release to deploy.' },
      });
    await deploy(res, req.params.name, release);
  });

  api.post('/:name/rollback', async (req, res) => {
    const previous = store.previous(req.params.name);
    if (!previous)
      return void refuse(res, 409, {
        code: 'CONFLICT',
        message: `${req.params.name} has no earlier release.`,
      });
    await deploy(res, req.params.name, previous, true);
  });

  app.use('/deployments', api);

  app.get('/importmap.json', (_req, res) => {
    res.set('cache-control', 'no-cache').json(store.importMap());
  });

  for (const name of RELEASE_NAMES) {
    // A release another instance deployed a moment ago may not be in this one's folder yet: fetch it first.
    app.use(`/${name}/:release`, (req, _res, next) => {
      store.ensureLocal(name, req.params.release as string).then(
        () => next(),
        () => next(),
      );
    });
    // A script or stylesheet the build compressed with brotli goes out as that copy to a browser that accepts it
    // (docs/adr/003-browser-bytes.md); the compression middleware leaves an answer already encoded alone.
    app.get(`/${name}/:release/*file`, (req, res, next) => {
      if (!PRECOMPRESSED.test(req.path) || !req.acceptsEncodings('br')) return next();
      const copy = join(store.dir, name, req.params.release as string, ...(req.params.file as string[]));
      res.vary('accept-encoding');
      if (!copy.startsWith(join(store.dir, name) + sep) || !existsSync(`${copy}.br`)) return next();
      res
        .set({ 'cache-control': IMMUTABLE, 'content-encoding': 'br' })
        .type(extname(copy))
        .sendFile(`${copy}.br`, { dotfiles: 'allow' }, (error) => error && next(error));
    });
    app.use(
      `/${name}`,
      express.static(join(store.dir, name), {
        index: false,
        fallthrough: false,
        setHeaders: (res) => res.set('cache-control', IMMUTABLE),
      }),
    );
  }

  /**
   * A page of the current root config release (index.html, silent-callback.html); the portal's own page with the import
   * map, the browser configuration and the path's micro-frontend written in (renderPortalPage).
   */
  const page =
    (file: string, headers: Record<string, string> = {}) =>
    (req: Request, res: Response, next: NextFunction) => {
      const release = store.deployments().current[ROOT_CONFIG_RELEASE];
      const path = release ? store.file(ROOT_CONFIG_RELEASE, release, file) : null;
      if (!path || !existsSync(path)) {
        res
          .status(503)
          .set('retry-after', '5')
          .type('text')
          .send('The portal is being deployed. Try again in a moment.');
        return;
      }
      const portalPage = file === 'index.html';
      Promise.all([readFile(path, 'utf8'), portalPage && browserConfig ? browserConfig() : undefined])
        .then(([html, config]) => {
          const body = portalPage
            ? renderPortalPage(html, {
                importMap: store.importMap(),
                stylesheets: store.stylesheets(),
                browserConfig: config,
                path: req.path,
              })
            : html;
          // Express answers 304 by the body's ETag when the browser holds the same page.
          res
            .set({ 'cache-control': 'no-cache', ...headers })
            .type('html')
            .send(body);
        })
        .catch(next);
    };
  // A silent sign-in's hidden frame needs only its one small script, not the portal.
  app.get('/silent-callback', page('silent-callback.html'));
  // The portal's page keeps the popups it opens (account linking's sign-in) and nothing else.
  const index = page('index.html', { 'cross-origin-opener-policy': 'same-origin-allow-popups' });
  // A page for a browser's navigation (it prefers HTML); curl's */* or a monitor asking /metrics gets the JSON 404.
  app.use((req, res, next) => {
    if (req.method !== 'GET' || req.accepts(['json', 'html']) !== 'html') return next();
    index(req, res, next);
  });
}
