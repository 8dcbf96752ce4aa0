import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import {
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  microFrontends,
  ROOT_CONFIG_RELEASE,
} from '@seller-portal/shared/micro-frontends';
import { filesOf, type ReleaseStore } from './store.js';

/** How long a release's check may take, from the checker's start (with its DOM) to its answer. */
export const SMOKE_TIME_LIMIT_MS = 10_000;
/** The checker's heap: the DOM, the shared modules and the release; a module that needs more is refused. */
const SMOKE_HEAP_MB = 256;

/** The DOM the checker mounts into (happy-dom), and the one folder of code the checker may read: its packages. */
const require = createRequire(import.meta.url);
const HAPPY_DOM = require.resolve('happy-dom');
const PACKAGES = HAPPY_DOM.slice(
  0,
  HAPPY_DOM.lastIndexOf(`${sep}node_modules${sep}`) + '/node_modules'.length,
);

/** What the checker gets on stdin: the module to check, where to mount it, and every script it may import. */
interface CheckInput {
  /** The import-map module of the micro-frontend, and its URL. */
  module: string;
  entry: string;
  /** The path the micro-frontend is mounted at, as single-spa would mount it. */
  route: string;
  /** The import map with this release in place of the live one. */
  imports: Record<string, string>;
  /** The source of every script of the live releases and of this one, by URL. */
  scripts: Record<string, string>;
}

/** What the checker answers on stdout. */
interface CheckAnswer {
  names?: unknown;
  parcels?: unknown;
  stylesheets?: unknown;
  error?: unknown;
}

/**
 * What a module exports once it ran: every name, and which of them are parcels (lifecycles of their own); and the
 * stylesheets the page links once mounted (its domain's, docs/adr/018), by path.
 */
interface CheckedModule {
  names: string[];
  parcels: string[];
  stylesheets: string[];
}

/**
 * The checker, run by a separate Node process (ADR 014). It reads a `CheckInput` on stdin, loads the module through a
 * small SystemJS registry of the scripts it was given, in a happy-dom window (a DOM in a fresh `vm` context), then
 * bootstraps and mounts it as single-spa would, after starting the platform with a stand-in configuration, and prints
 * the names the module exports. A module that throws while it loads or mounts, or that makes the platform show its
 * error screen, is answered with the reason. Every request the page makes is held (no network); `vm` is not a
 * security boundary, so the process runs under Node's permission model (reading only the DOM's packages), with an
 * empty environment, a bounded heap and a hard time limit, and the ways to load modules are removed first.
 */
