// `npm run new-domain <name>`: writes a new domain's three folders and adds it to each list (docs/adding-a-domain.md).
//
//   provider-sandbox/src/<name>/   its REST call, GET /api/v1/<name>/welcome, with a test
//   gateway/src/domains/<name>/    its schema, provider client and resolvers (query <name>Welcome), with a test
//   mfe-<name>/                    its micro-frontend, a screen at /<name> showing the query's answer, with a test
//
// and one line in each list: provider-sandbox/src/domains.ts, gateway/src/domains/index.ts,
// shared/src/micro-frontends/micro-frontends.ts, the root package.json's workspaces and gateway/Dockerfile. Then it
// runs `npm install` (to link the new workspace) and the codegen the new domain changes: the provider's contract, the
// printed schema and the gateway's types, shared's schema types and the new micro-frontend's (the other domains'
// operations are typed as before: the schema only gained). `--no-install` leaves those to you (`npm run codegen`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const templates = fileURLToPath(new URL('./new-domain/templates/', import.meta.url));

/** Paths the gateway or the shell already answer: a domain's screen there would never be reached. */
const RESERVED = new Set([
  'account',
  'api',
  'callback',
  'config',
  'data-room',
  'deployments',
  'files',
  'graphql',
  'healthz',
  'metrics',
  'oidc',
  'offer-files',
  'readyz',
  'reports',
  'root',
  'sandbox',
  'shared',
  'silent-callback',
  'socket',
]);

function fail(message) {
  console.error(`new-domain: ${message}`);
  process.exit(1);
}

const args = process.argv.slice(2);
const install = !args.includes('--no-install');
const name = args.find((arg) => !arg.startsWith('--'));
if (!name) fail('name the domain: npm run new-domain <name> (lower-case letters and digits, e.g. invoices)');
if (!/^[a-z][a-z0-9]{1,30}$/.test(name))
  fail(`"${name}" is not a domain name: 2 to 31 lower-case letters and digits, starting with a letter`);
if (RESERVED.has(name)) fail(`"${name}" is a path the portal already answers; choose another name`);

const title = name[0].toUpperCase() + name.slice(1);
const words = { __name__: name, __Name__: title, __Title__: title };
const fill = (text) => text.replace(/__(name|Name|Title)__/g, (word) => words[word]);

const read = (path) => readFileSync(join(repo, path), 'utf8');
const written = [];
const edited = [];

// The three folders must be new, and no list may know the name yet.
const folders = {
  'provider-sandbox': `provider-sandbox/src/${name}`,
  gateway: `gateway/src/domains/${name}`,
  mfe: `mfe-${name}`,
};
for (const folder of Object.values(folders)) {
  if (existsSync(join(repo, folder))) fail(`${folder} exists already`);
}
const microFrontendsFile = 'shared/src/micro-frontends/micro-frontends.ts';
const microFrontendsSource = read(microFrontendsFile);
if (new RegExp(`domain: '${name}'`).test(microFrontendsSource))
  fail(`${microFrontendsFile} lists ${name} already`);
if (new RegExp(`paths: \\[[^\\]]*'/${name}'`).test(microFrontendsSource))
  fail(`a micro-frontend already shows /${name}`);

/** Copies a template folder into the repository, filling in the name (in file names too). */
function writeFrom(templateFolder, target) {
  for (const entry of readdirSync(join(templates, templateFolder))) {
    const from = join(templates, templateFolder, entry);
    if (statSync(from).isDirectory()) {
      writeFrom(join(templateFolder, entry), join(target, entry));
      continue;
    }
    const file = join(target, fill(entry.replace(/\.tmpl$/, '')));
    mkdirSync(join(repo, dirname(file)), { recursive: true });
    writeFileSync(join(repo, file), fill(readFileSync(from, 'utf8')));
    written.push(file);
  }
}

/** Replaces one spot of a list file, refusing when the file no longer looks as expected. */
function edit(path, change) {
  const before = read(path);
  const after = change(before);
  if (after === before) fail(`${path} did not take the new line: has its list moved?`);
  writeFileSync(join(repo, path), after);
  edited.push(path);
}

