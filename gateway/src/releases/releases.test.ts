import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { createApp, type Gateway } from '../app.js';
import { startRedis } from '../test-support/realtime.js';
import { SharedReleases } from './shared.js';
import { SMOKE_TIME_LIMIT_MS } from './smoke.js';
import { filesOf, ReleaseStore } from './store.js';

const TOKEN = 'test-deploy-credential';
let dir: string;
let store: ReleaseStore;
let gateway: Gateway;

/** A micro-frontend build as SystemJS emits it: its module's lifecycles, or its parcels module's parcels. */
const teamModule = (label: string, exports = 'bootstrap: a, mount: a, unmount: a') =>
  `System.register(['react'], function (e) { var React; return { setters: [function (m) { React = m; }], execute: function () {
     var a = function () { return Promise.resolve('${label}'); }; var parcel = { bootstrap: a, mount: a, unmount: a };
     React.createElement('p'); e({ ${exports} }); } }; });`;

const rootConfigBuild = () =>
  new Map<string, Buffer>([
    [
      'index.html',
      Buffer.from('<html><head><script src="/__release__/assets/start.js"></script></head></html>'),
    ],
    ['silent-callback.html', Buffer.from('<html></html>')],
    ['assets/start.js', Buffer.from("System.import('@seller-portal/root-config');")],
    [
      'assets/root-config.js',
      Buffer.from('System.register([], function () { return { execute: function () {} }; });'),
    ],
    // A shared module micro-frontends import, as the root config's build serves React.
    [
      'assets/react.js',
      Buffer.from(
        'System.register([], function (e) { return { execute: function () { e("createElement", function () { return {}; }); } }; });',
      ),
    ],
    [
      'importmap.json',
      Buffer.from(
        JSON.stringify({
          imports: {
            '@seller-portal/root-config': '/__release__/assets/root-config.js',
            react: '/__release__/assets/react.js',
          },
        }),
      ),
    ],
  ]);
/** The team's parcels module (docs/adr/020): its one declared parcel. */
const teamParcels = (exports = 'inviteTeamMemberParcel: parcel') => teamModule('parcels', exports);
const files = (code: string, parcels = teamParcels()) =>
  new Map([
    ['mfe-team.js', Buffer.from(code)],
    ['mfe-team-parcels.js', Buffer.from(parcels)],
  ]);

const deployer = (method: 'get' | 'post', path: string) =>
  request(gateway.app)[method](path).set('authorization', `Bearer ${TOKEN}`);

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'releases-test-'));
  // Where `npm start` keeps them: under a dot-folder (`<repo>/.data/releases`), which sendFile refuses by default.
  store = new ReleaseStore(join(dir, '.data', 'releases'));
  // No provider or identity provider is needed to serve and deploy frontends.
  gateway = await createApp({
    providerUrl: 'http://127.0.0.1:9',
    auth: { issuer: 'http://127.0.0.1:9/oidc', audience: GATEWAY_AUDIENCE },
    releases: { store, deployToken: TOKEN },
  });
  // The shared modules a micro-frontend's release is checked against (and served with) are the root config's.
  await store.deploy('root-config', (await store.publish('root-config', rootConfigBuild())).release);
});

