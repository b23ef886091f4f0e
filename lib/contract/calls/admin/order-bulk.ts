import { z } from 'zod';
import { SHIPMENT_CSV_COLUMNS, SHIPMENT_CSV_ROWS_MAX } from '@/lib/shop/shipment-csv';
import { rolesFor } from '@/lib/shop/staff-roles';
import { CARRIERS } from '@/lib/shop/tracking-links';
import { defineCall, type CallContract } from '../../call';
import { OPERATOR_TAG } from './fields';
import { labMoveResultSchema } from './order-schemas';
import { labStageField, orderSelection } from './orders';
import { SELECTION_MAX } from './selection';

// Bulk work on the orders list (docs/operating.md#bulk-work): a selection moved to a lab stage all
// or nothing, and orders shipped from a CSV file of parcels, a dry run first. Owners and staff.

const roles = rolesFor('orders');

export const adminOrderLabStageManyCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/labStageMany',
  tag: OPERATOR_TAG,
  summary: 'Moves a selection of orders to a lab stage, all of them or none.',
  description: `docs/operating.md#bulk-work. Up to ${SELECTION_MAX} order numbers, each under the rule of /api/admin/orders/labStage, in one transaction: when any order cannot make the move (or the shop has no order with its number), nothing is moved and 422 answers \`data.fields\` with each such order number and why. Each order moved is written in the audit log (order.lab-stage) and gets the mail the single move sends ("in_production" mails the shopper). The answer lists the moved orders; \`refused\` is always empty.`,
  access: 'operator',
  roles,
  input: z.strictObject({ numbers: orderSelection, stage: labStageField }),
  output: labMoveResultSchema,
});

/** The largest file of parcels: a thousand rows take about 60 KB. */
export const SHIPMENT_CSV_MAX_BYTES = 512 * 1024;

const dryRun = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Say whether this is a dry run: true or false.' }).default(true),
);

export const shipmentCsvAnswerSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read (the header and blank rows not counted). */
  rows: z.number().int(),
  /** Rows that ship (on a dry run: would ship now), and the others. */
  ships: z.number().int(),
  skipped: z.number().int(),
  /** The orders shipped: empty on a dry run. */
  shipped: z.array(z.string()),
  verdicts: z.array(
    z.object({
      /** As a spreadsheet numbers it: the header is row 1. */
      row: z.number().int(),
      number: z.string(),
      carrier: z.string(),
      trackingNumber: z.string(),
      ships: z.boolean(),
      /** Why the row does not ship, or null. */
      reason: z.string().nullable(),
    }),
  ),
});
export type ShipmentCsvAnswer = z.infer<typeof shipmentCsvAnswerSchema>;

const KB = SHIPMENT_CSV_MAX_BYTES / 1024;

export const adminOrderShipCsvCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/shipCsv',
  tag: OPERATOR_TAG,
  summary:
    'Ships orders from a CSV file of parcels: a dry run gives each row’s verdict; the real run ships the valid rows.',
  description: `docs/operating.md#ship-from-csv. Multipart \`file\` (at most ${KB} KB and ${SHIPMENT_CSV_ROWS_MAX.toLocaleString('en-US')} rows; a header row naming ${SHIPMENT_CSV_COLUMNS.join(', ')} in any order, other columns ignored) and \`dryRun\` ("true", the default, or "false"). Each row ships or is skipped with its reason: no order with this number, an order that may not ship (the rule of /api/admin/orders/ship), a carrier other than ${CARRIERS.join(', ')}, a missing or malformed tracking number, an order on another row. The dry run writes nothing. The real run checks every row again and ships exactly the rows that may ship, in one transaction, each as /api/admin/orders/ship does (the shopper's mail with the tracking link, one audit line order.ship); the other rows are answered with their reasons and change nothing. 422 (\`fields.file\`) for a file that cannot be read as this format.`,
  access: 'operator',
  roles,
  maxBodyBytes: SHIPMENT_CSV_MAX_BYTES + 64 * 1024,
  uploads: { files: 1, fileBytes: SHIPMENT_CSV_MAX_BYTES },
  input: z.strictObject({
    file: z
      .instanceof(File, { error: 'Choose the CSV file of parcels.' })
      .refine((file) => file.size > 0, 'The file is empty. Choose a CSV file of parcels.')
      .refine((file) => file.size <= SHIPMENT_CSV_MAX_BYTES, `The file must be ${KB} KB or smaller.`),
    dryRun,
  }),
  output: shipmentCsvAnswerSchema,
});

export const ORDER_BULK_CALLS: readonly CallContract[] = [adminOrderLabStageManyCall, adminOrderShipCsvCall];
