import { and, eq, isNull } from 'drizzle-orm';
import { CART_LINE_MAX_QUANTITY } from '@/lib/contract/calls/cart';
import { database } from '@/lib/server/platform/db';
import { cartLines } from './tables';
import { cartCount, insertCartLine, lockCart, ownedBy, type NewCartLine } from './cart-lines';
import type { CartOwner } from './cart-owner';

// "Buy again" fills the cart with an order's lines at once (docs/product.md#buy-again): every line
// in one transaction under the cart's lock, so a full cart takes none of them and two presses
// cannot pass the cart's limits.

export interface LineAgain extends NewCartLine {
  quantity: number;
  /** The colour's stock now: a frame or accessory without lenses joins its line up to it. */
  stock: number;
}

/**
 * Adds the lines and answers the cart's count. A pair of glasses is always a line of its own; a
 * frame or accessory without lenses already in the cart gets the quantity added, as /api/cart/add
 * does, never past the stock or the limit per line.
 */
export async function addLinesAgain(
  owner: CartOwner,
  lines: readonly LineAgain[],
): Promise<{ count: number }> {
  const db = await database();
  await db.transaction(async (tx) => {
    await lockCart(tx, owner);
    for (const { stock, ...line } of lines) {
      const [same] = line.lens
        ? []
        : await tx
            .select()
            .from(cartLines)
            .where(and(ownedBy(owner), eq(cartLines.variantId, line.variantId), isNull(cartLines.lens)))
            .limit(1);
      if (same) {
        const joined = Math.min(same.quantity + line.quantity, stock, CART_LINE_MAX_QUANTITY);
        const quantity = Math.max(same.quantity, joined);
        await tx.update(cartLines).set({ quantity, updatedAt: new Date() }).where(eq(cartLines.id, same.id));
        continue;
      }
      await insertCartLine(tx, owner, line);
    }
  });
  return cartCount(owner);
}
