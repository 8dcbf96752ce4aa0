import { createServer, type Server } from 'node:http';
import type { RequestHandler } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { operationNote } from './log.js';

/** Where a call's time falls: from a few milliseconds to the provider's longest deadline. */
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A label any caller can influence holds at most this many values; the rest count as `other`. */
const MAX_LABEL_VALUES = 100;

/** How a provider call ended, as the provider-call metrics label it. */
export type ProviderOutcome =
  'ok' | 'client_error' | 'server_error' | 'timeout' | 'unreachable' | 'abandoned';

/** Metrics of one provider call, reported by the gateway's provider client. */
export type ProviderCallObserver = (call: {
  method: string;
  path: string;
  outcome: ProviderOutcome;
  seconds: number;
}) => void;

/** The parts of the gateway's HTTP surface a request is counted under (never its full path: ids would explode). */
const ROUTES: readonly [RegExp, string][] = [
  [/^\/graphql(\/|$)/, '/graphql'],
  [/^\/webhooks\/provider-events$/, '/webhooks/provider-events'],
  [/^\/data-room\//, '/data-room'],
  [/^\/reports\//, '/reports'],
  [/^\/offer-files\//, '/offer-files'],
  [/^\/socket\.io\//, '/socket.io'],
  [/^\/__release__\//, '/__release__'],
  [/^\/(importmap|config)\.json$/, '/config'],
  [/^\/(healthz|readyz)$/, '/health'],
];

export function routeOf(path: string): string {
  for (const [pattern, route] of ROUTES) if (pattern.test(path)) return route;
  return 'other';
}

/** Keeps a label's values few: the first `max` distinct ones are kept, later new ones are `other`. */
function boundedLabel(max = MAX_LABEL_VALUES): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}

/** A provider path as a route: ids and other values become `:id`, so `/api/v1/offers/:id/files`. */
export function providerRouteOf(path: string): string {
  return path
    .split('?', 1)[0]!
    .split('/')
    .map((segment) => (segment === '' || /^(api|v\d+|[a-z]+(-[a-z]+)*)$/.test(segment) ? segment : ':id'))
    .join('/');
}

/**
 * The gateway's Prometheus metrics (prom-client), in a registry of its own (docs/adr/015): HTTP requests and GraphQL
 * operations (latency, errors), provider calls by route and outcome, sockets connected, webhook deliveries, and
 * Node's own (event loop lag, memory, CPU).
 */
export function createMetrics(options: { sockets?: () => number } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'HTTP requests the gateway answered, by method, route and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'gateway_graphql_operation_duration_seconds',
    help: 'GraphQL operations, by operation name and whether they answered with errors.',
    labelNames: ['operation', 'errors'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const operationErrors = new Counter({
    name: 'gateway_graphql_errors_total',
    help: 'Errors GraphQL operations answered with, by operation name and error code.',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const providerCalls = new Histogram({
    name: 'gateway_provider_call_duration_seconds',
    help: 'Calls to the provider, by method, route and outcome.',
    labelNames: ['method', 'route', 'outcome'] as const,
    buckets: SECONDS,
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'gateway_webhook_deliveries_total',
    help: "The provider's event deliveries, by the status the gateway answered (202 relayed).",
    labelNames: ['status'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'gateway_sockets_connected',
    help: 'Notification sockets connected to this instance.',
    registers: [registry],
    collect() {
      this.set(options.sockets?.() ?? 0);
    },
  });
  const operationName = boundedLabel();
  const errorCode = boundedLabel(30);
  const providerRoute = boundedLabel();

  const requestMetrics: RequestHandler = (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const seconds = (performance.now() - started) / 1000;
      // The path as it arrived: a mounted router rewrites `req.path` while it runs.
      const route = routeOf(req.originalUrl.split('?', 1)[0] ?? '/');
      const status = String(res.statusCode);
      requests.observe({ method: req.method, route, status }, seconds);
      if (route === '/webhooks/provider-events') webhooks.inc({ status });
      const note = operationNote(res);
      if (route === '/graphql' && note.operationName) {
        const operation = operationName(note.operationName);
        const codes = note.errorCodes ?? [];
        operations.observe({ operation, errors: codes.length > 0 ? 'true' : 'false' }, seconds);
        for (const code of codes) operationErrors.inc({ operation, code: errorCode(code) });
      }
    });
    next();
  };

  const observeProviderCall: ProviderCallObserver = ({ method, path, outcome, seconds }) =>
    providerCalls.observe({ method, route: providerRoute(providerRouteOf(path)), outcome }, seconds);

  return { registry, requestMetrics, observeProviderCall };
}

/**
 * The metrics endpoint, on a port of its own (METRICS_PORT) that only the operator's Prometheus reaches: `/metrics`
 * in Prometheus's text format, anything else 404.
 */
export function metricsServer(registry: Registry): Server {
  return createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end('{"code":"NOT_FOUND","message":"Not Found"}');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
}
