// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/taxes.ts, beside the rest of the schema for drizzle-kit.
export { taxRates, taxSettings } from '../../platform/db/schema/taxes';
