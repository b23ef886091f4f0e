// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/alerts.ts, beside the rest of the schema for drizzle-kit.
export { staffAlertChoices, staffEventReads, staffEvents } from '../../platform/db/schema/alerts';
