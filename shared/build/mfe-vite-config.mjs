import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import { OPERATIONS_FOLDER } from './browser-codegen.mjs';
import { brotliCopies } from './precompress.mjs';
import react from '@vitejs/plugin-react';
import { transformWithEsbuild } from 'vite';
import { configDefaults } from 'vitest/config';
import {
  microFrontendFolder,
  microFrontendParcels,
  microFrontends,
  PARCELS_SOURCE,
} from '@seller-portal/shared/micro-frontends';

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
  // Carbon components only some first views use (the filters' ComboBox and MultiSelect), and those only later screens
  // and modals use: each loaded with what needs it (imports of them are routed there).
  '@seller-portal/carbon-extras',
  '@seller-portal/carbon-later',
  '@carbon/icons-react',
  '@apollo/client',
  '@apollo/client/react',
  '@tanstack/react-query',
  'oidc-client-ts',
  '@seller-portal/platform',
  // Forms (react-hook-form, the zod resolver, the form modal): loaded with the first form, not with every page.
  '@seller-portal/platform/forms',
  // The one typeahead, without the forms: a filter of a list (the offers' company filter) needs no form.
  '@seller-portal/platform/typeahead',
];

/** Whether an import goes through the import map: a module of it or any subpath of one (`@carbon/react/icons`). */
export const isImportMapImport = (id) =>
  importMapModules.some((module) => id === module || id.startsWith(`${module}/`));

/** Stand-ins for the browser APIs Carbon calls that jsdom lacks; every browser-code test suite loads it. */
export const carbonInJsdom = fileURLToPath(new URL('./carbon-in-jsdom.ts', import.meta.url));

const browserTestSetup = fileURLToPath(new URL('./browser-test-setup.ts', import.meta.url));

/** The source of the `@seller-portal/platform` import-map module. */
export const platformSource = fileURLToPath(new URL('../src/platform/index.ts', import.meta.url));

/** The source of the `@seller-portal/platform/forms` import-map module. */
export const platformFormsSource = fileURLToPath(new URL('../src/platform/forms/index.ts', import.meta.url));

/** The source of the `@seller-portal/platform/typeahead` import-map module (the forms module re-exports it). */
export const platformTypeaheadSource = fileURLToPath(
  new URL('../src/platform/forms/Typeahead.tsx', import.meta.url),
);

/**
 * The Carbon subsets root-config serves: each import-map module, the package it re-exports from, and the file that
 * re-exports its part. Components of `@carbon/react` are split in three: those most first views use, the extras some
 * first views use, and those only later screens and modals use.
 */
export const carbonSubsets = [
  {
    module: '@carbon/react',
    from: '@carbon/react',
    source: fileURLToPath(new URL('../../root-config/src/carbon.ts', import.meta.url)),
  },
  {
    module: '@seller-portal/carbon-extras',
    from: '@carbon/react',
    source: fileURLToPath(new URL('../../root-config/src/carbon-extras.ts', import.meta.url)),
  },
  {
    module: '@seller-portal/carbon-later',
    from: '@carbon/react',
    source: fileURLToPath(new URL('../../root-config/src/carbon-later.ts', import.meta.url)),
  },
  {
    module: '@carbon/icons-react',
    from: '@carbon/icons-react',
    source: fileURLToPath(new URL('../../root-config/src/carbon-icons.ts', import.meta.url)),
  },
];

