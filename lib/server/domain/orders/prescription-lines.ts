import { sql, type SQL } from 'drizzle-orm';
import type { LinePrescription } from '@/lib/contract/calls/cart';
import { hasPrescriptionValues } from '@/lib/shop/order-lens-details';
import { pricedLineOf } from './stored-shapes';
import type { orderLines } from './tables';

// Which lines of an order are made to a prescription: a line whose lens record carries the
// prescription's values (both spheres) or a photo of it. The shop checks those before the order
// ships, and only an operator who opens them reads them (docs/product.md#privacy).

type LineRow = typeof orderLines.$inferSelect;

export interface LinePrescriptionFound {
  rx: LinePrescription;
  /** The photo's private file key, when one came with the prescription. */
  photoKey: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The photo key a line's lens record holds (stored JSON: read with care), or null. */
function photoKeyOf(lensRecord: unknown): string | null {
  if (!isRecord(lensRecord) || !isRecord(lensRecord.prescription)) return null;
  const key = lensRecord.prescription.imageKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/** The line's prescription when its lenses are made to one, else null. */
export function linePrescriptionOf(
  line: Pick<LineRow, 'id' | 'line' | 'lensRecord'>,
): LinePrescriptionFound | null {
  const rx = pricedLineOf(line.line, line.lensRecord, line.id).lens?.rx ?? null;
  const photoKey = photoKeyOf(line.lensRecord);
  if (!rx || !(hasPrescriptionValues(rx.values) || photoKey !== null)) return null;
  return { rx, photoKey };
}

/**
 * The same test in SQL, for the list's filter and column: the order has such a line. Written with
 * the tables' names, not drizzle's columns: in a select list drizzle leaves columns unqualified,
 * and "id" inside the subquery would be the line's own.
 */
export const hasPrescriptionSql: SQL<boolean> = sql<boolean>`exists (
  select 1 from order_lines as rx_line
  where rx_line.order_id = "orders"."id"
    and (rx_line.lens_record -> 'prescription' ->> 'imageKey' is not null
      or (rx_line.lens_record -> 'prescription' -> 'values' ->> 'od_sph' is not null
        and rx_line.lens_record -> 'prescription' -> 'values' ->> 'os_sph' is not null)))`;
