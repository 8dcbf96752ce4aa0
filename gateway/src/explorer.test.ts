import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getIntrospectionQuery } from 'graphql';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPLORER_DIR } from './explorer.js';
import { graphql } from './test-support/graphql.js';
import { startGateway, startSandbox, type RunningSandbox } from './test-support/system.js';

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ada: string;

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
  ada = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

/** Every URL a page or stylesheet would load: src, href, srcset and CSS url(), import and @import. */
const loadedUrls = (text: string) =>
  [
    ...text.matchAll(/(?:src|href)\s*=\s*["']([^"']+)["']/g),
    ...text.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g),
    ...text.matchAll(/@import\s+["']([^"']+)["']/g),
  ].map((match) => match[1]!);

describe('the GraphQL explorer at /graphql', () => {
  it("answers a browser's GET with the locally built explorer page, under the house's CSP, loading nothing external", async () => {
    const page = await request(gateway.app).get('/graphql').set('accept', BROWSER_ACCEPT);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe');
    expect(page.text).toContain('<div id="explorer-root">');
    // No CDN and no inline script: every script and stylesheet is a file of the gateway's own.
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    const urls = loadedUrls(page.text).filter((url) => url !== 'data:,');
    expect(urls.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.endsWith('.css')).length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/^\/explorer\/assets\//);

    // Its files are served immutable, and its stylesheets load fonts and images from the gateway only.
    for (const url of urls) {
      const file = await request(gateway.app).get(url);
      expect(file.status, url).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (url.endsWith('.css')) {
        const external = loadedUrls(file.text).filter(
          (loaded) => !loaded.startsWith('/explorer/assets/') && !/^data:image\//.test(loaded),
        );
        expect(external, url).toEqual([]);
      }
    }
    expect((await request(gateway.app).get('/explorer/assets/nothing-here.js')).status).toBe(404);

    // The stylesheets Monaco loads later too: their fonts are files (the CSP's font-src has no data:).
    const assets = join(EXPLORER_DIR, 'assets');
    for (const css of readdirSync(assets).filter((file) => file.endsWith('.css'))) {
      const external = loadedUrls(readFileSync(join(assets, css), 'utf8')).filter(
        (loaded) => !loaded.startsWith('/explorer/assets/') && !/^data:image\//.test(loaded),
      );
      expect(external, css).toEqual([]);
    }
  });

  it('leaves the API as it was: POST, and GET without HTML, answer GraphQL; signed out is UNAUTHENTICATED', async () => {
    const viewer = await graphql<{ viewer: { email: string } }>(gateway.app, '{ viewer { email } }', {}, ada);
    expect(viewer.data?.viewer.email).toBe('admin@acme.example');

    const get = await request(gateway.app)
      .get('/graphql')
      .query({ query: '{ viewer { email } }' })
      .set('accept', 'application/json')
      .set('apollo-require-preflight', 'true')
      .set('authorization', `Bearer ${ada}`);
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { viewer: { email: 'admin@acme.example' } } });

    // curl's */* is an API call, not a page: no landing page of any kind.
    const curl = await request(gateway.app).get('/graphql').set('accept', '*/*');
    expect(curl.headers['content-type']).toMatch(/json/);

    const signedOut = await graphql(gateway.app, '{ viewer { email } }');
    expect(signedOut.status).toBe(401);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("answers the explorer's introspection for a signed-in caller only", async () => {
    const query = getIntrospectionQuery({ inputValueDeprecation: true });
    const signedIn = await graphql<{ __schema: { queryType: { name: string } } }>(
      gateway.app,
      query,
      {},
      ada,
    );
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data?.__schema.queryType.name).toBe('Query');
    const signedOut = await graphql(gateway.app, query);
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
