import type { Router } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderAgent } from '../provider/provider-http.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';
import { gatewayDomains } from './index.js';

let sandbox: RunningSandbox;
let gateway: Awaited<ReturnType<typeof startGateway>>;

beforeAll(async () => {
  sandbox = await startSandbox();
  gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
});

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every method and path a router answers, its parameters filled in. */
function routesOf(router: Router): { method: Method; path: string }[] {
  return router.stack.flatMap((layer) => {
    const route = layer.route as { path: string; methods: Record<string, boolean> } | undefined;
    if (!route) return [];
    const path = route.path.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
    return Object.keys(route.methods).map((method) => ({ method: method as Method, path }));
  });
}

describe('the domains’ HTTP routes', () => {
  it('are mounted from the registry, each behind the bearer check', async () => {
    const mounted = gatewayDomains.flatMap((domain) =>
      (domain.httpRoutes ?? []).map((routes) => ({ domain: domain.name, ...routes })),
    );
    expect(mounted.map(({ domain, path }) => `${domain} ${path}`)).toEqual([
      'dataroom /data-room',
      'offers /offer-files',
      'reports /reports',
    ]);
    for (const { path: base, router } of mounted) {
      // A copy of the router, only to read what it answers.
      const routes = routesOf(
        router({
          verify: () => Promise.reject(new Error('not called')),
          provider: { baseUrl: sandbox.url, timeoutMs: 1_000 },
          agent: createProviderAgent(),
        }),
      );
      expect(routes.length, base).toBeGreaterThan(0);
      for (const { method, path } of routes) {
        const answer = await request(gateway.app)[method](`${base}${path}`);
        expect(answer.status, `${method.toUpperCase()} ${base}${path}`).toBe(401);
      }
    }
    // A path no domain registers is the JSON not-found.
    expect((await request(gateway.app).get('/no-domain/files/x')).status).toBe(404);
  });
});
