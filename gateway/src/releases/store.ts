import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import {
  microFrontendFolder,
  microFrontendModule,
  microFrontendParcels,
  microFrontends,
  RELEASE_BASE,
  ROOT_CONFIG_RELEASE,
} from '@seller-portal/shared/micro-frontends';
import type { SharedReleases } from './shared.js';

/** What can be released: the root config (shared modules, index.html) and each micro-frontend. */
export const RELEASE_NAMES: readonly string[] = [
  ROOT_CONFIG_RELEASE,
  ...microFrontends.map(microFrontendFolder),
];

/** A stored release's manifest (`release.json` in its folder). */
export interface ReleaseManifest {
  name: string;
  release: string;
  publishedAt: string;
  /** The import-map entries it provides, by module specifier. */
  imports: Record<string, string>;
  /** SystemJS integrity (sha384) of every script it serves, by URL. */
  integrity: Record<string, string>;
  /**
   * A micro-frontend's stylesheet (docs/adr/018), by URL, when its build has one: the portal's page preloads it on the
   * domain's paths. Releases stored before it was recorded have none, and their pages simply do not preload it.
   */
  stylesheet?: string;
}

export interface Deployment {
  release: string;
  deployedAt: string;
  /** Set when this deployment was a rollback: it stepped back from the deployment before it. */
  rollback?: true;
}

/** Which release of each name is current, and each name's deployments, newest last. */
export interface Deployments {
  current: Record<string, string>;
  history: Record<string, Deployment[]>;
}

/** The import map the browser gets: every current release's modules and their integrity. */
export interface ImportMap {
  imports: Record<string, string>;
  integrity: Record<string, string>;
}

const RELEASE_ID = /^[0-9a-f]{12}$/;
const TEXT_FILE = /\.(js|css|html|json|map|txt|svg)$/;

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** A release's id: the hash of its files as built (paths and contents), so the same build is the same release. */
function releaseIdOf(files: ReadonlyMap<string, Buffer>): string {
  const hash = createHash('sha256');
  for (const path of [...files.keys()].sort())
    hash.update(path).update('\0').update(files.get(path)!).update('\0');
  return hash.digest('hex').slice(0, 12);
}

const integrityOf = (content: Buffer) => `sha384-${createHash('sha384').update(content).digest('base64')}`;

/** A relative path inside a release, refusing anything that would leave its folder. */
function safePath(path: string): string {
  const clean = normalize(path).replace(/^(\.\/)+/, '');
  if (!clean || clean.startsWith('..') || clean.startsWith(sep) || clean.includes('\0')) {
    throw new ReleaseError(`not a file of a release: ${path}`);
  }
  return clean;
}

/** The files of a folder, by path relative to it (with forward slashes). */
export function filesOf(folder: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const path = join(folder, entry);
    if (statSync(path).isFile()) files.set(entry.split(sep).join('/'), readFileSync(path));
  }
  return files;
}

/**
 * The release `name` returns to on a rollback: the one served before the current one, stepping back through the
 * deployments (a rollback undoes a deployment, so a second rollback goes further back, never forward again).
 */
function stepBack(deployments: Deployments, name: string): string | null {
  const served: string[] = [];
  for (const { release, rollback } of deployments.history[name] ?? []) {
    if (rollback) served.pop();
    if (served.at(-1) !== release) served.push(release);
  }
  return served.at(-2) ?? null;
}

/**
 * The releases: `<dir>/<name>/<release>/…` (immutable once written) and which release of each name is served.
 * Alone, the folder holds both (`<dir>/deployments.json`), so only instances sharing the folder agree. With a shared
 * store (ADR 017) every release is kept there too and the map lives there; each instance's folder is its copy of the
 * releases, and an instance brings a release into it before it serves it.
 */
export class ReleaseStore {
  private cached: { version: string; deployments: Deployments } | null = null;
  /** With a shared store: the map this instance serves, once every release it names is in the folder. */
  private served: Deployments = { current: {}, history: {} };
  private syncing: Promise<void> = Promise.resolve();

  constructor(
    readonly dir: string,
    private readonly shared?: SharedReleases,
  ) {
    mkdirSync(dir, { recursive: true });
  }

  /** A store whose releases and map are shared by every instance; ready once the current releases are here. */
  static async sharedThrough(dir: string, shared: SharedReleases): Promise<ReleaseStore> {
    const store = new ReleaseStore(dir, shared);
    shared.onChange(() => void store.sync().catch(() => undefined));
    await store.sync();
    return store;
  }

  /** Serves the shared map's latest state once its releases are in this instance's folder; one step at a time. */
  private sync(): Promise<void> {
    const shared = this.shared;
    if (!shared) return Promise.resolve();
    this.syncing = this.syncing
      .catch(() => undefined)
      .then(async () => {
        const latest = shared.deployments;
        for (const [name, release] of Object.entries(latest.current)) await this.ensureLocal(name, release);
        this.served = latest;
      });
    return this.syncing;
  }

