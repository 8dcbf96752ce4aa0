import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';
import { ReleaseStore } from './store.js';

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let store: ReleaseStore;
let dir: string;

// The root config's pages as its build writes them (root-config/src/index.html, silent-callback.html).
const INDEX_HTML = `<!doctype html><html><head><title>Seller Portal</title>
<script type="systemjs-importmap" src="/importmap.json"></script>
<script src="/__release__/assets/system.js"></script></head>
<body><div id="portal-root"></div><script src="/__release__/assets/start.js"></script></body></html>`;
const SILENT_CALLBACK_HTML = `<!doctype html><html><head><title>Signing in</title></head>
<body><script src="/__release__/assets/silent-callback.js"></script></body></html>`;

/** The team's build: its module and its parcels module, with `more` files beside them. */
const teamBuild = (more: [string, Buffer][] = []) =>
  new Map([
    ['mfe-team.js', Buffer.from('System.register([], function () { return { execute: function () {} }; });')],
    [
      'mfe-team-parcels.js',
      Buffer.from('System.register([], function () { return { execute: function () {} }; });'),
    ],
    ...more,
  ]);

beforeAll(async () => {
  sandbox = await startSandbox();
  dir = mkdtempSync(join(tmpdir(), 'pages-test-'));
  store = new ReleaseStore(join(dir, 'releases'));
  const root = await store.publish(
    'root-config',
    new Map([
      ['index.html', Buffer.from(INDEX_HTML)],
      ['silent-callback.html', Buffer.from(SILENT_CALLBACK_HTML)],
      [
        'assets/root-config.js',
        Buffer.from('System.register([], function () { return { execute: function () {} }; });'),
      ],
      [
        'importmap.json',
        Buffer.from(
          JSON.stringify({ imports: { '@seller-portal/root-config': '/__release__/assets/root-config.js' } }),
        ),
      ],
    ]),
  );
  await store.deploy('root-config', root.release);
  const team = await store.publish(
    'mfe-team',
    teamBuild([['mfe-team.css', Buffer.from('.team { margin: 0; }')]]),
  );
  await store.deploy('mfe-team', team.release);
  gateway = await startGateway({
    providerUrl: sandbox.url,
    issuer: sandbox.issuer,
    browserConfig: { oidcClientId: 'seller-portal', oidcScope: 'openid' },
    releases: { store, deployToken: 'deploy-credential' },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The portal's page at a path, as a browser's navigation gets it. */
const pageAt = async (path: string) =>
  (await request(gateway.app).get(path).set('accept', 'text/html').expect(200)).text;

/** The JSON of a data block in the page (the import map, the browser configuration). */
function block(html: string, opening: string): unknown {
  const start = html.indexOf(opening);
  expect(start, opening).toBeGreaterThanOrEqual(0);
  const body = html.slice(start + opening.length, html.indexOf('</script>', start));
  return JSON.parse(body);
}

describe("the portal's page carries what the browser would otherwise ask for one request after another", () => {
  it('the import map of every current release, as /importmap.json answers it', async () => {
    const html = await pageAt('/team');
    const map = (await request(gateway.app).get('/importmap.json').expect(200)).body as {
      imports: Record<string, string>;
      integrity: Record<string, string>;
    };
    expect(block(html, '<script type="systemjs-importmap">')).toEqual(map);
    expect(html).not.toContain('src="/importmap.json"');
    expect(map.imports['@seller-portal/mfe-team']).toMatch(/^\/mfe-team\/.+\/mfe-team\.js$/);
  });

  it('the browser configuration with the identity provider’s discovery document, as /config.json answers it', async () => {
    const html = await pageAt('/');
    const config = (await request(gateway.app).get('/config.json').expect(200)).body as {
      oidc: { authority: string; metadata?: Record<string, unknown> };
    };
    expect(block(html, '<script type="application/json" id="portal-config">')).toEqual(config);
    const discovery = (await (
      await fetch(`${sandbox.issuer}/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    // The browser signs in with these endpoints without asking the identity provider for them.
    expect(config.oidc.metadata).toEqual(discovery);
    expect(config.oidc.metadata?.authorization_endpoint).toMatch(/\/auth$/);
  });

  it('the provider’s maintenance switch, read on every load', async () => {
    const maintenance = async () =>
      (
        block(await pageAt('/team'), '<script type="application/json" id="portal-config">') as {
          sellerAppIsInMaintenanceMode: boolean;
        }
      ).sellerAppIsInMaintenanceMode;
    expect(await maintenance()).toBe(false);
    const set = (on: boolean) =>
      fetch(`${sandbox.url}/sandbox/settings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sellerAppIsInMaintenanceMode: on }),
      });
    await set(true);
    try {
      expect(await maintenance()).toBe(true);
    } finally {
      await set(false);
    }
  });

  it('a preload of the micro-frontend that answers the path, with its integrity, and of no other', async () => {
    const map = (await request(gateway.app).get('/importmap.json')).body as {
      imports: Record<string, string>;
      integrity: Record<string, string>;
    };
    const team = map.imports['@seller-portal/mfe-team']!;
    expect(await pageAt('/team/requests')).toContain(
      `<link rel="preload" as="script" href="${team}" integrity="${map.integrity[team]}" />`,
    );
    // The customers' micro-frontend is not deployed here, and the team's does not answer /customers.
    expect(await pageAt('/customers')).not.toContain('rel="preload"');
  });

  it('a preload of that micro-frontend’s stylesheet, when its release has one', async () => {
    const current = store.deployments().current['mfe-team']!;
    const preload = `<link rel="preload" as="style" href="/mfe-team/${current}/mfe-team.css" />`;
    expect(await pageAt('/team')).toContain(preload);
    expect(await pageAt('/customers')).not.toContain('as="style"');
    // The file the preload names is the one the platform links once the screen mounts.
    await request(gateway.app)
      .get(`/mfe-team/${current}/mfe-team.css`)
      .expect(200)
      .expect(/\.team/);

    // A release without a stylesheet: its page preloads its module only.
    const unstyled = await store.publish('mfe-team', teamBuild());
    await store.deploy('mfe-team', unstyled.release);
    try {
      const html = await pageAt('/team');
      expect(html).toContain(
        `<link rel="preload" as="script" href="/mfe-team/${unstyled.release}/mfe-team.js"`,
      );
      expect(html).not.toContain('as="style"');
    } finally {
      await store.deploy('mfe-team', current);
    }
  });

  it('the silent sign-in’s frame gets its small page as built, with no import map', async () => {
    const frame = await request(gateway.app).get('/silent-callback').expect(200);
    expect(frame.text).toBe(
      SILENT_CALLBACK_HTML.replaceAll(
        '/__release__',
        `/root-config/${store.deployments().current['root-config']}`,
      ),
    );
  });
});
