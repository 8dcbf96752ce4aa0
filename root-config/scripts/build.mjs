// Builds root-config/dist: the import-map modules, the root config, the portal CSS and index.html.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, mergeConfig } from 'vite';
import { RELEASE_BASE } from '@seller-portal/shared/micro-frontends';
import {
  carbonSubsetGuard,
  carbonSubsets,
  importMapGuard,
  importMapModules,
  isImportMapImport,
  platformFormsSource,
  platformSource,
  platformTypeaheadSource,
  reactWithOwnOperations,
} from '../../shared/build/mfe-vite-config.mjs';
import { writeBrotliCopies } from '../../shared/build/precompress.mjs';

// React's CommonJS entry points pick their build from NODE_ENV when required: read the production one's keys.
process.env.NODE_ENV = 'production';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const require = createRequire(join(root, 'package.json'));
const platformFolder = dirname(platformSource);
const ROOT_CONFIG = '@seller-portal/root-config';
const COMMONJS = 'commonjs-as-esm:';

/** What each import-map module is built from. */
const vendorSources = {
  react: COMMONJS + 'react',
  'react-dom': COMMONJS + 'react-dom',
  'react-dom/client': COMMONJS + 'react-dom/client',
  'react/jsx-runtime': COMMONJS + 'react/jsx-runtime',
  'single-spa': 'single-spa',
  '@apollo/client': '@apollo/client',
  '@apollo/client/react': '@apollo/client/react',
  '@tanstack/react-query': '@tanstack/react-query',
  'oidc-client-ts': 'oidc-client-ts',
  ...Object.fromEntries(carbonSubsets.map(({ module, source }) => [module, source])),
  '@seller-portal/platform': platformSource,
  '@seller-portal/platform/forms': platformFormsSource,
  '@seller-portal/platform/typeahead': platformTypeaheadSource,
};

/** Every cold load needs these: the root config, and what every micro-frontend entry imports. */
const preloaded = [ROOT_CONFIG, 'react', 'react-dom/client', 'react/jsx-runtime', '@carbon/react'];

