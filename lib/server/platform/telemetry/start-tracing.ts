import { logger } from '../logger';

/**
 * Starts tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/operating.md#traces). Otherwise
 * nothing of OpenTelemetry's SDK is even loaded.
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return false;
  const { registerTracerProvider } = await import('./tracer-provider');
  registerTracerProvider(env.OTEL_SERVICE_NAME || 'oculo');
  logger.info({ endpoint }, 'traces are sent over OTLP');
  return true;
}
