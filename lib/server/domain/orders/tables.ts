// The tables this module owns: read and written only inside it (docs/architecture.md#house-rules).
// Defined in lib/server/platform/db/schema/orders.ts, beside the rest of the schema for drizzle-kit.
export {
  orders,
  orderLines,
  orderHistory,
  orderLabMoves,
  orderPrescriptionChecks,
  afterSalesRequests,
  orderRefunds,
  orderNotes,
} from '../../platform/db/schema/orders';
export type {
  StoredLensItem,
  StoredLineImage,
  StoredLineLens,
  StoredLinePrescription,
  StoredOrderLine,
  StoredPrescriptionDetails,
  StoredLineTax,
  StoredPrescriptionValues,
  StoredRefundBreakdown,
  StoredShippingAddress,
  StoredTax,
  StoredTotals,
} from '../../platform/db/schema/stored-order';