/** The names a subset file re-exports: `export { A, B } from '<package>';`. */
export function readSubsetExports({ from: sourcePackage, source }) {
  const text = readFileSync(source, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const names = new Set();
  for (const [, list, from] of text.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    if (from !== sourcePackage) continue;
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

/** The portal's one stylesheet: Carbon's styles for every component carbon.ts serves, and the shell's own. */
export const portalStylesheet = fileURLToPath(
  new URL('../../root-config/src/styles/portal.scss', import.meta.url),
);

/** Components whose styles are not `scss/components/<their kebab-case name, or a prefix of it>`; [] for none. */
const CARBON_STYLES = {
  ComposedModal: ['components/modal'],
  Column: ['grid'],
  Grid: ['grid'],
  Content: ['components/ui-shell'],
  SkipToContent: ['components/ui-shell'],
  Heading: [],
  Section: [],
  Theme: ['zone'],
  Form: ['components/form'],
  Tab: ['components/tabs'],
  TabList: ['components/tabs'],
  TabPanel: ['components/tabs'],
  TabPanels: ['components/tabs'],
  TableToolbarSearch: ['components/data-table', 'components/search'],
  MultiSelect: ['components/multiselect', 'components/list-box'],
};
const CARBON_STYLE_FAMILIES = [
  [/^(Header|SideNav)/, ['components/ui-shell']],
  [/^(Table|DataTable)/, ['components/data-table']],
  [/Notification$/, ['components/notification']],
];

const carbonComponentStyles = new URL('scss/components/', import.meta.resolve('@carbon/react/package.json'));

/** The Carbon SCSS modules a component needs, e.g. `ModalHeader` → `components/modal`. */
export function carbonStylesOf(component) {
  if (component in CARBON_STYLES) return CARBON_STYLES[component];
  for (const [pattern, styles] of CARBON_STYLE_FAMILIES) if (pattern.test(component)) return styles;
  const words = component.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  for (let length = words.length; length > 0; length--) {
    const name = words.slice(0, length).join('-');
    if (existsSync(new URL(name, carbonComponentStyles))) return [`components/${name}`];
  }
  return null;
}

/** What carbon.ts serves but portal.scss does not style: `Component (scss/…)` for each gap. */
export function unstyledCarbonComponents() {
  const scss = readFileSync(portalStylesheet, 'utf8').replace(/\/\/.*$/gm, '');
  const used = new Set(
    [...scss.matchAll(/@use\s+'@carbon\/react\/scss\/([^']+)'/g)].map(([, module]) => module),
  );
  const gaps = [];
  const components = carbonSubsets
    .filter((subset) => subset.from === '@carbon/react')
    .flatMap((subset) => [...readSubsetExports(subset)]);
  for (const component of components) {
    const styles = carbonStylesOf(component);
    if (!styles) gaps.push(`${component} (no styles found: add it to CARBON_STYLES)`);
    else for (const style of styles) if (!used.has(style)) gaps.push(`${component} (scss/${style})`);
  }
  return gaps;
}

/**
 * An import of a Carbon component the subset does not serve would be `undefined` at run time, and a served
 * component whose styles portal.scss does not `@use` would show unstyled: fail the build for either.
 */
export function carbonSubsetGuard() {
  return {
    name: 'seller-portal:carbon-subset',
    apply: 'build',
    buildStart() {
      const unstyled = unstyledCarbonComponents();
      if (unstyled.length > 0)
        this.error(`carbon.ts serves components portal.scss does not style: ${unstyled.join(', ')}`);
    },
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
            'Add each to root-config/src/carbon.ts (or carbon-extras.ts, carbon-later.ts or carbon-icons.ts).',
        );
      }
    },
  };
}

/** A subpath of an import-map module that is not one itself is external but has no URL: fail the build. */
export function importMapGuard() {
  return {
    name: 'seller-portal:import-map-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const unserved = new Set();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of [...chunk.imports, ...chunk.dynamicImports])
          if (isImportMapImport(id) && !importMapModules.includes(id)) unserved.add(id);
      }
      if (unserved.size > 0)
        this.error(
          `not served by the import map: ${[...unserved].join(', ')}. Import from the module itself, or add it to importMapModules.`,
        );
    },
  };
}

/**
 * Test settings of every browser package: jsdom, Carbon's stand-ins, the platform from source, and shared's
 * modules through Vite with the browser's conditions (its `#zod` is zod/mini there, as in the build).
 */
/**
 * A first render of Carbon in jsdom, or a lazy modal's first transform, while turbo runs every package's tests on two
 * cores can take many seconds (over 15 s measured with other builds running): one generous limit for every browser test.
 */
export const BROWSER_TEST_TIMEOUT_MS = 30_000;

export const browserTestConfig = {
  resolve: { conditions: ['browser', 'module', 'development|production'] },
  test: {
    environment: 'jsdom',
    testTimeout: BROWSER_TEST_TIMEOUT_MS,
    setupFiles: [carbonInJsdom, browserTestSetup],
    alias: [
      { find: /^@seller-portal\/platform$/, replacement: platformSource },
      { find: /^@seller-portal\/platform\/forms$/, replacement: platformFormsSource },
      { find: /^@seller-portal\/platform\/typeahead$/, replacement: platformTypeaheadSource },
      ...carbonSubsets
        .filter((subset) => subset.module !== subset.from)
        .map((subset) => ({ find: new RegExp(`^${subset.module}$`), replacement: subset.source })),
    ],
    server: { deps: { inline: ['@seller-portal/shared'] } },
  },
};

/**
 * A browser package's tests (the files `include` matches, with `test`'s settings) as two projects. A file that replaces
 * a module (`vi.mock`) runs in a module graph and a jsdom of its own, as vitest isolates every file by default. The
 * others share their worker's (`isolate: false`): React, Carbon and the platform are imported once per worker, not once
 * per file (mfe-offers: 35 s with its 19 files isolated, 22 s with 16 of them shared). Each test leaves the document as
 * it found it (`browser-test-setup.ts`); a test that reads one of the platform's stores starts from what is in it.
 */