const CHECKER = String.raw`
const { runInContext } = require('node:vm');
const { Window } = require(process.argv[process.argv.length - 1]);
const write = process.stdout.write.bind(process.stdout);
for (const key of ['getBuiltinModule', 'binding', '_linkedBinding', 'dlopen']) {
  try { delete process[key]; } catch {}
  try { Object.defineProperty(process, key, { value: undefined }); } catch {}
}
delete globalThis.require; delete globalThis.module; delete globalThis.exports;
const answer = (value) => { write(JSON.stringify(value)); process.exit(0); };
const reasonOf = (error) => (error && typeof error.message === 'string' ? error.message : String(error));
const failed = (error) => answer({ error: 'does not load: ' + reasonOf(error) });
class MountError extends Error {}
process.on('uncaughtException', failed);
process.on('unhandledRejection', failed);
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { input += chunk; });
process.stdin.on('end', () =>
  check(JSON.parse(input)).then(answer, (error) => (error instanceof MountError ? answer({ error: error.message }) : failed(error))),
);
const pending = () => new Promise(() => undefined);
const settle = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function check({ module, entry, route, imports, scripts }) {
  const origin = 'http://portal.invalid';
  const window = new Window({
    url: origin + route,
    width: 1280,
    height: 800,
    console: { log() {}, warn() {}, error() {}, info() {}, debug() {}, trace() {} },
    settings: {
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
      handleDisabledFileLoadingAsSuccess: true,
      navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
      fetch: {
        interceptor: {
          // The stand-in configuration; every other request waits for ever, as on a slow network.
          beforeAsyncRequest: async ({ request, window }) =>
            new URL(request.url).pathname === '/config.json'
              ? new window.Response(JSON.stringify({
                  oidc: { authority: origin + '/identity', clientId: 'release-check', scope: 'openid' },
                  graphqlPath: '/graphql',
                }), { headers: { 'content-type': 'application/json' } })
              : pending(),
          beforeSyncRequest: () => ({ status: 503, statusText: 'No network in the release check', ok: false, url: '', headers: new window.Headers(), body: Buffer.alloc(0) }),
        },
      },
    },
  });
  class HeldSocket extends window.EventTarget {
    constructor(url) { super(); this.url = String(url); this.readyState = 0; }
    send() {}
    close() {}
  }
  window.WebSocket = HeldSocket;
  window.EventSource = HeldSocket;
  window.navigator.sendBeacon = () => false;

  // A SystemJS registry of the given scripts, resolved through the import map.
  let registration = null;
  const records = new Map();
  const resolve = (specifier, parent) => {
    if (Object.prototype.hasOwnProperty.call(imports, specifier)) return imports[specifier];
    if (/^(\.{1,2})?\//.test(specifier)) return new URL(specifier, origin + parent).pathname;
    throw new Error(parent + ' imports ' + specifier + ', which the import map does not name');
  };
  const instantiate = (url) => {
    let record = records.get(url);
    if (record) return record;
    if (!Object.prototype.hasOwnProperty.call(scripts, url)) throw new Error('no live release serves ' + url);
    registration = null;
    runInContext(scripts[url], window, { filename: url, timeout: 3000 });
    if (!registration) throw new Error(url + ' does not register a SystemJS module');
    const { dependencies, declare } = registration;
    const namespace = Object.create(null);
    Object.defineProperty(namespace, Symbol.toStringTag, { value: 'Module' });
    record = { namespace, importers: [], dependencies: [], execute: null, evaluated: null };
    records.set(url, record);
    const exported = (name, value) => {
      if (typeof name === 'string') namespace[name] = value;
      else for (const key of Object.keys(name)) namespace[key] = name[key];
      for (const setter of record.importers) setter(namespace);
      return value;
    };
    const declared = declare(exported, {
      import: (specifier) => load(resolve(specifier, url)),
      meta: { url: origin + url, resolve: (specifier) => resolve(specifier, url) },
    }) || {};
    record.execute = declared.execute;
    record.dependencies = dependencies.map((dependency, index) => {
      const child = instantiate(resolve(dependency, url));
      const setter = declared.setters && declared.setters[index];
      if (setter) { child.importers.push(setter); setter(child.namespace); }
      return child;
    });
    return record;
  };
  // Dependencies run first; a module met again through a cycle runs in its own turn (its bindings are live).
  const evaluate = (record, stack) => {
    if (stack.has(record)) return undefined;
    if (record.evaluated) return record.evaluated;
    const inner = new Set(stack).add(record);
    record.evaluated = (async () => {
      for (const child of record.dependencies) await evaluate(child, inner);
      if (record.execute) await record.execute();
    })();
    return record.evaluated;
  };
  const load = async (url) => {
    const record = instantiate(url);
    await evaluate(record, new Set());
    return record.namespace;
  };
  window.System = {
    register: (dependencies, declare) => { registration = { dependencies, declare }; },
    import: (specifier) => load(resolve(specifier, '/')),
    resolve: (specifier) => resolve(specifier, '/'),
  };

  const lifecycles = await load(entry);
  const names = Object.keys(lifecycles);
  // The exports that are single-spa lifecycles of their own: the module's parcels.
  const parcels = names.filter((name) => {
    const value = lifecycles[name];
    return value !== null && typeof value === 'object' && ['bootstrap', 'mount', 'unmount'].every((key) => typeof value[key] === 'function');
  });
  const platform = imports['@seller-portal/platform'] ? await load(imports['@seller-portal/platform']) : null;
  if (platform && platform.startPlatform) await platform.startPlatform();
  if (typeof lifecycles.bootstrap !== 'function' || typeof lifecycles.mount !== 'function') return { names, parcels, stylesheets: [] };
  const domElement = window.document.createElement('div');
  domElement.id = 'single-spa-application:' + module;
  window.document.body.appendChild(domElement);
  const props = { name: module, domElement, singleSpa: {}, mountParcel: () => { throw new Error('parcels are not mounted in the release check'); } };
  try {
    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
  } catch (error) {
    throw new MountError('does not mount at ' + route + ': ' + reasonOf(error));
  }
  // Effects run, lazy screens load (their requests stay pending), then the page is what a user would see.
  await settle(500);
  const status = platform && platform.currentPageStatus ? platform.currentPageStatus() : 'shown';
  if (status !== 'shown') throw new MountError('does not mount at ' + route + ': it shows the ' + status + ' screen');
  // The stylesheets the mounted page links (CSS is not fetched here: a link counts as loaded).
  const stylesheets = [...window.document.querySelectorAll('link[rel="stylesheet"]')].map((link) => new URL(link.href, origin).pathname);
  if (typeof lifecycles.unmount === 'function') await lifecycles.unmount(props);
  return { names, parcels, stylesheets };
}
`;