/** Adds an import after a file's last import and an entry before the end of the array that `arrayStart` opens. */
function addToList(source, importLine, arrayStart, entry) {
  const imports = [...source.matchAll(/^import .*;$/gm)];
  const lastImport = imports.at(-1);
  const start = source.indexOf(arrayStart);
  if (!lastImport || start < 0) return source;
  const end = source.indexOf('\n]', start);
  if (end < 0) return source;
  const at = lastImport.index + lastImport[0].length;
  const withEntry = `${source.slice(0, end)}\n  ${entry},${source.slice(end)}`;
  return `${withEntry.slice(0, at)}\n${importLine}${withEntry.slice(at)}`;
}

writeFrom('provider-sandbox', folders['provider-sandbox']);
writeFrom('gateway', folders.gateway);
writeFrom('mfe', folders.mfe);

// The micro-frontend's package.json: mfe-team's, renamed (the same scripts and dependency versions as the others).
const teamPackage = JSON.parse(read('mfe-team/package.json'));
writeFileSync(
  join(repo, folders.mfe, 'package.json'),
  `${JSON.stringify({ ...teamPackage, name: `@seller-portal/mfe-${name}` }, null, 2)}\n`,
);
written.push(`${folders.mfe}/package.json`);

edit('provider-sandbox/src/domains.ts', (source) =>
  addToList(
    source,
    `import { ${name}Domain } from './${name}/index.js';`,
    'export const sandboxDomains',
    `${name}Domain`,
  ),
);
edit('gateway/src/domains/index.ts', (source) =>
  addToList(
    source,
    `import { ${name}Domain } from './${name}/index.js';`,
    'export const gatewayDomains',
    `${name}Domain`,
  ),
);
const devPort =
  Math.max(...[...microFrontendsSource.matchAll(/devPort: (\d+)/g)].map((match) => Number(match[1]))) + 1;
edit(microFrontendsFile, (source) => {
  const start = source.indexOf('export const microFrontends');
  const end = source.indexOf('\n];', start);
  if (start < 0 || end < 0) return source;
  return `${source.slice(0, end)}\n  { domain: '${name}', paths: ['/${name}'], devPort: ${devPort} },${source.slice(end)}`;
});
edit('package.json', (source) => {
  const manifest = JSON.parse(source);
  const workspaces = [...manifest.workspaces];
  // The browser journeys' package stays last.
  workspaces.splice(workspaces.indexOf('e2e'), 0, `mfe-${name}`);
  return `${JSON.stringify({ ...manifest, workspaces }, null, 2)}\n`;
});
edit('gateway/Dockerfile', (source) => {
  const copies = [...source.matchAll(/^COPY --from=build \/app\/mfe-[a-z0-9]+\/dist mfe-[a-z0-9]+\/dist$/gm)];
  const last = copies.at(-1);
  if (!last) return source;
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\nCOPY --from=build /app/mfe-${name}/dist mfe-${name}/dist${source.slice(at)}`;
});

// Formatted as the repository formats: the next lint passes as it did.
const formatted = [...written, ...edited].filter((file) => !file.endsWith('Dockerfile'));
const prettier = spawnSync('npx', ['prettier', '--write', '--log-level=warn', ...formatted], {
  cwd: repo,
  stdio: 'inherit',
});
if (prettier.status !== 0) fail('prettier could not format what was written');

console.info(`new-domain: wrote ${written.length} files in ${Object.values(folders).join(', ')}`);
for (const file of written) console.info(`  + ${file}`);
console.info(`new-domain: one line in each list`);
for (const file of edited) console.info(`  ~ ${file}`);

if (install) {
  for (const [command, commandArgs] of [
    ['npm', ['install', '--no-audit', '--no-fund']],
    [
      'npx',
      ['turbo', 'run', 'codegen', `--filter=@seller-portal/mfe-${name}`, '--filter=@seller-portal/shared'],
    ],
  ]) {
    console.info(`new-domain: $ ${command} ${commandArgs.join(' ')}`);
    const run = spawnSync(command, commandArgs, { cwd: repo, stdio: 'inherit' });
    if (run.status !== 0) fail(`${command} ${commandArgs.join(' ')} failed`);
  }
}
console.info(
  `new-domain: ${title} is ready. npm start serves its screen at /${name}; npm test runs its three tests. ` +
    `Next: docs/adding-a-domain.md${install ? '' : ' (first: npm install && npm run codegen)'}.`,
);
