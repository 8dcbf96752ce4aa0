// The JavaScript a cold load of a portal route needs, computed from the build output (deterministic, no browser):
// index.html's scripts and preloads, the root config, the route's micro-frontend, and every module they import
// through System.register, each counted as the gateway sends it (its build's brotli copy, else gzipped), and the
// parcels modules (docs/adr/020) that code names,
// with theirs (a page may mount another domain's parcel as it first renders, as the dashboard does the offers'). Lazy
// imports (`module.import`) are not followed.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  isActiveAt,
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  microFrontends,
  RELEASE_BASE,
} from '@seller-portal/shared/micro-frontends';

const repo = fileURLToPath(new URL('..', import.meta.url));
const rootConfigDist = join(repo, 'root-config', 'dist');

/** The built file behind a URL path: the root config's (under its release base) or a micro-frontend's. */
export function fileOf(url) {
  if (url.startsWith(`${RELEASE_BASE}/`)) return join(rootConfigDist, url.slice(RELEASE_BASE.length + 1));
  const mfe = microFrontends.find((m) => url.startsWith(`/${microFrontendFolder(m)}/`));
  if (!mfe) throw new Error(`no built file serves ${url}`);
  return join(repo, microFrontendFolder(mfe), 'dist', url.slice(microFrontendFolder(mfe).length + 2));
}

/** The import map the gateway would serve for these builds: the root config's own, and each micro-frontend. */
function readIndexHtml() {
  const html = readFileSync(join(rootConfigDist, 'index.html'), 'utf8');
  const importMap = JSON.parse(readFileSync(join(rootConfigDist, 'importmap.json'), 'utf8'));
  for (const mfe of microFrontends) {
    const folder = microFrontendFolder(mfe);
    importMap.imports[microFrontendModule(mfe)] = `/${folder}/${folder}.js`;
    const parcels = microFrontendParcels(mfe);
    if (parcels) importMap.imports[parcels.module] = `/${folder}/${parcels.file}`;
  }
  const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)"/g)].map(
    ([, href]) => href,
  );
  // Scripts the page always runs (import-map-overrides is written in only for developers who opted in).
  const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href);
  return { imports: importMap.imports, preloads, scripts, stylesheets };
}

/** The static imports of a SystemJS module: `System.register([deps…], …)`. */
function dependenciesOf(code) {
  const list = /^System\.register\((\[[^\]]*\])/.exec(code.trimStart());
  return list ? JSON.parse(list[1]) : [];
}

/**
 * A built file's size as the gateway sends it to a browser that accepts brotli: its build's brotli copy
 * (docs/adr/003-browser-bytes.md), else gzipped (the compression middleware's encoding).
 */
function sentSize(path) {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size : gzipSync(readFileSync(path)).length;
}

/**
 * Lazy imports a first view fetches with no action of its member, so a cold load counts them: the notification
 * socket's client (every signed-in page, once it is idle) and the dashboard's charts (at /, once the portfolio comes).
 * cold-load-wire.e2e.ts finds any other by comparing with what Chromium fetches.
 */
const FETCHED_BY_FIRST_VIEW = [
  // engine.io's protocol parameter names socket.io's client.
  { at: () => true, is: (_url, code) => code.includes('EIO=') },
  { at: (route) => route === '/', is: (url) => /\/PortfolioChart-[^/]+\.js$/.test(url) },
];

/** The targets of a SystemJS module's lazy imports (`….import("./chunk.js")`). */
const lazyImportsOf = (code) => [...code.matchAll(/\bimport\("(\.[^"]+\.js)"\)/g)].map(([, path]) => path);

/** Every JavaScript URL a cold load of `route` fetches before the page can show, with each one's size as sent. */
export function coldLoad(route) {
  const { imports, preloads, scripts } = readIndexHtml();
  const modules = ['@seller-portal/root-config'];
  for (const mfe of microFrontends) if (isActiveAt(mfe, route)) modules.push(microFrontendModule(mfe));
  const files = new Map();
  const parcelsModules = microFrontends.map(microFrontendParcels).filter(Boolean);
  const visit = (url) => {
    if (files.has(url)) return;
    const code = readFileSync(fileOf(url));
    files.set(url, sentSize(fileOf(url)));
    const text = code.toString('utf8');
    const named = parcelsModules
      .filter(({ module }) => text.includes(`"${module}"`))
      .map(({ module }) => module);
    const fetchedLazily = lazyImportsOf(text).filter((path) => {
      const target = new URL(path, `http://portal${url}`).pathname;
      const targetCode = readFileSync(fileOf(target), 'utf8');
      return FETCHED_BY_FIRST_VIEW.some(({ at, is }) => at(route) && is(target, targetCode));
    });
    for (const dependency of [...dependenciesOf(text), ...named, ...fetchedLazily]) {
      const next = dependency.startsWith('.')
        ? new URL(dependency, `http://portal${url}`).pathname
        : imports[dependency];
      if (!next) throw new Error(`${url} imports ${dependency}, which the import map does not serve`);
      visit(next);
    }
  };
  for (const url of [...scripts, ...preloads]) visit(url);
  for (const module of modules) visit(imports[module]);
  return { files, bytes: [...files.values()].reduce((sum, size) => sum + size, 0) };
}

/**
 * The CSS a cold load of `route` needs before the page shows, with each file's size as sent: index.html's stylesheets
 * (Carbon's and the shell's) and the stylesheet of the route's micro-frontend, which the platform links when it mounts
 * (docs/adr/018).
 */
export function coldLoadStyles(route) {
  const { stylesheets } = readIndexHtml();
  for (const mfe of microFrontends) {
    const url = `/${microFrontendFolder(mfe)}/${microFrontendFolder(mfe)}.css`;
    if (isActiveAt(mfe, route) && existsSync(fileOf(url))) stylesheets.push(url);
  }
  const files = new Map(stylesheets.map((url) => [url, sentSize(fileOf(url))]));
  return { files, bytes: [...files.values()].reduce((sum, size) => sum + size, 0) };
}

/** The routes a cold load can start on: one per micro-frontend path. */
export const coldLoadRoutes = microFrontends.flatMap((mfe) => mfe.paths);