/**
 * Loads (and mounts, if it has lifecycles) a micro-frontend's module in the checker's own process, and answers the names it exports. A
 * module that does not parse, throws while it loads or mounts, shows the error screen, or runs out of time or memory
 * is refused with the reason.
 */
function runChecker(input: CheckInput): Promise<CheckedModule> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--permission',
        `--allow-fs-read=${PACKAGES}`,
        `--max-old-space-size=${SMOKE_HEAP_MB}`,
        '-e',
        CHECKER,
        HAPPY_DOM,
      ],
      { env: {}, stdio: ['pipe', 'pipe', 'ignore'] },
    );
    let output = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, SMOKE_TIME_LIMIT_MS);
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      output += chunk;
      if (output.length > 1_000_000) child.kill('SIGKILL');
    });
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      if (timedOut)
        return reject(
          new Error(`does not load: its check did not finish within ${SMOKE_TIME_LIMIT_MS / 1000} s`),
        );
      let answer: CheckAnswer;
      try {
        answer = JSON.parse(output) as CheckAnswer;
      } catch {
        const reason = signal ?? `exit code ${exitCode}`;
        return reject(
          new Error(`does not load: its check stopped without an answer (${reason}; out of memory?)`),
        );
      }
      if (typeof answer.error === 'string') return reject(new Error(answer.error));
      if (!Array.isArray(answer.names)) return reject(new Error('does not load: its check gave no answer'));
      const strings = (list: unknown) =>
        Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string') : [];
      resolve({
        names: strings(answer.names),
        parcels: strings(answer.parcels),
        stylesheets: strings(answer.stylesheets),
      });
    });
    child.stdin.end(JSON.stringify(input));
  });
}

/** The scripts of a stored release, by the URL it serves them at. */
function scriptsOf(store: ReleaseStore, name: string, release: string): [string, string][] {
  const folder = dirname(store.file(name, release, 'release.json'));
  return [...filesOf(folder)]
    .filter(([path]) => path.endsWith('.js'))
    .map(([path, content]) => [`/${name}/${release}/${path}`, content.toString('utf8')]);
}

/** Whether a URL path is a file of one of the live releases (`/<name>/<release>/<file>`). */
function servesFile(store: ReleaseStore, live: Record<string, string>, path: string): boolean {
  const [, name, release, ...file] = path.split('/');
  if (!name || !release || live[name] !== release || file.length === 0) return false;
  try {
    return existsSync(store.file(name, release, file.join('/')));
  } catch {
    return false;
  }
}