export function browserTestProjects(root, include, test = browserTestConfig.test) {
  const mocking = globSync(include, { cwd: root }).filter((file) =>
    /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8')),
  );
  const project = (settings) => ({
    extends: true,
    resolve: browserTestConfig.resolve,
    test: { ...test, ...settings },
  });
  return [
    project({
      name: 'shared modules',
      include,
      exclude: [...configDefaults.exclude, ...mocking],
      isolate: false,
    }),
    ...(mocking.length > 0 ? [project({ name: 'own modules', include: mocking, isolate: true })] : []),
  ];
}

/**
 * React, with codegen's optimizer: each `graphql(`…`)` call becomes an import of that one typed document from the
 * package's own generated folder (`browser-codegen.mjs`), so a bundle carries its own operations and nothing else.
 */
export function reactWithOwnOperations(root) {
  return [reactWithOptimizer(root), documentPerModule()];
}

function reactWithOptimizer(root) {
  return react({
    babel: {
      plugins: [
        [babelOptimizerPlugin, { artifactDirectory: join(root, OPERATIONS_FOLDER), gqlTagName: 'graphql' }],
        carbonSubsetRouter,
      ],
    },
  });
}

const GENERATED_OPERATIONS = /\/graphql\/generated\/graphql(\.ts)?$/;
const DOCUMENT_QUERY = '?document=';

/**
 * Each typed document as a module of its own in a build: the optimizer's `import { XDocument } from
 * '…/generated/graphql'` becomes an import of a module holding that one document, so a chunk carries the documents
 * its code uses, not every document of the package (a lazy modal's stay in its chunk; another domain's parcel does
 * not bring the screens' documents, docs/adr/020). The generated file is read once per content.
 */
function documentPerModule() {
  const documents = new Map();
  const documentsOf = async (file) => {
    const source = readFileSync(file, 'utf8');
    const cached = documents.get(file);
    if (cached?.source === source) return cached.exports;
    // The generated file imports only types: as JavaScript it is plain objects.
    const { code } = await transformWithEsbuild(source, file, { loader: 'ts', format: 'esm' });
    const exports = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
    documents.set(file, { source, exports });
    return exports;
  };
  return {
    name: 'seller-portal:document-per-module',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || GENERATED_OPERATIONS.test(id)) return null;
      let changed = false;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*\/graphql\/generated\/graphql(?:\.js|\.ts)?)\2;?/g,
        (statement, names, _quote, path) => {
          const imports = names
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean);
          if (imports.some((name) => name.startsWith('type '))) return statement;
          changed = true;
          return imports
            .map((name) => {
              const [imported] = name.split(/\s+as\s+/);
              return `import { ${name} } from ${JSON.stringify(`${path}${DOCUMENT_QUERY}${imported}`)};`;
            })
            .join('\n');
        },
      );
      return changed ? { code: rewritten, map: null } : null;
    },
    async resolveId(source, importer) {
      const at = source.indexOf(DOCUMENT_QUERY);
      if (at < 0) return null;
      const file = await this.resolve(source.slice(0, at), importer, { skipSelf: true });
      if (!file) this.error(`${source}: no generated operations there`);
      return `\0graphql-document:${file.id}${DOCUMENT_QUERY}${source.slice(at + DOCUMENT_QUERY.length)}`;
    },
    async load(id) {
      if (!id.startsWith('\0graphql-document:')) return null;
      const [file, name] = id.slice('\0graphql-document:'.length).split(DOCUMENT_QUERY);
      const exports = await documentsOf(file);
      if (!(name in exports)) this.error(`${file} exports no ${name}`);
      return `export const ${name} = ${JSON.stringify(exports[name])};\n`;
    },
  };
}

/**
 * Babel: `import { Button, ComboBox, TextInput } from '@carbon/react'` becomes `import { Button } from '@carbon/react'`,
 * `import { ComboBox } from '@seller-portal/carbon-extras'` and `import { TextInput } from '@seller-portal/carbon-later'`:
 * each component to the subset module that serves it (carbon-extras.ts, carbon-later.ts).
 */
