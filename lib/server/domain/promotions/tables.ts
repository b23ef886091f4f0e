// The tables this module owns (docs/architecture.md#house-rules: a module's tables are read and written only inside it).
// Defined in lib/server/platform/db/schema/promotions.ts, beside the rest of the schema for drizzle-kit.
export { promotions } from '../../platform/db/schema/promotions';