/** A check's answer or its failure, never a rejection left unhandled while another check is awaited. */
const settled = (check: Promise<CheckedModule>): Promise<{ value: CheckedModule } | { error: unknown }> =>
  check.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

/** What a release must provide to be served; an empty list means it may be deployed. */
export async function smokeCheck(store: ReleaseStore, name: string, release: string): Promise<string[]> {
  const manifest = store.manifest(name, release);
  const problems: string[] = [];
  if (name === ROOT_CONFIG_RELEASE) {
    for (const file of ['index.html', 'silent-callback.html']) {
      if (!existsSync(store.file(name, release, file))) problems.push(`it has no ${file}`);
    }
    if (!manifest.imports['@seller-portal/root-config'])
      problems.push('its import map has no @seller-portal/root-config');
    return problems;
  }
  const mfe = microFrontends.find((candidate) => microFrontendFolder(candidate) === name)!;
  const module = microFrontendModule(mfe);
  // What the browser would load once this release is live: the other live releases, and this one in its place.
  const live = { ...store.deployments().current, [name]: release };
  const imports: Record<string, string> = {};
  const scripts: Record<string, string> = {};
  for (const [liveName, liveRelease] of Object.entries(live)) {
    Object.assign(imports, store.manifest(liveName, liveRelease).imports);
    for (const [url, code] of scriptsOf(store, liveName, liveRelease)) scripts[url] = code;
  }
  const entry = manifest.imports[module];
  if (!entry) return [`its import map has no ${module}`];
  // The parcels module's check runs beside the module's, in a process of its own: a deploy waits for the longer one.
  const parcelsModule = microFrontendParcels(mfe);
  const parcelsEntry = parcelsModule ? manifest.imports[parcelsModule.module] : undefined;
  const parcelsChecked =
    parcelsModule && parcelsEntry
      ? settled(
          runChecker({
            module: parcelsModule.module,
            entry: parcelsEntry,
            route: mfe.paths[0]!,
            imports,
            scripts,
          }),
        )
      : undefined;
  let checked: CheckedModule;
  try {
    checked = await runChecker({ module, entry, route: mfe.paths[0]!, imports, scripts });
  } catch (error) {
    await parcelsChecked;
    return [`its module ${error instanceof Error ? error.message : String(error)}`];
  }
  for (const required of ['bootstrap', 'mount', 'unmount']) {
    if (!checked.names.includes(required)) problems.push(`its module does not export ${required}`);
  }
  // A domain's stylesheet is a file of its release, served with it (docs/adr/018).
  for (const stylesheet of checked.stylesheets) {
    if (!servesFile(store, live, stylesheet))
      problems.push(`its page links the stylesheet ${stylesheet}, which no live release serves`);
  }
  // Parcels come from the parcels module (docs/adr/020), never the domain's own: a host would load every screen.
  for (const parcel of checked.parcels)
    problems.push(`its module exports the parcel ${parcel}, which belongs in its parcels module`);
  if (!parcelsModule) return problems;
  if (!parcelsEntry || !parcelsChecked) return [...problems, `its import map has no ${parcelsModule.module}`];
  const parcels = await parcelsChecked;
  if ('error' in parcels) {
    const { error } = parcels;
    return [...problems, `its parcels module ${error instanceof Error ? error.message : String(error)}`];
  }
  const exported = parcels.value;
  // The registry lists every parcel (shared/src/micro-frontends): one it lists is a parcel here, and one here is listed.
  const declared = mfe.parcels ?? [];
  for (const parcel of declared) {
    if (!exported.parcels.includes(parcel)) problems.push(`its parcels module does not export ${parcel}`);
  }
  for (const parcel of exported.parcels) {
    if (!declared.includes(parcel))
      problems.push(
        `its parcels module exports the parcel ${parcel}, which the micro-frontends list does not declare`,
      );
  }
  return problems;
}
