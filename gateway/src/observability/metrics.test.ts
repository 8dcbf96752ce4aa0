import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsServer, providerRouteOf } from './metrics.js';
import { graphql } from '../test-support/graphql.js';
import { joinedSocket, postWebhook, providerEvent, whoIs, WEBHOOK_SECRET } from '../test-support/realtime.js';
import { startGateway, startSandbox, type RunningSandbox } from '../test-support/system.js';

let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
});

afterAll(async () => {
  await sandbox?.close();
});

/** The value of one sample of Prometheus's text format, or undefined when it is not there. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}} `) || entry === name);
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('the metrics endpoint', () => {
  it('counts requests, operations and their errors, provider calls, sockets and webhook deliveries', async () => {
    const gateway = await startGateway({
      providerUrl: sandbox.url,
      issuer: sandbox.issuer,
      webhookSecret: WEBHOOK_SECRET,
    });
    const scrape = metricsServer(gateway.metrics);
    try {
      const team = await graphql(
        gateway.app,
        'query TeamPage { team(page: 0, size: 10) { pageInfo { totalElements } } }',
        {},
        token,
      );
      expect(team.errors).toBeUndefined();
      const broken = await graphql(gateway.app, 'query Broken { noSuchField }', {}, token);
      expect(broken.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const event = providerEvent(whoIs(token));
      expect(await postWebhook(gateway.url, event, { signature: 'sha256=forged' })).toBe(401);
      expect(await postWebhook(gateway.url, event)).toBe(202);
      const socket = await joinedSocket(gateway.url, token);

      const answer = await request(scrape).get('/metrics');
      socket.disconnect();
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toContain('text/plain');
      const text = answer.text;
      const requests = 'gateway_http_request_duration_seconds_count';
      expect(sample(text, requests, 'method="POST",route="/graphql",status="200"')).toBe(1);
      expect(sample(text, requests, 'method="POST",route="/graphql",status="400"')).toBe(1);
      expect(
        sample(
          text,
          'gateway_graphql_operation_duration_seconds_count',
          'operation="TeamPage",errors="false"',
        ),
      ).toBe(1);
      expect(
        sample(text, 'gateway_graphql_operation_duration_seconds_count', 'operation="Broken",errors="true"'),
      ).toBe(1);
      expect(
        sample(text, 'gateway_graphql_errors_total', 'operation="Broken",code="GRAPHQL_VALIDATION_FAILED"'),
      ).toBe(1);
      expect(text).toMatch(
        /gateway_provider_call_duration_seconds_count\{method="GET",route="\/api\/v1\/[^"]+",outcome="ok"\} [1-9]/,
      );
      expect(sample(text, 'gateway_webhook_deliveries_total', 'status="401"')).toBe(1);
      expect(sample(text, 'gateway_webhook_deliveries_total', 'status="202"')).toBe(1);
      expect(text).toContain('gateway_sockets_connected 1');
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);

      // Nothing else on the metrics port, and no metrics on the portal's.
      expect((await request(scrape).get('/')).status).toBe(404);
      const onPortal = await request(gateway.app).get('/metrics').set('accept', 'application/json');
      expect(onPortal.status).toBe(404);
      expect(onPortal.body).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await gateway.stop();
    }
  });

  it('keeps labels a caller chooses few: operation names past the first hundred count as other', async () => {
    const gateway = await startGateway({ providerUrl: sandbox.url, issuer: sandbox.issuer });
    try {
      for (let index = 0; index < 105; index++) {
        await graphql(gateway.app, `query Probe${index} { __typename }`, {}, token);
      }
      const text = await gateway.metrics.metrics();
      const operations = new Set(
        [...text.matchAll(/gateway_graphql_operation_duration_seconds_count\{operation="([^"]+)"/g)].map(
          (match) => match[1],
        ),
      );
      expect(operations.size).toBe(101);
      expect(
        sample(text, 'gateway_graphql_operation_duration_seconds_count', 'operation="other",errors="false"'),
      ).toBe(5);
    } finally {
      await gateway.stop();
    }
  });

  it('names provider routes without their ids', () => {
    expect(providerRouteOf('/api/v1/offers/3f2a7c1e-0000-4000-8000-000000000001/files?x=1')).toBe(
      '/api/v1/offers/:id/files',
    );
    expect(providerRouteOf('/api/v1/users/current')).toBe('/api/v1/users/current');
    expect(providerRouteOf('/api/v1/accounts/Robert%27); DROP')).toBe('/api/v1/accounts/:id');
  });
});
