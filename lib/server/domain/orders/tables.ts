// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Their definitions live with the rest of the schema in lib/server/platform/db/schema for drizzle-kit.
export {
  orders,
  orderLines,
  orderHistory,
  afterSalesRequests,
  orderRefunds,
  type StoredLensItem,
  type StoredLineImage,
  type StoredLineLens,
  type StoredLinePrescription,
  type StoredOrderLine,
  type StoredPrescriptionValues,
  type StoredShippingAddress,
  type StoredTotals,
} from '../../platform/db/schema';
