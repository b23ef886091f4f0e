// The tables this module owns (docs/architecture.md#house-rules: a module's tables are read and written only inside it).
// Defined in lib/server/platform/db/schema/shipping.ts, beside the rest of the schema for drizzle-kit.
export { shippingMethods, shippingZones } from '../../platform/db/schema/shipping';