afterEach(async () => {
  await gateway.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('releases', () => {
  it('are stored by content: the same build is the same release; URLs point into the release folder', async () => {
    const first = await store.publish('root-config', rootConfigBuild());
    expect((await store.publish('root-config', rootConfigBuild())).release).toBe(first.release);
    expect(first.imports['@seller-portal/root-config']).toBe(
      `/root-config/${first.release}/assets/root-config.js`,
    );
    const html = readFileSync(store.file('root-config', first.release, 'index.html'), 'utf8');
    expect(html).toContain(`src="/root-config/${first.release}/assets/start.js" integrity="sha384-`);
    expect(Object.keys(first.integrity)).toContain(`/root-config/${first.release}/assets/root-config.js`);
    expect((await store.publish('mfe-team', files(teamModule('one')))).release).not.toBe(
      (await store.publish('mfe-team', files(teamModule('two')))).release,
    );
  });

  it('are served immutable; index.html and the import map revalidate and carry every current release', async () => {
    const root = await store.publish('root-config', rootConfigBuild());
    const team = await store.publish('mfe-team', files(teamModule('one')));
    await deployer('post', '/deployments/root-config').send({ release: root.release }).expect(200);
    await deployer('post', '/deployments/mfe-team').send({ release: team.release }).expect(200);

    const map = await request(gateway.app).get('/importmap.json').expect(200);
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(map.body.imports).toMatchObject({
      '@seller-portal/root-config': `/root-config/${root.release}/assets/root-config.js`,
      '@seller-portal/mfe-team': `/mfe-team/${team.release}/mfe-team.js`,
      // Its parcels module, for the domains that mount its parcels (docs/adr/020).
      '@seller-portal/mfe-team/parcels': `/mfe-team/${team.release}/mfe-team-parcels.js`,
    });
    expect(map.body.integrity[`/mfe-team/${team.release}/mfe-team.js`]).toMatch(/^sha384-/);

    const module = await request(gateway.app).get(`/mfe-team/${team.release}/mfe-team.js`).expect(200);
    expect(module.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(gateway.app).get('/team/anything').set('accept', 'text/html').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.text).toContain(`/root-config/${root.release}/assets/start.js`);

    // A browser's navigation to a path the portal does not know gets the page (its not-found screen); a monitor or
    // curl asking for an unknown path gets a JSON 404, not the portal's HTML.
    const navigation = await request(gateway.app)
      .get('/metrics')
      .set('accept', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8');
    expect(navigation.status).toBe(200);
    expect(navigation.headers['content-type']).toMatch(/html/);
    for (const accept of ['*/*', 'application/json', '']) {
      const monitor = await request(gateway.app).get('/metrics').set('accept', accept);
      expect(monitor.status, accept).toBe(404);
      expect(monitor.body, accept).toEqual({
        code: 'NOT_FOUND',
        message: 'Nothing is served at this address.',
      });
    }
  });

  it('are deployed one domain at a time, rolled back, and listed', async () => {
    const one = (await store.publish('mfe-team', files(teamModule('one')))).release;
    const two = (await store.publish('mfe-team', files(teamModule('two')))).release;
    await deployer('post', '/deployments/mfe-team').send({ release: one }).expect(200);
    const swap = await deployer('post', '/deployments/mfe-team').send({ release: two }).expect(200);
    expect(swap.body).toEqual({ name: 'mfe-team', release: two, previous: one });
    const back = await deployer('post', '/deployments/mfe-team/rollback').expect(200);
    expect(back.body).toMatchObject({ release: one, previous: two });
    const list = await deployer('get', '/deployments').expect(200);
    expect(list.body.current['mfe-team']).toBe(one);
    expect(list.body.history['mfe-team'].map((entry: { release: string }) => entry.release)).toEqual([
      one,
      two,
      one,
    ]);
  });

  it('roll back step by step through what was served, never forward again', async () => {
    const [one, two, three] = await Promise.all(
      ['one', 'two', 'three'].map(
        async (label) => (await store.publish('mfe-team', files(teamModule(label)))).release,
      ),
    );
    for (const release of [one, two, three])
      await deployer('post', '/deployments/mfe-team').send({ release }).expect(200);
    const back = async () => (await deployer('post', '/deployments/mfe-team/rollback')).body as unknown;
    expect(await back()).toEqual({ name: 'mfe-team', release: two, previous: three });
    // A second rollback goes to the one before, not back to the release just rolled back from.
    expect(await back()).toEqual({ name: 'mfe-team', release: one, previous: two });
    const none = await deployer('post', '/deployments/mfe-team/rollback').expect(409);
    expect(none.body).toMatchObject({ code: 'CONFLICT', message: 'mfe-team has no earlier release.' });
    // A new deploy after rollbacks is rolled back to what was live before it.
    await deployer('post', '/deployments/mfe-team').send({ release: three }).expect(200);
    expect(await back()).toEqual({ name: 'mfe-team', release: one, previous: three });
    const { history } = (await deployer('get', '/deployments')).body as {
      history: Record<string, { release: string; rollback?: true }[]>;
    };
    expect(history['mfe-team']!.map(({ release, rollback }) => [release, rollback ?? false])).toEqual([
      [one, false],
      [two, false],
      [three, false],
      [two, true],
      [one, true],
      [three, false],
      [one, true],
    ]);
    // Three releases, each smoke-checked in a process of its own: 14 s of the 20 s in CI while every suite ran.
  }, 60_000);

  it('refuses a release that fails the smoke check and leaves the map untouched', async () => {
    const good = (await store.publish('mfe-team', files(teamModule('good')))).release;
    await deployer('post', '/deployments/mfe-team').send({ release: good }).expect(200);
    const mountRejects =
      'bootstrap: a, unmount: a, mount: function () { return Promise.reject(new Error("broken at mount")); }';
    const good2 = teamModule('good 2');
    for (const [broken, reason, parcels] of [
      [teamModule('no mount', 'bootstrap: a, unmount: a'), 'its module does not export mount'],
      [good2, 'its parcels module does not export inviteTeamMemberParcel', teamParcels('')],
      [
        good2,
        'its parcels module does not export inviteTeamMemberParcel',
        teamParcels('inviteTeamMemberParcel: a'),
      ],
      [
        good2,
        'its parcels module exports the parcel renameMemberParcel, which the micro-frontends list does not declare',
        teamParcels('inviteTeamMemberParcel: parcel, renameMemberParcel: parcel'),
      ],
      [
        teamModule(
          'parcel in the module',
          'bootstrap: a, mount: a, unmount: a, inviteTeamMemberParcel: parcel',
        ),
        'its module exports the parcel inviteTeamMemberParcel, which belongs in its parcels module',
      ],
      [
        good2,
        'its parcels module does not load: broken at load',
        'System.register([], function () { return { execute: function () { throw new Error("broken at load"); } }; });',
      ],
      [
        'System.register([], function () { return { execute: function () { throw new Error("broken at load"); } }; });',
        'its module does not load: broken at load',
      ],
      ['this is not javascript', 'its module does not load'],
      [
        teamModule('unknown import').replace("['react']", "['left-pad']"),
        'imports left-pad, which the import map does not name',
      ],
      [teamModule('throws on mount', mountRejects), 'its module does not mount at /team: broken at mount'],
    ]) {
      const release = (await store.publish('mfe-team', files(broken!, parcels))).release;
      const refused = await deployer('post', '/deployments/mfe-team').send({ release }).expect(422);
      expect(refused.body.error).toContain(`mfe-team ${release} was refused: `);
      expect(refused.body.error).toContain(reason);
    }
    expect((await request(gateway.app).get('/importmap.json')).body.imports['@seller-portal/mfe-team']).toBe(
      `/mfe-team/${good}/mfe-team.js`,
    );
    // Eleven smoke checks, each in a process of its own: past 20 s when CI runs every package's suite at once.
  }, 60_000);

  it('runs a release only in a separate process with no secrets, no file system and a hard time and memory limit', async () => {
    const escape = `(console.log.constructor)('return process')()`;
    const lifecycles = 'e({ bootstrap: a, mount: a, unmount: a });';
    const module = (execute: string) =>
      `System.register([], function (e) { return { execute: function () { var a = function () {}; ${lifecycles} ${execute} } }; });`;
    const marker = join(dir, 'written-by-a-release.txt');
    const previousSecret = process.env.WEBHOOK_SECRET;
    process.env.WEBHOOK_SECRET = 'the-gateway-webhook-secret';
    try {
      const attacks = [
        // Writes a file as the gateway would.
        module(
          `var p = ${escape}; (p.getBuiltinModule ? p.getBuiltinModule('fs') : p.mainModule.require('fs')).writeFileSync(${JSON.stringify(marker)}, 'owned');`,
        ),
        // Reads the gateway's secrets and shows them in the refusal.
        module(`throw new Error('the secret is ' + ${escape}.env.WEBHOOK_SECRET);`),
        // Blocks the event loop.
        module('while (true) {}'),
        // Takes all the memory it can.
        module('var all = []; while (true) all.push(new Array(1e6).fill(1));'),
      ];
      const refusals: string[] = [];
      for (const code of attacks) {
        const release = (await store.publish('mfe-team', files(code))).release;
        const started = Date.now();
        const deploy = deployer('post', '/deployments/mfe-team')
          .send({ release })
          .then((answer) => answer);
        // The gateway keeps answering while a release is checked.
        const map = await request(gateway.app).get('/importmap.json');
        expect(map.status).toBe(200);
        const answer = await deploy;
        expect(answer.status).toBe(422);
        expect(answer.body.code).toBe('BAD_USER_INPUT');
        expect(Date.now() - started).toBeLessThan(15_000);
        refusals.push(answer.body.error as string);
      }
      expect(existsSync(marker)).toBe(false);
      expect(refusals.join(' ')).not.toContain('the-gateway-webhook-secret');
      expect(refusals[1]).toContain('the secret is undefined');
      expect(refusals[2]).toContain(`its check did not finish within ${SMOKE_TIME_LIMIT_MS / 1000} s`);
      expect(refusals[3]).toMatch(/does not load/);
      expect(
        (await request(gateway.app).get('/importmap.json')).body.imports['@seller-portal/mfe-team'],
      ).toBe(undefined);
    } finally {
      if (previousSecret === undefined) delete process.env.WEBHOOK_SECRET;
      else process.env.WEBHOOK_SECRET = previousSecret;
    }
  }, 60_000);

  it('needs the deploy credential, not a seller token', async () => {
    await request(gateway.app).get('/deployments').expect(401);
    await request(gateway.app)
      .post('/deployments/mfe-team/rollback')
      .set('authorization', 'Bearer a-seller-token')
      .expect(401);
    const refused = await request(gateway.app)
      .post('/deployments/mfe-team/releases')
      .send({ files: {} })
      .expect(401);
    // The gateway's one error body; `error` repeats the message for deploy scripts written before it.
    expect(refused.body).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'A deploy credential is required.',
      error: 'A deploy credential is required.',
    });
  });

  it('refuses bad input and an unknown release in the one error body, and answers JSON for paths it lacks', async () => {
    const unnamed = await deployer('post', '/deployments/mfe-team').send({}).expect(400);
    expect(unnamed.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Name the release to deploy.',
      fieldErrors: { release: 'Name the release to deploy.' },
    });
    const notBase64 = await deployer('post', '/deployments/mfe-team/releases')
      .send({ files: { 'mfe-team.js': 42 } })
      .expect(400);
    expect(notBase64.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'files.mfe-team.js': 'Send the file as base64 text.' },
    });
    const unknown = await deployer('post', '/deployments/mfe-team')
      .send({ release: 'no-such-release' })
      .expect(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND' });
    expect(typeof unknown.body.message).toBe('string');
    const nowhere = await deployer('post', '/deployments/mfe-team/nowhere/else').expect(404);
    expect(nowhere.headers['content-type']).toMatch(/^application\/json/);
    expect(nowhere.body).toEqual({ code: 'NOT_FOUND', message: 'Nothing is served at this address.' });
  });

  it("sends a build's brotli copy of a script or stylesheet to a browser that accepts it, checked when stored", async () => {
    const code = teamModule('brotli');
    const copy = brotliCompressSync(Buffer.from(code));
    const team = await store.publish('mfe-team', new Map([...files(code), ['mfe-team.js.br', copy]]));
    await deployer('post', '/deployments/mfe-team').send({ release: team.release }).expect(200);
    const url = `/mfe-team/${team.release}/mfe-team.js`;
    const raw = (accept: string) =>
      request(gateway.app)
        .get(url)
        .set('accept-encoding', accept)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const brotli = await raw('gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    // The script itself, as its integrity in the import map says (superagent decodes br where it can).
    const body = brotli.body as Buffer;
    const decoded = body.equals(Buffer.from(code)) ? body : brotliDecompressSync(body);
    expect(decoded.toString()).toBe(code);
    // A browser without brotli gets the script as before.
    const plain = await raw('identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(code);

    // A copy that is not its file is refused, so a browser never gets other code than the integrity names.
    await expect(
      store.publish('mfe-team', new Map([...files(teamModule('other')), ['mfe-team.js.br', copy]])),
    ).rejects.toThrow('mfe-team.js.br is not mfe-team.js compressed');
    // A file rewritten into its release folder gets a copy of what is served.
    const css = 'body{background:url(/__release__/assets/x.woff2)}';
    const root = await store.publish(
      'root-config',
      new Map([
        ...rootConfigBuild(),
        ['assets/portal.css', Buffer.from(css)],
        ['assets/portal.css.br', brotliCompressSync(Buffer.from(css))],
      ]),
    );
    const served = readFileSync(store.file('root-config', root.release, 'assets/portal.css'));
    expect(served.toString()).toContain(`/root-config/${root.release}/assets/x.woff2`);
    expect(
      brotliDecompressSync(readFileSync(store.file('root-config', root.release, 'assets/portal.css.br'))),
    ).toEqual(served);
  });

  it('stores only files inside the release folder', async () => {
    const escape = await deployer('post', '/deployments/mfe-team/releases').send({
      files: { '../../deployments.json': Buffer.from('{}').toString('base64'), 'mfe-team.js': '' },
    });
    expect(escape.status).toBe(400);
  });
});

describe('releases shared through Redis (ADR 017)', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  const instances: { gateway: Gateway; store: ReleaseStore }[] = [];

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(async () => {
    for (const { gateway, store } of instances) {
      await gateway.stop();
      await store.close();
    }
    await redis.stop();
  });

  /** A gateway instance with a folder of its own, as on a machine of its own. */
  async function instance() {
    const store = await ReleaseStore.sharedThrough(
      mkdtempSync(join(dir, 'instance-')),
      await SharedReleases.connect(redis.url),
    );
    const gateway = await createApp({
      providerUrl: 'http://127.0.0.1:9',
      auth: { issuer: 'http://127.0.0.1:9/oidc', audience: GATEWAY_AUDIENCE },
      releases: { store, deployToken: TOKEN },
    });
    instances.push({ gateway, store });
    const deploy = (path: string) =>
      request(gateway.app).post(`/deployments${path}`).set('authorization', `Bearer ${TOKEN}`);
    const served = async () =>
      ((await request(gateway.app).get('/importmap.json')).body as { imports: Record<string, string> })
        .imports['@seller-portal/mfe-team'];
    const list = async () =>
      (await request(gateway.app).get('/deployments').set('authorization', `Bearer ${TOKEN}`).expect(200))
        .body as { current: Record<string, string>; history: Record<string, { release: string }[]> };
    return { app: gateway.app, deploy, served, list };
  }

  it('are what every instance serves: a deploy or rollback through one is served by all, from their own folders', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const upload = (label: string) =>
      first
        .deploy('/mfe-team/releases')
        .send({
          files: Object.fromEntries(
            [...files(teamModule(label))].map(([path, content]) => [path, content.toString('base64')]),
          ),
        })
        .expect(201)
        .then((answer) => (answer.body as { release: string }).release);
    const root = await first
      .deploy('/root-config/releases')
      .send({
        files: Object.fromEntries(
          [...rootConfigBuild()].map(([path, content]) => [path, content.toString('base64')]),
        ),
      })
      .expect(201);
    await second.deploy('/root-config').send({ release: root.body.release }).expect(200);
    const one = await upload('one');
    const two = await upload('two');
    // Stored through the first, deployed through the second: it has never seen the files.
    await second.deploy('/mfe-team').send({ release: one }).expect(200);
    await second.deploy('/mfe-team').send({ release: two }).expect(200);
    const twoUrl = `/mfe-team/${two}/mfe-team.js`;
    expect(await second.served()).toBe(twoUrl);
    await expect.poll(first.served).toBe(twoUrl);
    const module = await request(first.app).get(twoUrl).expect(200);
    expect(module.text).toContain("'two'");

    // The rollback through the first: the second serves it too.
    const back = await first.deploy('/mfe-team/rollback').expect(200);
    expect(back.body).toMatchObject({ release: one, previous: two });
    await expect.poll(second.served).toBe(`/mfe-team/${one}/mfe-team.js`);
    await second.deploy('/mfe-team/rollback').expect(409);

    // An instance started later serves the same, and answers for the files of a release it has not fetched yet.
    const third = await instance();
    expect(await third.served()).toBe(`/mfe-team/${one}/mfe-team.js`);
    expect((await request(third.app).get(twoUrl).expect(200)).text).toContain("'two'");
    const { history } = await third.list();
    expect(history['mfe-team']!.map((entry) => entry.release)).toEqual([one, two, one]);
  });

  it('keep every deploy when two instances change the map at the same moment', async () => {
    const instances = await Promise.all([
      SharedReleases.connect(redis.url),
      SharedReleases.connect(redis.url),
    ]);
    try {
      const before = (instances[0]!.deployments.history['mfe-org'] ?? []).length;
      const releases = Array.from({ length: 12 }, (_, index) => index.toString(16).padStart(12, '0'));
      // Each reads the map, then writes it: twelve reads meet before the first write lands.
      await Promise.all(
        releases.map((release, index) =>
          instances[index % 2]!.update((deployments) => ({
            current: { ...deployments.current, 'mfe-org': release },
            history: {
              ...deployments.history,
              'mfe-org': [...(deployments.history['mfe-org'] ?? []), { release, deployedAt: '' }],
            },
          })),
        ),
      );
      const { current, history } = await instances[1]!.refresh();
      const deployed = history['mfe-org']!.slice(before).map((entry) => entry.release);
      expect([...deployed].sort()).toEqual(releases);
      expect(current['mfe-org']).toBe(deployed.at(-1));
      await expect.poll(() => instances[0]!.deployments.current['mfe-org']).toBe(deployed.at(-1));
    } finally {
      await Promise.all(instances.map((shared) => shared.close()));
    }
  });
});

