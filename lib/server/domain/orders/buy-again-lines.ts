import { asc, eq } from 'drizzle-orm';
import { type CartLens, storedCartLens } from '@/lib/server/domain/cart';
import { database } from '@/lib/server/platform/db';
import { orderLines } from './tables';
import { ownedOrder } from './my-orders';

// What "Buy again" reads of an order (docs/product.md#buy-again): its status and, per line, the
// colour it was made of and the lens record with the prescription, as the lab received them.

export interface LineToBuyAgain {
  /** The colour sold; null once the colour was deleted from the catalog. */
  variantId: number | null;
  quantity: number;
  code: string;
  name: string;
  sku: string;
  colorName: string;
  /** The lenses and prescription of a pair; null for an accessory or a frame without lenses. */
  lens: CartLens | null;
}

/** The caller's order (another account's answers 404, as an unknown one) with its lines in order. */
export async function orderToBuyAgain(
  userId: number,
  orderNumber: string,
): Promise<{ status: number; lines: LineToBuyAgain[] }> {
  const db = await database();
  const order = await ownedOrder(db, userId, orderNumber);
  const rows = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.sort));
  return {
    status: order.status,
    lines: rows.map((row) => ({
      variantId: row.variantId,
      quantity: row.quantity,
      code: row.line.code,
      name: row.line.name,
      sku: row.line.sku,
      colorName: row.line.colorName,
      lens: storedCartLens(row.lensRecord),
    })),
  };
}
