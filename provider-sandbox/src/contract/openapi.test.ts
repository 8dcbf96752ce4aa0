import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../testing/harness.js';
import { PROVIDER_OPERATIONS } from './operations.js';
import { openApiDocument, operationOf } from './openapi.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: Router & { stack?: Layer[] };
  matchers: ((path: string) => unknown)[];
  slash: boolean;
}
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, unknown> };
};

/** Every METHOD path an Express router serves, its nested routers' included (all mounted at their parent's root). */
function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods).map(
        (method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`,
      );
    if (!layer.handle.stack) return [];
    expect(layer.slash, 'a router mounted below /api at a path of its own').toBe(true);
    return routesOf(layer.handle.stack);
  });
}

/** The routes served under /api: the routers the application mounts there. */
function apiRoutesOf(sandbox: RunningSandbox): string[] {
  const app = sandbox.sandbox.app as unknown as { router: { stack: Layer[] } };
  return app.router.stack
    .filter((layer) => layer.handle.stack && !layer.route && layer.matchers[0]!('/api/x'))
    .flatMap((layer) => routesOf(layer.handle.stack!));
}

/** `GET /v1/offers` lines of docs/spec's section 7 of both documents, as the spec writes them. */
function specCalls(): { method: string; path: string }[] {
  const calls: { method: string; path: string }[] = [];
  for (const file of [
    '01-company-lifecycle-dashboard-settings.md',
    '02-offers-customers-team-dataroom-signin.md',
  ]) {
    const text = readFileSync(new URL(`../../../docs/spec/${file}`, import.meta.url), 'utf8');
    const section = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
    const verbs = '(?:GET|POST|PUT|PATCH|DELETE)';
    for (const [, methods, path, also] of section.matchAll(
      new RegExp(`\\b(${verbs}(?:(?:, | and )${verbs})*) (/[^\\s:;|,]+)(?: and (/\\w+))?`, 'g'),
    )) {
      const clean = path!.replace(/[.]$/, '').replace(/^\/api(?=\/)/, '');
      for (const method of methods!.split(/, | and /)) {
        calls.push({ method, path: clean });
        // "PATCH /v1/users/{id}/disable and /enable"
        if (also) calls.push({ method, path: clean.replace(/\/\w+$/, also) });
      }
    }
  }
  return calls;
}

let on: RunningSandbox;
let off: RunningSandbox;
let ada: string;
let adaOn: string;

beforeAll(async () => {
  [on, off] = await Promise.all([startSandbox(), startSandbox({ extensions: false })]);
  [ada, adaOn] = await Promise.all([off.tokenFor('admin@acme.example'), on.tokenFor('admin@acme.example')]);
});

afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

describe('the provider contract (OpenAPI document)', () => {
  it('lists every operation the routers serve under /api, and nothing they do not', async () => {
    const served = new Set(apiRoutesOf(on));
    const listed = new Set(PROVIDER_OPERATIONS.map(({ method, path }) => `${method} ${path}`));
    expect([...served].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !served.has(route))).toEqual([]);
    expect(listed.size).toBe(PROVIDER_OPERATIONS.length);

    const { status, body } = await on.api<OpenApi>('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const documented = Object.entries(body.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(documented)).toEqual(listed);
    for (const item of Object.values(body.paths))
      for (const operation of Object.values(item)) expect(operation.summary).toEqual(expect.any(String));
  });

  it("serves each of the spec's calls (docs/spec, section 7) by an operation not marked as an extension", () => {
    const calls = specCalls();
    expect(calls.length).toBeGreaterThan(90);
    const unserved = calls.filter(({ method, path }) => {
      const operation = operationOf(method, path);
      return !operation || operation.extension;
    });
    expect(unserved).toEqual([]);
  });

  it('is committed as provider-sandbox/openapi.json exactly as the code renders it (npm run codegen)', () => {
    const committed: unknown = JSON.parse(
      readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8'),
    );
    expect(committed, 'run `npx turbo run codegen` and commit provider-sandbox/openapi.json').toEqual(
      openApiDocument('', true),
    );
  });

  it("names each answer's schema in components.schemas and refers to it", async () => {
    const { body } = await on.api<OpenApi>('/api/openapi.json');
    const teamPage = body.paths['/v1/teams/current']!.get!.responses;
    expect(teamPage).toMatchObject({
      200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/TeamUserPage' } } } },
    });
    expect(body.components.schemas).toHaveProperty('TeamUser.properties.roles.items', {
      $ref: '#/components/schemas/Role',
    });
    expect(body.paths['/v1/invitations']!.post!.responses).toHaveProperty('201');
  });

  it('marks our operations x-extension: true, and only them', async () => {
    const { body } = await on.api<OpenApi>('/api/openapi.json');
    const marked = Object.entries(body.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation['x-extension'] === true)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(marked).toContain('GET /v1/reports/portfolio-summary');
    expect(marked).toContain('POST /v1/offers/{id}/reissue');
    expect(marked).toContain('GET /v1/offers/expiration-window');
    expect(marked).toContain('GET /v1/offers/account-typeahead');
    expect(marked.sort()).toEqual(
      PROVIDER_OPERATIONS.filter((operation) => operation.extension)
        .map(({ method, path }) => `${method} ${path}`)
        .sort(),
    );
  });
});

describe('the extension switch, off', () => {
  it("leaves our operations out of the document and answers them 404; the spec's calls answer as before", async () => {
    const { body } = await off.api<OpenApi>('/api/openapi.json');
    const operations = Object.values(body.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBe(PROVIDER_OPERATIONS.filter((operation) => !operation.extension).length);
    expect(operations.some((operation) => 'x-extension' in operation)).toBe(false);
    // Nor does any of its parameters: the offers list names no expiringSoon there.
    const parametersOf = (operation: object) =>
      (operation as { parameters?: { name: string; 'x-extension'?: boolean }[] }).parameters ?? [];
    expect(operations.flatMap(parametersOf).some((parameter) => 'x-extension' in parameter)).toBe(false);
    expect(parametersOf(body.paths['/v1/offers']!.get!).map((parameter) => parameter.name)).not.toContain(
      'expiringSoon',
    );
    // The schemas only our operations answer are left out too.
    expect(body.components.schemas).toHaveProperty('TeamUser');
    expect(body.components.schemas).not.toHaveProperty('Notification');

    for (const path of ['/v1/reports/portfolio-summary', '/v1/offers/expiration-window', '/v1/notifications'])
      expect((await off.api(`/api${path}`, { token: ada })).status, path).toBe(404);
    expect((await off.api('/api/v1/offers/x/reissue', { token: ada, method: 'POST' })).status).toBe(404);
    // A spec call whose path an extension's could be mistaken for still answers.
    expect((await off.api('/api/v1/offers?page=0&size=5', { token: ada })).status).toBe(200);
    expect((await off.api('/api/folders/root', { token: ada })).status).toBe(200);
    expect((await on.api('/api/v1/reports/portfolio-summary', { token: adaOn })).status).toBe(200);
  });

  it("serves an offer report's CSV at the spec's file download; its former path is ours, deprecated", async () => {
    const { body } = await on.api<OpenApi>('/api/openapi.json');
    expect(body.paths['/v2/offers/export/files/{fileId}/download']!.get!.deprecated).toBe(true);
    expect(body.paths['/files/{id}/download']!.get!).not.toHaveProperty('x-extension');

    const bearer = { authorization: `Bearer ${ada}` };
    const started = await fetch(`${off.url}/api/v2/offers/export`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ exportType: 'SELLER_OFFER_HEALTH', timezoneOffset: 0, timezoneLabel: 'UTC' }),
    });
    expect(started.status).toBe(202);
    let fileId: string | undefined;
    for (let attempt = 0; attempt < 100 && !fileId; attempt += 1) {
      const latest = await off.api<{ fileId: string }>(
        '/api/v2/offers/export?exportType=SELLER_OFFER_HEALTH',
        {
          token: ada,
        },
      );
      if (latest.status === 200) fileId = latest.body.fileId;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fileId).toEqual(expect.any(String));
    const file = await fetch(`${off.url}/api/files/${fileId}/download`, { headers: bearer });
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect((await file.text()).split('\r\n')[0]).toMatch(/^Company,Offer ID,/);
    expect((await off.api(`/api/v2/offers/export/files/${fileId}/download`, { token: ada })).status).toBe(
      404,
    );
  });
});