describe('security headers', () => {
  it('give the portal a Content-Security-Policy without inline scripts, and forbid framing by others', async () => {
    const root = await store.publish('root-config', rootConfigBuild());
    await deployer('post', '/deployments/root-config').send({ release: root.release }).expect(200);
    const page = await request(gateway.app).get('/').set('accept', 'text/html').expect(200);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.text).not.toMatch(/<script>/);
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('send HSTS only over HTTPS, and believe a proxy saying so only when told to trust it', async () => {
    const root = await store.publish('root-config', rootConfigBuild());
    await deployer('post', '/deployments/root-config').send({ release: root.release }).expect(200);
    const page = (app: typeof gateway.app, proto?: string) => {
      const pending = request(app).get('/').set('accept', 'text/html');
      return proto ? pending.set('x-forwarded-proto', proto) : pending;
    };
    // Plain HTTP (npm start on localhost), and a client merely claiming HTTPS: no HSTS.
    expect((await page(gateway.app)).headers['strict-transport-security']).toBeUndefined();
    expect((await page(gateway.app, 'https')).headers['strict-transport-security']).toBeUndefined();
    const behindProxy = await createApp({
      providerUrl: 'http://127.0.0.1:9',
      auth: { issuer: 'http://127.0.0.1:9/oidc', audience: GATEWAY_AUDIENCE },
      releases: { store, deployToken: TOKEN },
      trustProxy: 'loopback',
    });
    try {
      expect((await page(behindProxy.app, 'https')).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await page(behindProxy.app, 'http')).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.stop();
    }
  });
});

describe('the release check, with the real builds', () => {
  const repo = fileURLToPath(new URL('../../../', import.meta.url));

  it('mounts a micro-frontend in a DOM with the live shared modules, and refuses one whose screen throws', async () => {
    await store.deploy(
      'root-config',
      (await store.publish('root-config', filesOf(join(repo, 'root-config', 'dist')))).release,
    );
    // The team's real build mounts: its screen renders with every request held.
    const team = await store.publish('mfe-team', filesOf(join(repo, 'mfe-team', 'dist')));
    await deployer('post', '/deployments/mfe-team').send({ release: team.release }).expect(200);

    // A release that loads and exports every lifecycle, but whose screen throws when React renders it: the platform
    // would show its error screen to every seller opening /team.
    const throwsOnRender = `System.register(['@seller-portal/platform'], function (e) {
      var platform;
      return { setters: [function (m) { platform = m; }], execute: function () {
        var lifecycles = platform.createMicroFrontend({ rootComponent: function Team() { throw new Error('render broke'); } });
        e({ bootstrap: lifecycles.bootstrap, mount: lifecycles.mount, unmount: lifecycles.unmount });
      } };
    });`;
    const broken = await store.publish('mfe-team', files(throwsOnRender));
    const refused = await deployer('post', '/deployments/mfe-team')
      .send({ release: broken.release })
      .expect(422);
    expect(refused.body.error).toBe(
      `mfe-team ${broken.release} was refused: its module does not mount at /team: it shows the error screen`,
    );
    expect((await request(gateway.app).get('/importmap.json')).body.imports['@seller-portal/mfe-team']).toBe(
      `/mfe-team/${team.release}/mfe-team.js`,
    );
  });

  it("serves a domain's stylesheet with its release, and refuses a release whose page links one it lacks", async () => {
    await store.deploy(
      'root-config',
      (await store.publish('root-config', filesOf(join(repo, 'root-config', 'dist')))).release,
    );
    const build = filesOf(join(repo, 'mfe-team', 'dist'));
    // The build links its stylesheet (from its module or a chunk it shares with its parcels module).
    const scripts = [...build]
      .filter(([path]) => path.endsWith('.js'))
      .map(([, code]) => code.toString('utf8'));
    expect(scripts.some((code) => code.includes('"mfe-team.css"'))).toBe(true);
    const team = await store.publish('mfe-team', build);
    await deployer('post', '/deployments/mfe-team').send({ release: team.release }).expect(200);
    const css = await request(gateway.app).get(`/mfe-team/${team.release}/mfe-team.css`).expect(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.text).toContain('.team-owner-badge');

    build.delete('mfe-team.css');
    build.delete('mfe-team.css.br');
    const unstyled = await store.publish('mfe-team', build);
    const refused = await deployer('post', '/deployments/mfe-team')
      .send({ release: unstyled.release })
      .expect(422);
    expect(refused.body.problems).toEqual([
      `its page links the stylesheet /mfe-team/${unstyled.release}/mfe-team.css, which no live release serves`,
    ]);
  });
});