function carbonSubsetRouter({ types: t }) {
  const moduleOf = new Map();
  for (const subset of carbonSubsets)
    if (subset.from === '@carbon/react' && subset.module !== subset.from)
      for (const name of readSubsetExports(subset)) moduleOf.set(name, subset.module);
  return {
    name: 'seller-portal:carbon-subsets',
    visitor: {
      ImportDeclaration(path) {
        if (path.node.source.value !== '@carbon/react' || path.node.importKind === 'type') return;
        const routed = new Map();
        for (const specifier of path.node.specifiers) {
          const module =
            t.isImportSpecifier(specifier) &&
            moduleOf.get(specifier.imported.name ?? specifier.imported.value);
          if (module) routed.set(module, [...(routed.get(module) ?? []), specifier]);
        }
        if (routed.size === 0) return;
        const moved = [...routed.values()].flat();
        const kept = path.node.specifiers.filter((specifier) => !moved.includes(specifier));
        const imports = [...routed].map(([module, specifiers]) =>
          t.importDeclaration(specifiers, t.stringLiteral(module)),
        );
        if (kept.length === 0) path.replaceWithMultiple(imports);
        else {
          path.node.specifiers = kept;
          path.insertAfter(imports);
        }
      },
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

const STYLESHEET = '?stylesheet';

/**
 * `import stylesheet from './styles/<domain>.scss?stylesheet'` (docs/adr/018): the file's rules go into the
 * micro-frontend's one stylesheet, `dist/<cssFile>` beside its module, and `stylesheet` is that file's URL, found from
 * the module's own at run time (the release's folder). Tests (no build) get `undefined`: nothing to link. A build that
 * imports a stylesheet but writes no CSS file fails.
 */
export function domainStylesheet(cssFile) {
  // Virtual modules by id, each standing for one stylesheet (an id ending in `.scss` would go to Vite's CSS plugin).
  const sources = new Map();
  let building = false;
  return {
    name: 'seller-portal:domain-stylesheet',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(STYLESHEET)) return null;
      const file = await this.resolve(source.slice(0, -STYLESHEET.length), importer, { skipSelf: true });
      if (!file) this.error(`${source}: no such stylesheet`);
      const id = `\0domain-stylesheet:${file.id.replace(/\.s?css$/, '')}`;
      sources.set(id, file.id);
      return id;
    },
    load(id) {
      const source = sources.get(id);
      if (!source) return null;
      if (!building) return 'export default undefined;\n';
      // A name, not a literal: Vite would otherwise look for the file beside the source at build time.
      return [
        `import ${JSON.stringify(source)};`,
        `const file = ${JSON.stringify(cssFile)};`,
        'export default new URL(file, import.meta.url).href;',
        '',
      ].join('\n');
    },
    // After every plugin's generateBundle: Vite's CSS plugin writes the file there.
    writeBundle(_options, bundle) {
      if (building && sources.size > 0 && !(cssFile in bundle))
        this.error(`the build links ${cssFile} but wrote no such file`);
    },
  };
}

/**
 * The Vite 7 config of one micro-frontend: `src/mfe-<name>.tsx` built to `dist/mfe-<name>.js` as a SystemJS
 * module, with every import-map module left external; a domain with parcels also builds `src/parcels.ts` to
 * `dist/mfe-<name>-parcels.js` (docs/adr/020), the code both entries use in chunks of their own.
 *
 * @param {{ name: string, root: string }} options name without the `mfe-` prefix; root is the package folder
 */
export function defineMicroFrontendConfig({ name, root }) {
  const manifest = microFrontends.find((mfe) => mfe.domain === name);
  if (!manifest) throw new Error(`mfe-${name} is not in shared/src/micro-frontends`);
  const fileName = microFrontendFolder(manifest);
  const parcels = microFrontendParcels(manifest);
  const entries = {
    [fileName]: `src/${fileName}.tsx`,
    ...(parcels ? { [parcels.file.replace(/\.js$/, '')]: PARCELS_SOURCE } : {}),
  };
  // `vite build --watch` and `vite preview` serve a developer's build for import-map-overrides.
  const devServer = { port: manifest.devPort, strictPort: true, cors: true };
  return {
    root,
    plugins: [
      reactWithOwnOperations(root),
      productionBuild(),
      carbonSubsetGuard(),
      importMapGuard(),
      domainStylesheet(`${fileName}.css`),
      brotliCopies(),
    ],
    server: devServer,
    preview: devServer,
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // CSS a micro-frontend imports is extracted beside the module into one file, never injected: its release's
      // stylesheet, which the platform links while it is mounted (docs/adr/018). Carbon's comes from root-config.
      cssCodeSplit: false,
      lib: {
        entry: entries,
        formats: ['system'],
        fileName: (_format, entryName) => `${entryName}.js`,
        cssFileName: fileName,
      },
      // Code shared with lazy chunks (forms, modals) stays in the entry: no extra request before the page.
      rollupOptions: {
        external: isImportMapImport,
        preserveEntrySignatures: 'allow-extension',
        output: { experimentalMinChunkSize: 10_000 },
      },
    },
    resolve: browserTestConfig.resolve,
    // Carbon's own deprecation warnings are Carbon's to fix (as in root-config's build).
    css: { preprocessorOptions: { scss: { quietDeps: true } } },
    test: { projects: browserTestProjects(root, ['src/**/*.test.tsx']) },
  };
}
