// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/checkout.ts, beside the rest of the schema for drizzle-kit.
export { checkoutSnapshots, type SnapshotLine } from '../../platform/db/schema/checkout';
export type {
  StoredLineTax,
  StoredShippingAddress,
  StoredTax,
  StoredTotals,
} from '../../platform/db/schema/stored-order';
