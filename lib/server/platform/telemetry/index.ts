// The telemetry module's front door (docs/architecture.md#house-rules): metrics for /metrics and
// spans for traces (docs/operating.md#metrics, #traces). It stands just above the logger, so any
// other unit may count or trace.
import 'server-only';

export { shopCounter, shopGauge, shopTimer, startProcessMetrics } from './metrics';
export { startTracing } from './start-tracing';
export { inSpan } from './traces';
