import { existsSync, readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import {
  microFrontendFolder,
  microFrontends,
  ROOT_CONFIG_RELEASE,
} from '@seller-portal/shared/micro-frontends';
import type { ReleaseStore } from './store.js';

/** A value that stands for any module, function or object: whatever a module's top level does with it works. */
function stub(): unknown {
  const target = function () {};
  return new Proxy(target, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stub()),
    apply: () => stub(),
    construct: () => stub() as object,
  });
}

interface Registration {
  dependencies: string[];
  declare: (
    exportValue: (name: string | Record<string, unknown>, value?: unknown) => void,
    context: { import: () => Promise<unknown>; meta: { url: string } },
  ) => { setters?: ((module: unknown) => void)[]; execute?: () => unknown };
}

/**
 * The names a SystemJS module exports once it has run: it is evaluated in a fresh context where every import and
 * every browser global is a stand-in. A module that does not parse or throws while it runs is refused.
 */
function exportedNames(code: string, url: string): string[] {
  const registrations: Registration[] = [];
  const context = {
    System: {
      register: (dependencies: string[], declare: Registration['declare']) =>
        registrations.push({ dependencies, declare }),
    },
    window: stub(),
    document: stub(),
    navigator: stub(),
    localStorage: stub(),
    location: stub(),
    console: { log() {}, warn() {}, error() {}, info() {} },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    queueMicrotask: () => undefined,
  };
  runInNewContext(code, context, { filename: url, timeout: 2000 });
  const registration = registrations[0];
  if (!registration) throw new Error(`${url} does not register a SystemJS module`);
  const names = new Set<string>();
  const declared = registration.declare(
    (name, value) => {
      if (typeof name === 'string') names.add(name);
      else for (const key of Object.keys(name)) names.add(key);
      return value;
    },
    { import: () => Promise.resolve(stub()), meta: { url } },
  );
  declared.setters?.forEach((setter) => setter?.(stub()));
  declared.execute?.();
  return [...names];
}

/** What a release must provide to be served; an empty list means it may be deployed. */
export function smokeCheck(store: ReleaseStore, name: string, release: string): string[] {
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
  const url = Object.values(manifest.imports)[0]!;
  const entry = store.file(name, release, url.slice(`/${name}/${release}/`.length));
  let names: string[];
  try {
    names = exportedNames(readFileSync(entry, 'utf8'), url);
  } catch (error) {
    return [`its module does not load: ${error instanceof Error ? error.message : String(error)}`];
  }
  for (const required of ['bootstrap', 'mount', 'unmount', ...(mfe.parcels ?? [])]) {
    if (!names.includes(required)) problems.push(`its module does not export ${required}`);
  }
  return problems;
}
