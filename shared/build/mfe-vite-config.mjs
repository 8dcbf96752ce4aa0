import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';

/**
 * Every module that must exist once in the browser. root-config serves each one through the import map;
 * every micro-frontend build leaves them external.
 */
export const importMapModules = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'single-spa',
  '@carbon/react',
  '@carbon/icons-react',
  '@apollo/client',
  '@apollo/client/react',
  '@tanstack/react-query',
  'oidc-client-ts',
  '@seller-portal/platform',
];

/** The source of the `@seller-portal/platform` import-map module. */
/** Stand-ins for the browser APIs Carbon calls that jsdom lacks; every browser-code test suite loads it. */
export const carbonInJsdom = fileURLToPath(new URL('./carbon-in-jsdom.ts', import.meta.url));

export const platformSource = fileURLToPath(new URL('../src/platform/index.ts', import.meta.url));

/** The Carbon subsets root-config serves: each import-map module and the file that re-exports its part. */
export const carbonSubsets = [
  {
    module: '@carbon/react',
    source: fileURLToPath(new URL('../../root-config/src/carbon.ts', import.meta.url)),
  },
  {
    module: '@carbon/icons-react',
    source: fileURLToPath(new URL('../../root-config/src/carbon-icons.ts', import.meta.url)),
  },
];

/** The names a subset file re-exports: `export { A, B } from '<module>';`. */
export function readSubsetExports({ module, source }) {
  const text = readFileSync(source, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const names = new Set();
  for (const [, list, from] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (from !== module) continue;
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** An import of a Carbon component the subset does not serve would be `undefined` at run time: fail the build. */
export function carbonSubsetGuard() {
  return {
    name: 'seller-portal:carbon-subset',
    apply: 'build',
    generateBundle(_options, bundle) {
      const missing = [];
      for (const subset of carbonSubsets) {
        const served = readSubsetExports(subset);
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const name of chunk.importedBindings[subset.module] ?? []) {
            if (name !== '*' && name !== 'default' && !served.has(name))
              missing.push(`${name} (${subset.module})`);
          }
        }
      }
      if (missing.length > 0) {
        this.error(
          `not served by the import map: ${[...new Set(missing)].join(', ')}. ` +
            'Add each to root-config/src/carbon.ts or carbon-icons.ts.',
        );
      }
    },
  };
}

// Library mode does not replace process.env.NODE_ENV: builds get React's production code, tests its development
// code (act() needs it).
function productionBuild() {
  return {
    name: 'seller-portal:production-build',
    apply: 'build',
    config: () => ({ define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  };
}

/**
 * The Vite 7 config of one micro-frontend: `src/mfe-<name>.tsx` built to `dist/mfe-<name>.js` as a SystemJS
 * module, with every import-map module left external.
 *
 * @param {{ name: string, root: string }} options name without the `mfe-` prefix; root is the package folder
 */
export function defineMicroFrontendConfig({ name, root }) {
  const fileName = `mfe-${name}`;
  return {
    root,
    plugins: [react(), productionBuild(), carbonSubsetGuard()],
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // CSS a micro-frontend imports is extracted beside the module, never injected; Carbon's comes from root-config.
      cssCodeSplit: false,
      lib: {
        entry: `src/${fileName}.tsx`,
        formats: ['system'],
        fileName: () => `${fileName}.js`,
        cssFileName: fileName,
      },
      rollupOptions: { external: importMapModules },
    },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      setupFiles: [carbonInJsdom],
      alias: { '@seller-portal/platform': platformSource },
    },
  };
}