const production = (config) =>
  mergeConfig(config, {
    configFile: false,
    root,
    logLevel: 'warn',
    // Asset URLs (fonts in the CSS) point into the release's folder, which the gateway fills in when it stores it.
    base: `${RELEASE_BASE}/`,
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    esbuild: { jsx: 'automatic' },
    build: {
      outDir: dist,
      emptyOutDir: false,
      rollupOptions: {
        // "use client" only means something to server components; bundling it away is expected.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });

/**
 * A CommonJS package as an ES module that re-exports every key by name (`export *` cannot see them) and the
 * whole object as `default`.
 */
function commonJsAsEsm() {
  return {
    name: 'seller-portal:commonjs-as-esm',
    resolveId: (id) => (id.startsWith(COMMONJS) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${COMMONJS}`)) return null;
      const specifier = id.slice(COMMONJS.length + 1);
      const names = Object.keys(require(specifier)).filter((name) => name !== 'default');
      const invalid = names.filter((name) => !/^[A-Za-z_$][\w$]*$/.test(name));
      if (invalid.length > 0)
        this.error(`${specifier} exports names that are not identifiers: ${invalid.join(', ')}`);
      return `import m from '${specifier}';\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
    },
  };
}

const chunkName = (module) => module.replace(/^@/, '').replaceAll('/', '-');
const chunksOf = (result) =>
  [result]
    .flat()
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'chunk');
const cssOf = (result) =>
  [result]
    .flat()
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => urlOf(file.fileName));

/** A built file's URL: inside the release folder the gateway serves it from. */
const urlOf = (fileName) => `${RELEASE_BASE}/${fileName}`;
const fileOfUrl = (url) => url.slice(RELEASE_BASE.length + 1);

async function buildVendorModules() {
  const input = Object.fromEntries(
    Object.entries(vendorSources).map(([module, source]) => [chunkName(module), source]),
  );
  const result = await build(
    production({
      plugins: [commonJsAsEsm(), carbonSubsetGuard()],
      build: {
        // One build, so React, Carbon, Apollo and the platform share chunks: one instance of each in the browser.
        lib: { entry: input, formats: ['system'] },
        rollupOptions: {
          input,
          // The platform shares this build's chunks (one instance each; only the parts it uses load with it). A
          // module built from a wrapper or a subset (React, Carbon, the platform) it reaches through the import map.
          external: (id, importer) =>
            Boolean(importer?.startsWith(platformFolder)) && id in vendorSources && vendorSources[id] !== id,
          output: {
            entryFileNames: 'assets/[name]-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            // Fewer, larger shared chunks: each request costs a round of headers on a cold load.
            experimentalMinChunkSize: 20_000,
          },
        },
      },
    }),
  );
  const chunks = chunksOf(result);
  const entries = Object.fromEntries(
    Object.keys(vendorSources).map((module) => {
      const entry = chunks.find((chunk) => chunk.isEntry && chunk.name === chunkName(module));
      if (!entry) throw new Error(`the vendor build produced no module for ${module}`);
      return [module, entry];
    }),
  );
  return { entries, chunks };
}

async function buildRootConfig() {
  const result = await build(
    production({
      plugins: [reactWithOwnOperations(root), carbonSubsetGuard(), importMapGuard()],
      build: {
        sourcemap: true,
        lib: { entry: 'src/root-config.tsx', formats: ['system'] },
        rollupOptions: {
          external: isImportMapImport,
          // Code shared with the lazy identity screens stays in the entry: no extra request before the shell.
          preserveEntrySignatures: 'allow-extension',
          output: {
            entryFileNames: 'assets/root-config-[hash].js',
            chunkFileNames: 'assets/root-config-[name]-[hash].js',
            assetFileNames: 'assets/root-config-[name]-[hash][extname]',
          },
        },
      },
    }),
  );
  const chunks = chunksOf(result);
  return { entry: chunks.find((chunk) => chunk.isEntry), chunks, stylesheets: cssOf(result) };
}

async function buildPortalStyles() {
  const result = await build({
    configFile: false,
    root,
    base: `${RELEASE_BASE}/`,
    logLevel: 'warn',
    // Carbon's own deprecation warnings are Carbon's to fix.
    css: { preprocessorOptions: { scss: { quietDeps: true } } },
    build: {
      outDir: dist,
      emptyOutDir: false,
      assetsDir: 'assets',
      // Fonts stay files: each is downloaded only when a page uses its weight and script.
      assetsInlineLimit: 0,
      rollupOptions: { input: { portal: join(root, 'src/styles/portal.scss') } },
    },
  });
  return cssOf(result);
}

/** A file of an installed package, found without its `exports` (which hide the browser builds). */
function packageFile(name, file) {
  for (const folder of require.resolve.paths(name) ?? []) {
    if (existsSync(join(folder, name, 'package.json'))) return join(folder, name, file);
  }
  throw new Error(`${name} is not installed`);
}

/** Copies a browser script under a content-hashed name (its source map too); `replace` fills its placeholders. */
async function copyHashed(source, name, replace = {}) {
  const code = (await readFile(source, 'utf8')).replace(/\{\{(\w+)\}\}/g, (placeholder, key) => {
    if (!(key in replace)) throw new Error(`${source}: unknown placeholder ${placeholder}`);
    return replace[key];
  });
  const fileName = `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
  const mapComment = /\n\/\/# sourceMappingURL=(\S+)\s*$/;
  const map = mapComment.exec(code)?.[1];
  if (map)
    await writeFile(join(dist, 'assets', `${fileName}.map`), await readFile(join(dirname(source), map)));
  const copy = map ? code.replace(mapComment, `\n//# sourceMappingURL=${fileName}.map\n`) : code;
  await writeFile(join(dist, 'assets', fileName), copy);
  return urlOf(`assets/${fileName}`);
}

/**
 * The files a module needs before it can run: its own chunks and, through the import map, those of the
 * import-map modules it imports.
 */
function closure(modules, entries, chunks) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set();
  const visit = (chunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported) ?? entries[imported];
      if (!next)
        throw new Error(`${chunk.fileName} imports ${imported}, neither built here nor in the import map`);
      visit(next);
    }
  };
  for (const module of modules) visit(entries[module]);
  return [...files].map(urlOf);
}

