// Builds gateway/dist/explorer: the GraphQL explorer (GraphiQL) the gateway serves at /graphql to browsers.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { platformSource } from '../../shared/build/mfe-vite-config.mjs';

const gateway = fileURLToPath(new URL('..', import.meta.url));
/** Where the gateway serves the built files (src/explorer.ts, EXPLORER_ASSETS_PATH is this plus `assets`). */
const BASE = '/explorer/';
const FONT_EXTENSIONS = { ttf: 'ttf', truetype: 'ttf', woff: 'woff', woff2: 'woff2', otf: 'otf' };

/**
 * GraphiQL's stylesheet carries its fonts (Monaco's icons, GraphiQL's faces) as data: URLs, which the portal's CSP
 * (font-src 'self') refuses: each becomes a content-hashed file of the build instead.
 */
function fontsAsFiles() {
  return {
    name: 'seller-portal:fonts-as-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const stylesheets = Object.values(bundle).filter(
        (file) => file.type === 'asset' && file.fileName.endsWith('.css'),
      );
      for (const stylesheet of stylesheets) {
        stylesheet.source = String(stylesheet.source).replace(
          /url\((["']?)data:font\/([\w-]+);base64,([A-Za-z0-9+/=]+)\1\)/g,
          (_url, _quote, format, data) => {
            const extension = FONT_EXTENSIONS[format];
            if (!extension) this.error(`${stylesheet.fileName}: a data: font of unknown format ${format}`);
            const font = this.emitFile({
              type: 'asset',
              name: `font.${extension}`,
              source: Buffer.from(data, 'base64'),
            });
            return `url(${BASE}${this.getFileName(font)})`;
          },
        );
      }
    },
  };
}

const started = performance.now();
await build({
  configFile: false,
  root: join(gateway, 'explorer'),
  base: BASE,
  logLevel: 'warn',
  plugins: [react(), fontsAsFiles()],
  // The portal's session (oidc-client-ts), bundled here: the explorer loads nothing of the portal's.
  resolve: { alias: [{ find: /^@seller-portal\/platform$/, replacement: platformSource }] },
  build: {
    outDir: join(gateway, 'dist/explorer'),
    emptyOutDir: true,
    // Every asset a file (a data: font or image would need the CSP widened).
    assetsInlineLimit: 0,
    // Monaco is a few megabytes; it loads only here, once, and is cached immutable.
    chunkSizeWarningLimit: 8192,
    reportCompressedSize: false,
    rollupOptions: {
      // "use client" and "use no memo" only mean something to React's server components and compiler.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  // Monaco's workers share chunks, which only module workers can.
  worker: { format: 'es' },
});
console.info(`explorer built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
