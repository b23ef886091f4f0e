import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';

/**
 * Registers the process's tracer: spans are batched and sent over OTLP/HTTP to
 * OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads it and the other OTEL_* variables itself).
 * Next.js's own spans (each request, each render) go through it, with the shop's own from
 * `inSpan` (jobs, payment providers) and a span per PostgreSQL query (node-postgres, which Node
 * loads from node_modules after this runs). The embedded database is not traced.
 */
export function registerTracerProvider(serviceName: string): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: serviceName,
      [ATTR_SERVICE_VERSION]: process.env.npm_package_version ?? 'unknown',
      'service.instance.id': `${process.pid}`,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({
    instrumentations: [new PgInstrumentation({ enhancedDatabaseReporting: false })],
  });
}
