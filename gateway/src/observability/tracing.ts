import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  context as otelContext,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { RequestHandler } from 'express';
import { operationNote } from './log.js';
import { providerRouteOf, routeOf, type ProviderOutcome } from './metrics.js';

/**
 * Tracing (docs/adr/015): W3C trace context is read from every request (`traceparent`, which the portal's browser
 * code sends) and passed on to the provider, whether or not spans are recorded. With a span processor (an OTLP
 * exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set, the SDK's in-memory exporter in tests) the gateway records a
 * server span per request and a client span per provider call. Spans carry routes and operation names, never a
 * query, a token or personal data.
 */
export function startTracing(serviceName: string, processors: SpanProcessor[] = []): () => Promise<void> {
  if (processors.length === 0) return async () => undefined;
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: processors,
  });
  trace.setGlobalTracerProvider(provider);
  return () => provider.shutdown();
}

/** OTLP over HTTP; the exporter reads the standard OTEL_EXPORTER_OTLP_* variables (endpoint, headers, timeout). */
export const otlpExporter = (): SpanProcessor =>
  new BatchSpanProcessor({ exporter: new OTLPTraceExporter() });

const tracer = () => trace.getTracer('@seller-portal/gateway');
const CONTEXT = Symbol('trace context');

/** The trace context of the request being answered: provider calls made for it are its children. */
export function traceContextOf(req: IncomingMessage): Context {
  return (req as IncomingMessage & { [CONTEXT]?: Context })[CONTEXT] ?? ROOT_CONTEXT;
}

/**
 * A server span per request, child of the caller's `traceparent` when it sent one. The answer carries the trace in
 * `traceresponse` (W3C Trace Context level 2), so a caller can quote it when reporting a problem.
 */
export function requestTracing(): RequestHandler {
  // Trace context is passed on even when no span is recorded (a second gateway in one process finds it set).
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  return (req, res, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const route = routeOf(req.path);
    const span = tracer().startSpan(
      `${req.method} ${route}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method, 'http.route': route } },
      parent,
    );
    const current = trace.setSpan(parent, span);
    (req as IncomingMessage & { [CONTEXT]?: Context })[CONTEXT] = current;
    const { traceId, spanId, traceFlags } = span.spanContext();
    if (trace.isSpanContextValid(span.spanContext())) {
      res.setHeader('traceresponse', `00-${traceId}-${spanId}-0${traceFlags & 1}`);
    }
    res.once('close', () => endRequestSpan(span, res));
    otelContext.with(current, next);
  };
}

function endRequestSpan(span: Span, res: ServerResponse): void {
  const { operationName, errorCodes } = operationNote(res);
  if (operationName) {
    span.updateName(`${res.req.method} /graphql ${operationName}`);
    span.setAttribute('graphql.operation.name', operationName);
  }
  if (errorCodes?.length) span.setAttribute('graphql.error.codes', errorCodes);
  span.setAttribute('http.response.status_code', res.statusCode);
  if (res.statusCode >= 500 || !res.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** A client span for one provider call (retries included); its `traceparent` goes into the call's headers. */
export function startProviderSpan(
  parent: Context | undefined,
  method: string,
  path: string,
  headers: Record<string, string>,
) {
  const route = providerRouteOf(`/api${path}`);
  const span = tracer().startSpan(
    `provider ${method} ${route}`,
    { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': route } },
    parent ?? ROOT_CONTEXT,
  );
  propagation.inject(trace.setSpan(parent ?? ROOT_CONTEXT, span), headers);
  let ended = false;
  return {
    /** How the call ended: its outcome and status; a failure of the provider's marks the span an error. */
    end(outcome: ProviderOutcome, status?: number) {
      if (ended) return;
      ended = true;
      span.setAttribute('provider.outcome', outcome);
      if (status !== undefined) span.setAttribute('http.response.status_code', status);
      if (outcome !== 'ok' && outcome !== 'client_error') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}
