import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

// Spans around the shop's own work (docs/operating.md#traces): jobs and calls to payment
// providers. Without OTEL_EXPORTER_OTLP_ENDPOINT no tracer is registered and OpenTelemetry's API
// answers with spans that do nothing, so this costs a function call.

const tracer = () => trace.getTracer('oculo');

/** Runs `work` inside a span named `name`; a throw marks the span failed and goes on. */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
