import { createClient, RESP_TYPES } from 'redis';
import type { Logger } from 'pino';
import type { Deployments } from './store.js';

const PREFIX = 'seller-portal:releases';
const DEPLOYMENTS_KEY = `${PREFIX}:deployments`;
const CHANGED_CHANNEL = `${PREFIX}:changed`;
const filesKey = (name: string, release: string) => `${PREFIX}:files:${name}:${release}`;
/** How often an instance re-reads the deployments map, in case it missed a change (Redis restarted meanwhile). */
const REFRESH_MS = 30_000;
/** How many times a deploy retries when another one changed the map between its read and its write. */
const WRITE_ATTEMPTS = 50;

/** Sets the map only if it is still what the writer read (an empty string for none): one atomic step in Redis. */
const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1]) or ''
if current ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
redis.call('PUBLISH', KEYS[2], ARGV[2])
return 1`;

const connection = (url: string) => createClient({ url });
type Connection = ReturnType<typeof connection>;

const EMPTY: Deployments = { current: {}, history: {} };
const parse = (json: string | null): Deployments =>
  json ? (JSON.parse(json) as Deployments) : structuredClone(EMPTY);

/**
 * Releases shared by every gateway instance through Redis (ADR 017): each release's files in a hash (immutable once
 * written), the deployments map in one key changed by compare-and-set, and every change published so each instance
 * brings the new releases into its own folder before it serves them.
 */
export class SharedReleases {
  private json = '';
  private readonly listeners = new Set<(deployments: Deployments) => void>();
  private readonly timer: NodeJS.Timeout;

  private constructor(
    private readonly client: Connection,
    private readonly subscriber: Connection,
  ) {
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), REFRESH_MS);
    this.timer.unref();
  }

  static async connect(url: string, log?: Logger): Promise<SharedReleases> {
    const client = connection(url);
    const subscriber = client.duplicate();
    for (const connection of [client, subscriber]) {
      // The client reconnects by itself; say so without the URL (it may hold a password).
      connection.on('error', (error: Error) =>
        log?.error({ redis: error.message }, 'redis connection of the releases failed'),
      );
    }
    await Promise.all([client.connect(), subscriber.connect()]);
    const shared = new SharedReleases(client, subscriber);
    await subscriber.subscribe(CHANGED_CHANNEL, (message) => shared.take(message));
    // After a reconnection a change may have been missed: read the map again.
    subscriber.on('ready', () => void shared.refresh().catch(() => undefined));
    await shared.refresh();
    return shared;
  }

  /** The deployments map as last read or told. */
  get deployments(): Deployments {
    return parse(this.json);
  }

  /** Called with each new deployments map, whoever changed it. */
  onChange(listener: (deployments: Deployments) => void): void {
    this.listeners.add(listener);
  }

  async refresh(): Promise<Deployments> {
    this.take((await this.client.get(DEPLOYMENTS_KEY)) ?? '');
    return this.deployments;
  }

  private take(json: string): void {
    if (json === this.json) return;
    this.json = json;
    for (const listener of this.listeners) listener(this.deployments);
  }

  async has(name: string, release: string): Promise<boolean> {
    return (await this.client.exists(filesKey(name, release))) === 1;
  }

  /** Stores a release's files; a release is immutable, so storing it again changes nothing. */
  async put(name: string, release: string, files: ReadonlyMap<string, Buffer>): Promise<void> {
    if (await this.has(name, release)) return;
    const staging = `${filesKey(name, release)}:staging`;
    // All files appear at once: the hash is written aside and renamed (RENAME is atomic).
    await this.client
      .multi()
      .del(staging)
      .hSet(staging, Object.fromEntries(files))
      .rename(staging, filesKey(name, release))
      .exec();
  }

  /** A release's files, or null when no instance stored it. */
  async get(name: string, release: string): Promise<Map<string, Buffer> | null> {
    const files = await this.client
      .withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer })
      .hGetAll(filesKey(name, release));
    const entries = Object.entries(files);
    return entries.length === 0 ? null : new Map(entries);
  }

  /**
   * Changes the deployments map as `change` says, against the map as it is in Redis at that moment: when another
   * instance wrote in between, it reads again and retries. Every instance is told of the new map.
   */
  async update(change: (deployments: Deployments) => Deployments): Promise<Deployments> {
    for (let attempt = 0; attempt < WRITE_ATTEMPTS; attempt++) {
      const read = (await this.client.get(DEPLOYMENTS_KEY)) ?? '';
      const written = `${JSON.stringify(change(parse(read)))}\n`;
      const done = await this.client.eval(COMPARE_AND_SET, {
        keys: [DEPLOYMENTS_KEY, CHANGED_CHANNEL],
        arguments: [read, written],
      });
      if (done === 1) {
        this.take(written);
        return this.deployments;
      }
      // Let the other writer finish before reading again.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    }
    throw new Error('the deployments kept changing; try again');
  }

  async ready(): Promise<boolean> {
    return this.client.isReady && (await this.client.ping()) === 'PONG';
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await Promise.all(
      [this.client, this.subscriber].map((connection) =>
        connection.isReady ? connection.close() : connection.isOpen ? connection.destroy() : undefined,
      ),
    );
  }
}
