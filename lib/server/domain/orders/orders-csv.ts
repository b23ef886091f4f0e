import { ORDER_EXPORT_ROWS_MAX } from '@/lib/contract/calls/admin/orders';
import { csvFile } from '@/lib/shop/csv-cells';
import { orderStatusName } from '@/lib/shop/order-status';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { countMatchingOrders, matchingOrders, type OrderFilters } from './operator-order-list';

// The order list as a CSV file, for the filters and sort of the list. It holds shoppers' e-mails
// and names, so every export is written in the audit log.

const HEADER = [
  'Order number',
  'Created (UTC)',
  'Status',
  'E-mail',
  'Name',
  'Country',
  'Total (USD)',
  'Refunded (USD)',
  'Currency shown',
  'Payment provider',
  'Payment reference',
  'Paid (UTC)',
  'Prescription',
  'Prescription check',
  'Lines',
  'Carrier',
  'Tracking number',
];

/** Cents as a plain decimal a spreadsheet sums: 12345 → "123.45". */
const dollars = (cents: number) => (cents / 100).toFixed(2);

export interface OrdersCsv {
  filename: string;
  csv: string;
  /** How many orders matched; more than the rows when the export was capped. */
  matched: number;
  rows: number;
}

export async function exportOrdersCsv(
  filters: OrderFilters,
  actor: AuditActor,
  now = new Date(),
): Promise<OrdersCsv> {
  const [orders, matched] = await Promise.all([
    matchingOrders(filters, ORDER_EXPORT_ROWS_MAX),
    countMatchingOrders(filters),
  ]);
  const csv = csvFile(
    HEADER,
    orders.map((order) => [
      order.number,
      order.createdAt.toISOString(),
      orderStatusName(order.status),
      order.email,
      order.name,
      order.countryCode,
      dollars(order.totalCents),
      dollars(order.refundedCents),
      order.currency,
      order.paymentProvider,
      order.paymentReference,
      order.paidAt?.toISOString() ?? null,
      order.hasPrescription ? 'yes' : 'no',
      order.prescriptionCheck,
      Number(order.lineCount),
      order.carrier,
      order.trackingNumber,
    ]),
  );
  await recordAction(await database(), actor, {
    action: 'order.export',
    objectType: 'order',
    objectId: 'list',
    summary: `Exported ${orders.length} orders as CSV${matched > orders.length ? ` (of ${matched})` : ''}`,
    after: { filters, rows: orders.length, matched },
  });
  return {
    filename: `orders-${now.toISOString().slice(0, 10)}.csv`,
    csv,
    matched,
    rows: orders.length,
  };
}
