import {
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  context as otelContext,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import type { Request, RequestHandler } from 'express';

/**
 * A server span per request, child of the caller's W3C `traceparent` (the gateway sends one per provider call), so
 * one trace runs from the browser through the gateway to here. Recorded only when a tracer provider is installed
 * (the sandbox's start does with OTEL_EXPORTER_OTLP_ENDPOINT); named by route, never by path or query.
 */
export function requestTracing(): RequestHandler {
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const tracer = trace.getTracer('@seller-portal/provider-sandbox');
  return (req, res, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const span = tracer.startSpan(
      `${req.method}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': req.method } },
      parent,
    );
    res.once('close', () => {
      const route = routeOf(req);
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    otelContext.with(trace.setSpan(parent, span), next);
  };
}

/** The route that answered (`/api/v1/offers/:id`), or `other` when none did. */
function routeOf(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'other';
}

/** Sends the sandbox's spans over OTLP (the exporter reads the OTEL_EXPORTER_OTLP_* variables); answers its stop. */
export function exportTraces(serviceName: string): () => Promise<void> {
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  return () => provider.shutdown();
}
