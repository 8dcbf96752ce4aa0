// `npm run dev -w mfe-<domain>`: rebuilds the micro-frontend on every save (dist-dev/) and serves it with CORS on its
// dev port, for import-map-overrides to point the running portal at it while every other domain stays deployed.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { basename, extname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  microFrontends,
} from '@seller-portal/shared/micro-frontends';

// The portal's React is its production build: the micro-frontend is compiled for it (jsx-runtime, not jsx-dev-runtime).
process.env.NODE_ENV = 'production';

const root = process.cwd();
const mfe = microFrontends.find((candidate) => microFrontendFolder(candidate) === basename(root));
if (!mfe) {
  console.error(`${basename(root)} is not a micro-frontend of shared/src/micro-frontends`);
  process.exit(1);
}
const folder = microFrontendFolder(mfe);
const parcels = microFrontendParcels(mfe);
const outDir = join(root, 'dist-dev');
const { default: config } = await import(pathToFileURL(join(root, 'vite.config.mjs')).href);

const watcher = await build({
  ...config,
  configFile: false,
  logLevel: 'warn',
  build: { ...config.build, outDir, watch: {} },
});
// In watch mode the build answers before its first output exists: serve (and say so) once the first build is written.
// A first build that fails is reported by Vite and retried on the next save.
await new Promise((resolve) => {
  const firstBuild = (event) => {
    if (event.code !== 'END') return;
    watcher.off('event', firstBuild);
    resolve();
  };
  watcher.on('event', firstBuild);
});

const types = { '.js': 'text/javascript', '.map': 'application/json', '.css': 'text/css' };
createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://dev').pathname)).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const file = join(outDir, path);
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('cache-control', 'no-store');
  if (!file.startsWith(outDir) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
}).listen(mfe.devPort, () => {
  console.info(`${folder} rebuilds on save; serving http://localhost:${mfe.devPort}/${folder}.js`);
  console.info(
    `In the portal's console: localStorage.setItem('devtools', 'true'); then reload and run\n` +
      `  importMapOverrides.addOverride('${microFrontendModule(mfe)}', 'http://localhost:${mfe.devPort}/${folder}.js')` +
      (parcels
        ? `\n  importMapOverrides.addOverride('${parcels.module}', 'http://localhost:${mfe.devPort}/${parcels.file}')`
        : ''),
  );
});
