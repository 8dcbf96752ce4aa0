import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { SpanKind } from '@opentelemetry/api';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp, type Gateway } from '../app.js';
import { startSandbox, type RunningSandbox } from '../test-support/system.js';
import { GATEWAY_AUDIENCE } from '@seller-portal/shared/claims';
import { startTracing } from './tracing.js';

// The SDK's in-memory exporter records what an OTLP collector would receive, from the gateway and the sandbox alike
// (both run in this process, as two services would run apart).
const exported = new InMemorySpanExporter();
const stopTracing = startTracing('gateway', [new SimpleSpanProcessor({ exporter: exported })]);

const TEAM = 'query TeamPage { team(page: 0, size: 10) { pageInfo { totalElements } } }';
const BROWSER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const BROWSER_SPAN = '00f067aa0ba902b7';

let sandbox: RunningSandbox;
let gateway: Gateway;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = await sandbox.tokenFor('admin@acme.example');
  gateway = await createApp({
    providerUrl: sandbox.url,
    auth: { issuer: sandbox.issuer, audience: GATEWAY_AUDIENCE },
  });
});

afterAll(async () => {
  await gateway?.stop();
  await sandbox?.close();
  await stopTracing();
});

beforeEach(() => exported.reset());

const parentOf = (span: ReadableSpan) => span.parentSpanContext?.spanId;
const traceOf = (span: ReadableSpan) => span.spanContext().traceId;
const idOf = (span: ReadableSpan) => span.spanContext().spanId;

/** The spans of one trace once the sandbox's server span (the last to end, after the gateway answered) is in. */
async function spansOf(traceId: string): Promise<ReadableSpan[]> {
  await expect
    .poll(() =>
      exported
        .getFinishedSpans()
        .some(
          (span) =>
            traceOf(span) === traceId &&
            span.kind === SpanKind.SERVER &&
            parentOf(span) !== BROWSER_SPAN &&
            span.instrumentationScope.name.includes('sandbox'),
        ),
    )
    .toBe(true);
  await expect
    .poll(() =>
      exported.getFinishedSpans().some((span) => traceOf(span) === traceId && span.name.includes('/graphql')),
    )
    .toBe(true);
  return exported.getFinishedSpans().filter((span) => traceOf(span) === traceId);
}

describe('tracing', () => {
  it('follows one request from the browser through the gateway to the provider and back, in one trace', async () => {
    const answer = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .set('traceparent', `00-${BROWSER_TRACE}-${BROWSER_SPAN}-01`)
      .send({ query: TEAM, operationName: 'TeamPage' })
      .expect(200);
    // The answer names the trace and the gateway's span, for a caller to quote when reporting a problem.
    expect(answer.headers.traceresponse).toMatch(new RegExp(`^00-${BROWSER_TRACE}-[0-9a-f]{16}-01$`));

    const spans = await spansOf(BROWSER_TRACE);
    const server = spans.find(
      (span) => span.instrumentationScope.name === '@seller-portal/gateway' && span.kind === SpanKind.SERVER,
    )!;
    expect(server.name).toBe('POST /graphql TeamPage');
    expect(parentOf(server)).toBe(BROWSER_SPAN);
    expect(answer.headers.traceresponse).toContain(idOf(server));
    expect(server.attributes).toMatchObject({
      'graphql.operation.name': 'TeamPage',
      'http.response.status_code': 200,
    });

    const calls = spans.filter((span) => span.kind === SpanKind.CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      expect(parentOf(call)).toBe(idOf(server));
      expect(call.name).toMatch(/^provider GET \/api\/v\d\//);
      expect(call.attributes['provider.outcome']).toBe('ok');
      // The sandbox's server span for this call is its child: the traceparent crossed the HTTP hop.
      const provider = spans.find((span) => parentOf(span) === idOf(call));
      expect(provider?.instrumentationScope.name).toBe('@seller-portal/provider-sandbox');
      expect(provider?.name).toMatch(/^GET \/api\/v\d\//);
      expect(provider?.attributes['http.response.status_code']).toBe(200);
    }

    // No span holds the token or the caller's email, and names are routes, not paths with ids.
    const everything = JSON.stringify(
      spans.map((span) => ({ name: span.name, attributes: span.attributes })),
    );
    expect(everything).not.toContain(token);
    expect(everything).not.toContain('acme.example');
  });

  it('starts a trace for a caller that sent none, and records how each provider call ended', async () => {
    const answer = await request(gateway.app)
      .post('/graphql')
      .set('authorization', `Bearer ${token}`)
      .send({
        query: 'query Missing { offer(id: "00000000-0000-4000-8000-000000000000") { id } }',
        operationName: 'Missing',
      })
      .expect(200);
    const traceId = /^00-([0-9a-f]{32})-/.exec(answer.headers.traceresponse as string)?.[1];
    expect(traceId).toBeDefined();
    const spans = await spansOf(traceId!);
    const server = spans.find((span) => span.name === 'POST /graphql Missing')!;
    expect(server.parentSpanContext).toBeUndefined();
    const call = spans.find(
      (span) => span.kind === SpanKind.CLIENT && span.attributes['provider.outcome'] !== 'ok',
    )!;
    expect(call.name).toMatch(/^provider GET \/api\/v\d\/offers\/:id$/);
    expect(call.attributes).toMatchObject({
      'provider.outcome': 'client_error',
      'http.response.status_code': 404,
    });
    expect(server.attributes['graphql.error.codes']).toEqual(['NOT_FOUND']);
  });
});