  /**
   * Stores a build as a release of `name`: its own URLs (RELEASE_BASE) become the release's folder, scripts get
   * integrity hashes, index.html's scripts and preloads carry them. Storing the same build twice is a no-op.
   */
  async publish(name: string, files: ReadonlyMap<string, Buffer>): Promise<ReleaseManifest> {
    if (!RELEASE_NAMES.includes(name)) throw new ReleaseError(`unknown release name ${name}`);
    if (files.size === 0) throw new ReleaseError('a release needs files');
    const release = releaseIdOf(files);
    if (!this.isLocal(name, release)) this.writeLocal(name, release, prepared(name, release, files));
    if (this.shared && !(await this.shared.has(name, release))) {
      await this.shared.put(name, release, filesOf(join(this.dir, name, release)));
    }
    return this.manifest(name, release);
  }

  private isLocal(name: string, release: string): boolean {
    return existsSync(join(this.dir, name, release, 'release.json'));
  }

  /** Writes a release's files into the folder, all at once (a release folder is complete or absent). */
  private writeLocal(name: string, release: string, files: ReadonlyMap<string, Buffer>): void {
    const folder = join(this.dir, name, release);
    const staging = `${folder}.staging-${randomBytes(4).toString('hex')}`;
    for (const [file, content] of files) {
      mkdirSync(dirname(join(staging, safePath(file))), { recursive: true });
      writeFileSync(join(staging, safePath(file)), content);
    }
    try {
      renameSync(staging, folder);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Another deploy stored the same build meanwhile.
      if (!this.isLocal(name, release)) throw error;
    }
  }

  /** Brings a release into this instance's folder from the shared store, if it is not here yet. */
  async ensureLocal(name: string, release: string): Promise<void> {
    if (!RELEASE_NAMES.includes(name) || !RELEASE_ID.test(release)) {
      throw new ReleaseError(`no release ${name}/${release}`);
    }
    if (this.isLocal(name, release) || !this.shared) return;
    const files = await this.shared.get(name, release);
    if (!files?.has('release.json')) throw new ReleaseError(`no release ${name}/${release}`);
    this.writeLocal(name, release, files);
  }

  manifest(name: string, release: string): ReleaseManifest {
    if (!RELEASE_NAMES.includes(name) || !RELEASE_ID.test(release)) {
      throw new ReleaseError(`no release ${name}/${release}`);
    }
    const file = join(this.dir, name, release, 'release.json');
    if (!existsSync(file)) throw new ReleaseError(`no release ${name}/${release}`);
    return JSON.parse(readFileSync(file, 'utf8')) as ReleaseManifest;
  }

  /** A file of a stored release. */
  file(name: string, release: string, path: string): string {
    return join(this.dir, name, release, safePath(path));
  }

  deployments(): Deployments {
    if (this.shared) return this.served;
    const file = join(this.dir, 'deployments.json');
    if (!existsSync(file)) return { current: {}, history: {} };
    const version = versionOf(file);
    if (this.cached?.version !== version) {
      this.cached = { version, deployments: JSON.parse(readFileSync(file, 'utf8')) as Deployments };
    }
    return this.cached.deployments;
  }

  /**
   * Makes `release` the served release of `name`, in one atomic change of the map; answers the release it replaced.
   * A rollback names the release it steps back to, and is refused if the map changed meanwhile.
   */
  async deploy(name: string, release: string, { rollback = false } = {}): Promise<string | null> {
    await this.ensureLocal(name, release);
    this.manifest(name, release);
    let previous: string | null = null;
    const change = (deployments: Deployments): Deployments => {
      if (rollback && stepBack(deployments, name) !== release) {
        throw new ReleaseError(`${name} was deployed meanwhile; look at the releases and try again.`);
      }
      const next = structuredClone(deployments);
      previous = next.current[name] ?? null;
      next.current[name] = release;
      (next.history[name] ??= []).push({
        release,
        deployedAt: new Date().toISOString(),
        ...(rollback ? { rollback: true as const } : {}),
      });
      return next;
    };
    if (this.shared) {
      await this.shared.update(change);
      await this.sync();
    } else {
      this.write(change(this.deployments()));
    }
    return previous;
  }

  /** Serves again the release `name` served before the current one; null when there is none. */
  previous(name: string): string | null {
    return stepBack(this.deployments(), name);
  }

  /** The import map of every current release. */
  importMap(): ImportMap {
    const map: ImportMap = { imports: {}, integrity: {} };
    for (const [name, release] of Object.entries(this.deployments().current)) {
      const manifest = this.manifest(name, release);
      Object.assign(map.imports, manifest.imports);
      Object.assign(map.integrity, manifest.integrity);
    }
    return map;
  }

  /** Each current micro-frontend release's stylesheet, by the URL of the module it styles (its import-map entries). */
  stylesheets(): Record<string, string> {
    const stylesheets: Record<string, string> = {};
    for (const [name, release] of Object.entries(this.deployments().current)) {
      const { imports, stylesheet } = this.manifest(name, release);
      if (stylesheet) for (const url of Object.values(imports)) stylesheets[url] = stylesheet;
    }
    return stylesheets;
  }