async function writeIndexHtml({ importMap, stylesheets, preloads, systemjs, start, silentCallback }) {
  const links = [
    ...stylesheets.map((href) => `<link rel="stylesheet" href="${href}" />`),
    // SystemJS would find these one level of imports at a time; the browser can fetch them all at once.
    ...preloads.map((href) => `<link rel="preload" as="script" href="${href}" />`),
  ];
  const values = { links: links.join('\n    '), systemjs, start, silentCallback };
  // The portal, and the page a silent sign-in's hidden frame lands on.
  for (const page of ['index.html', 'silent-callback.html']) {
    const template = await readFile(join(root, 'src', page), 'utf8');
    const html = template.replace(/\{\{(\w+)\}\}/g, (placeholder, key) => {
      if (!(key in values)) throw new Error(`src/${page}: unknown placeholder ${placeholder}`);
      return values[key];
    });
    await writeFile(join(dist, page), html);
  }
  // The root config's own import-map modules; the gateway adds each micro-frontend's current release.
  await writeFile(join(dist, 'importmap.json'), `${JSON.stringify(importMap, null, 2)}\n`);
}

const started = performance.now();
const missing = importMapModules.filter((module) => !(module in vendorSources));
if (missing.length > 0) throw new Error(`no vendor source for import-map modules: ${missing.join(', ')}`);

await rm(dist, { recursive: true, force: true });
const vendor = await buildVendorModules();
const rootConfig = await buildRootConfig();
const portalStyles = await buildPortalStyles();
const [systemjs, importMapOverrides, silentCallback] = await Promise.all([
  copyHashed(packageFile('systemjs', 'dist/system.min.js'), 'system'),
  copyHashed(packageFile('import-map-overrides', 'dist/import-map-overrides.js'), 'import-map-overrides'),
  copyHashed(join(root, 'src/start/silent-callback.js'), 'silent-callback'),
]);
const start = await copyHashed(join(root, 'src/start/start.js'), 'start', { importMapOverrides });

const entries = { ...vendor.entries, [ROOT_CONFIG]: rootConfig.entry };
const chunks = [...vendor.chunks, ...rootConfig.chunks];
const importMap = {
  imports: Object.fromEntries(
    Object.entries(entries).map(([module, entry]) => [module, urlOf(entry.fileName)]),
  ),
};
await writeIndexHtml({
  importMap,
  stylesheets: [...portalStyles, ...rootConfig.stylesheets],
  preloads: closure(preloaded, entries, chunks),
  systemjs,
  start,
  silentCallback,
});

await writeBrotliCopies(dist);

const gzipKiB = async (urls) => {
  const sizes = await Promise.all(
    urls.map(async (url) => gzipSync(await readFile(join(dist, fileOfUrl(url)))).length),
  );
  return `${(sizes.reduce((sum, size) => sum + size, 0) / 1024).toFixed(1)} KiB gzip`;
};
console.info('import-map module (with the chunks it needs, other import-map modules excluded)');
for (const [module, entry] of Object.entries(entries)) {
  const own = closure([module], entries, chunks).filter(
    (url) => url === urlOf(entry.fileName) || !Object.values(entries).some((e) => urlOf(e.fileName) === url),
  );
  console.info(`  ${module.padEnd(28)} ${(await gzipKiB(own)).padStart(15)}  ${urlOf(entry.fileName)}`);
}
console.info(
  `  ${'portal CSS'.padEnd(28)} ${(await gzipKiB(portalStyles)).padStart(15)}  ${portalStyles.join(' ')}`,
);
console.info(`root-config built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
