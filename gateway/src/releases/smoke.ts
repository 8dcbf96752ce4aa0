import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import {
  microFrontendFolder,
  microFrontends,
  ROOT_CONFIG_RELEASE,
} from '@seller-portal/shared/micro-frontends';
import type { ReleaseStore } from './store.js';

/** How long a release's module may take to load, from the checker's start to its answer. */
export const SMOKE_TIME_LIMIT_MS = 5000;
/** The checker's heap: a module that needs more is refused. */
const SMOKE_HEAP_MB = 64;

/**
 * The checker, run by a separate Node process (ADR 014). It reads a SystemJS module on stdin and evaluates it in a
 * fresh `vm` context where every import and every browser global is a stand-in, then prints the names the module
 * exports. `vm` is not a security boundary: a module can reach the checker's own `process`. So the checker is started
 * with Node's permission model (no file system, no child processes, no workers, no addons), an empty environment (no
 * secret to read), a small heap and a hard time limit, and it removes the ways to load other modules before the
 * release's code runs.
 */
const CHECKER = String.raw`
const { runInNewContext } = require('node:vm');
const write = process.stdout.write.bind(process.stdout);
for (const key of ['getBuiltinModule', 'binding', '_linkedBinding', 'dlopen']) {
  try { delete process[key]; } catch {}
  try { Object.defineProperty(process, key, { value: undefined }); } catch {}
}
delete globalThis.require; delete globalThis.module; delete globalThis.exports;
function stub() {
  const target = function () {};
  return new Proxy(target, {
    get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : stub()),
    apply: () => stub(),
    construct: () => stub(),
  });
}
let code = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => { code += chunk; });
process.stdin.on('end', () => {
  const url = process.argv[process.argv.length - 1];
  try {
    const registrations = [];
    const context = {
      System: { register: (dependencies, declare) => registrations.push({ dependencies, declare }) },
      window: stub(), document: stub(), navigator: stub(), localStorage: stub(), location: stub(),
      console: { log() {}, warn() {}, error() {}, info() {} },
      setTimeout: () => 0, clearTimeout: () => undefined, queueMicrotask: () => undefined,
    };
    runInNewContext(code, context, { filename: url, timeout: 2000 });
    const registration = registrations[0];
    if (!registration) throw new Error(url + ' does not register a SystemJS module');
    const names = new Set();
    const declared = registration.declare(
      (name, value) => {
        if (typeof name === 'string') names.add(name);
        else for (const key of Object.keys(name)) names.add(key);
        return value;
      },
      { import: () => Promise.resolve(stub()), meta: { url } },
    );
    if (declared && declared.setters) declared.setters.forEach((setter) => setter && setter(stub()));
    if (declared && declared.execute) declared.execute();
    write(JSON.stringify({ names: [...names].map(String) }));
  } catch (error) {
    write(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
  }
});
`;

/**
 * The names a SystemJS module exports once it has run, found by the checker in its own process. A module that does
 * not parse, throws while it runs, runs out of time or memory is refused with the reason.
 */
export function exportedNames(code: string, url: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--permission', `--max-old-space-size=${SMOKE_HEAP_MB}`, '-e', CHECKER, url],
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
        return reject(new Error(`it did not finish loading within ${SMOKE_TIME_LIMIT_MS / 1000} s`));
      let answer: { names?: unknown; error?: unknown };
      try {
        answer = JSON.parse(output) as { names?: unknown; error?: unknown };
      } catch {
        const reason = signal ?? `exit code ${exitCode}`;
        return reject(new Error(`its check stopped without an answer (${reason}; out of memory?)`));
      }
      if (typeof answer.error === 'string') return reject(new Error(answer.error));
      if (!Array.isArray(answer.names)) return reject(new Error('its check gave no answer'));
      resolve(answer.names.filter((name): name is string => typeof name === 'string'));
    });
    child.stdin.end(code);
  });
}

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
  const url = Object.values(manifest.imports)[0]!;
  const entry = store.file(name, release, url.slice(`/${name}/${release}/`.length));
  let names: string[];
  try {
    names = await exportedNames(readFileSync(entry, 'utf8'), url);
  } catch (error) {
    return [`its module does not load: ${error instanceof Error ? error.message : String(error)}`];
  }
  for (const required of ['bootstrap', 'mount', 'unmount', ...(mfe.parcels ?? [])]) {
    if (!names.includes(required)) problems.push(`its module does not export ${required}`);
  }
  return problems;
}
