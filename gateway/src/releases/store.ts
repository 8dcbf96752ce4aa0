import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import {
  microFrontendFolder,
  microFrontendModule,
  microFrontends,
  RELEASE_BASE,
  ROOT_CONFIG_RELEASE,
} from '@seller-portal/shared/micro-frontends';

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
}

export interface Deployment {
  release: string;
  deployedAt: string;
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
export function releaseIdOf(files: ReadonlyMap<string, Buffer>): string {
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

/**
 * The releases on disk: `<dir>/<name>/<release>/…` (immutable once written) and `<dir>/deployments.json` (which
 * release of each name is served). Every gateway instance on the machine reads the same folder.
 */
export class ReleaseStore {
  private cached: { version: string; deployments: Deployments } | null = null;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /**
   * Stores a build as a release of `name`: its own URLs (RELEASE_BASE) become the release's folder, scripts get
   * integrity hashes, index.html's scripts and preloads carry them. Storing the same build twice is a no-op.
   */
  publish(name: string, files: ReadonlyMap<string, Buffer>): ReleaseManifest {
    if (!RELEASE_NAMES.includes(name)) throw new ReleaseError(`unknown release name ${name}`);
    if (files.size === 0) throw new ReleaseError('a release needs files');
    const release = releaseIdOf(files);
    const folder = join(this.dir, name, release);
    if (existsSync(join(folder, 'release.json'))) return this.manifest(name, release);

    const base = `/${name}/${release}`;
    const stored = new Map<string, Buffer>();
    for (const [path, content] of files) {
      const file = safePath(path);
      stored.set(
        file,
        TEXT_FILE.test(file) ? Buffer.from(content.toString('utf8').replaceAll(RELEASE_BASE, base)) : content,
      );
    }
    const integrity = Object.fromEntries(
      [...stored]
        .filter(([file]) => file.endsWith('.js'))
        .map(([file, content]) => [`${base}/${file}`, integrityOf(content)]),
    );
    const imports = importsOf(name, base, stored);
    const index = stored.get('index.html');
    if (index) stored.set('index.html', Buffer.from(withIntegrity(index.toString('utf8'), integrity)));

    const staging = `${folder}.staging-${randomBytes(4).toString('hex')}`;
    for (const [file, content] of stored) {
      mkdirSync(dirname(join(staging, file)), { recursive: true });
      writeFileSync(join(staging, file), content);
    }
    const manifest: ReleaseManifest = {
      name,
      release,
      publishedAt: new Date().toISOString(),
      imports,
      integrity,
    };
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    try {
      renameSync(staging, folder);
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Another deploy stored the same build meanwhile.
      if (!existsSync(join(folder, 'release.json'))) throw error;
    }
    return this.manifest(name, release);
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
    const file = join(this.dir, 'deployments.json');
    if (!existsSync(file)) return { current: {}, history: {} };
    const version = versionOf(file);
    if (this.cached?.version !== version) {
      this.cached = { version, deployments: JSON.parse(readFileSync(file, 'utf8')) as Deployments };
    }
    return this.cached.deployments;
  }

  /** Makes `release` the served release of `name`, in one atomic write; answers the release it replaced. */
  deploy(name: string, release: string): string | null {
    this.manifest(name, release);
    const deployments = structuredClone(this.deployments());
    const previous = deployments.current[name] ?? null;
    deployments.current[name] = release;
    (deployments.history[name] ??= []).push({ release, deployedAt: new Date().toISOString() });
    this.write(deployments);
    return previous;
  }

  /** Serves again the release `name` served before the current one; null when there is none. */
  previous(name: string): string | null {
    const { current, history } = this.deployments();
    const releases = (history[name] ?? []).map((deployment) => deployment.release);
    const at = releases.lastIndexOf(current[name] ?? '');
    for (let index = at - 1; index >= 0; index--)
      if (releases[index] !== current[name]) return releases[index]!;
    return null;
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

  private write(deployments: Deployments): void {
    const file = join(this.dir, 'deployments.json');
    const staging = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(staging, `${JSON.stringify(deployments, null, 2)}\n`);
    renameSync(staging, file);
    // What this instance wrote is what it reads next, even when two writes share a timestamp.
    this.cached = { version: versionOf(file), deployments };
  }
}

/**
 * Which write of deployments.json is on disk (another instance may have written it): each write is a new file, so
 * its inode changes with its time, which alone can repeat when two writes come within the clock's step.
 */
function versionOf(file: string): string {
  const { mtimeNs, ino, size } = statSync(file, { bigint: true });
  return `${mtimeNs}:${ino}:${size}`;
}

/** The import-map entries of a release: a micro-frontend's module, or the root config's own map. */
function importsOf(name: string, base: string, files: ReadonlyMap<string, Buffer>): Record<string, string> {
  if (name === ROOT_CONFIG_RELEASE) {
    const own = files.get('importmap.json');
    if (!own) throw new ReleaseError('the root config release has no importmap.json');
    return (JSON.parse(own.toString('utf8')) as { imports: Record<string, string> }).imports;
  }
  const mfe = microFrontends.find((candidate) => microFrontendFolder(candidate) === name)!;
  const entry = `${name}.js`;
  if (!files.has(entry)) throw new ReleaseError(`the release of ${name} has no ${entry}`);
  return { [microFrontendModule(mfe)]: `${base}/${entry}` };
}

/** index.html's scripts and preloads with the integrity the import map gives them (so preloads are reused). */
function withIntegrity(html: string, integrity: Record<string, string>): string {
  return html.replace(
    /<(script src|link rel="preload" as="script" href)="([^"]+)"/g,
    (tag, opening: string, url: string) =>
      integrity[url] ? `<${opening}="${url}" integrity="${integrity[url]}"` : tag,
  );
}