  async close(): Promise<void> {
    await this.shared?.close();
  }

  private write(deployments: Deployments): void {
    const file = join(this.dir, 'deployments.json');
    const staging = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(staging, `${JSON.stringify(deployments, null, 2)}\n`);
    renameSync(staging, file);
    // What this instance wrote is what it reads next, even when two writes share a timestamp.
    this.cached = { version: versionOf(file), deployments };
  }
}

/** A build's files as a release serves them (URLs into its folder, integrity in index.html), with release.json. */
const BROTLI = '.br';

/**
 * The build's brotli copies (`<file>.br`, docs/adr/003-browser-bytes.md), each checked to be its file: a file the
 * release's folder was written into (its URLs) is compressed again, at the build's quality.
 */
function brotliCopiesOf(
  files: ReadonlyMap<string, Buffer>,
  stored: ReadonlyMap<string, Buffer>,
): Map<string, Buffer> {
  const copies = new Map<string, Buffer>();
  for (const [path, copy] of files) {
    const file = safePath(path);
    if (!file.endsWith(BROTLI)) continue;
    const original = file.slice(0, -BROTLI.length);
    const built = files.get(original);
    const served = stored.get(original);
    if (!built || !served) throw new ReleaseError(`${file} has no ${original} beside it`);
    let same: boolean;
    try {
      same = brotliDecompressSync(copy).equals(built);
    } catch {
      same = false;
    }
    if (!same) throw new ReleaseError(`${file} is not ${original} compressed`);
    copies.set(
      file,
      served.equals(built)
        ? copy
        : brotliCompressSync(served, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: served.length,
            },
          }),
    );
  }
  return copies;
}

function prepared(name: string, release: string, files: ReadonlyMap<string, Buffer>): Map<string, Buffer> {
  const base = `/${name}/${release}`;
  const stored = new Map<string, Buffer>();
  for (const [path, content] of files) {
    const file = safePath(path);
    if (file.endsWith(BROTLI)) continue;
    stored.set(
      file,
      TEXT_FILE.test(file) ? Buffer.from(content.toString('utf8').replaceAll(RELEASE_BASE, base)) : content,
    );
  }
  for (const [file, copy] of brotliCopiesOf(files, stored)) stored.set(file, copy);
  const integrity = Object.fromEntries(
    [...stored]
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, content]) => [`${base}/${file}`, integrityOf(content)]),
  );
  const imports = importsOf(name, base, stored);
  const index = stored.get('index.html');
  if (index) stored.set('index.html', Buffer.from(withIntegrity(index.toString('utf8'), integrity)));
  const stylesheet = `${name}.css`;
  const manifest: ReleaseManifest = {
    name,
    release,
    publishedAt: new Date().toISOString(),
    imports,
    integrity,
    ...(name !== ROOT_CONFIG_RELEASE && stored.has(stylesheet)
      ? { stylesheet: `${base}/${stylesheet}` }
      : {}),
  };
  stored.set('release.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  return stored;
}

/**
 * Which write of deployments.json is on disk (another instance may have written it): each write is a new file, so
 * its inode changes with its time, which alone can repeat when two writes come within the clock's step.
 */
function versionOf(file: string): string {
  const { mtimeNs, ino, size } = statSync(file, { bigint: true });
  return `${mtimeNs}:${ino}:${size}`;
}

/** The import-map entries of a release: a micro-frontend's module (and its parcels module), or the root config's map. */
function importsOf(name: string, base: string, files: ReadonlyMap<string, Buffer>): Record<string, string> {
  if (name === ROOT_CONFIG_RELEASE) {
    const own = files.get('importmap.json');
    if (!own) throw new ReleaseError('the root config release has no importmap.json');
    return (JSON.parse(own.toString('utf8')) as { imports: Record<string, string> }).imports;
  }
  const mfe = microFrontends.find((candidate) => microFrontendFolder(candidate) === name)!;
  const entry = `${name}.js`;
  if (!files.has(entry)) throw new ReleaseError(`the release of ${name} has no ${entry}`);
  const imports = { [microFrontendModule(mfe)]: `${base}/${entry}` };
  // Its parcels module (docs/adr/020), when the domain has parcels.
  const parcels = microFrontendParcels(mfe);
  if (parcels) {
    if (!files.has(parcels.file)) throw new ReleaseError(`the release of ${name} has no ${parcels.file}`);
    imports[parcels.module] = `${base}/${parcels.file}`;
  }
  return imports;
}

/** index.html's scripts and preloads with the integrity the import map gives them (so preloads are reused). */
function withIntegrity(html: string, integrity: Record<string, string>): string {
  return html.replace(
    /<(script src|link rel="preload" as="script" href)="([^"]+)"/g,
    (tag, opening: string, url: string) =>
      integrity[url] ? `<${opening}="${url}" integrity="${integrity[url]}"` : tag,
  );
}
