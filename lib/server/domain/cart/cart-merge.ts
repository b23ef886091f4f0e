import { eq, inArray } from 'drizzle-orm';
import { cartItemKey } from '@/lib/shop/same-cart-item';
import type { Database } from '@/lib/server/platform/db';
import { cartLines } from './tables';
import { lockCart } from './cart-lines';

/**
 * Signing in brings the device's guest cart into the account's (docs/product.md#saved-cart-merge):
 * the guest's lines move as they are (same ids and quantities, so a checkout begun as a guest still
 * holds), an account line that is the same item as a guest line is dropped (never the same pair
 * twice), and the account's other lines are marked as saved in the account, for the cart and the
 * checkout to ask whether to keep them. An empty guest cart changes nothing: the account's cart is
 * then simply the shopper's cart. Both carts are locked, so a second sign-in at the same moment
 * finds the device cart empty.
 */
export async function mergeDeviceCart(db: Database, deviceId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, { deviceId });
    await lockCart(tx, { userId });
    const guestLines = await tx.select().from(cartLines).where(eq(cartLines.deviceId, deviceId));
    if (guestLines.length === 0) return;
    const guestItems = new Set(guestLines.map(cartItemKey));
    const accountLines = await tx.select().from(cartLines).where(eq(cartLines.userId, userId));
    const same = accountLines.filter((line) => guestItems.has(cartItemKey(line))).map((line) => line.id);
    if (same.length > 0) await tx.delete(cartLines).where(inArray(cartLines.id, same));
    await tx.update(cartLines).set({ savedInAccount: true }).where(eq(cartLines.userId, userId));
    await tx
      .update(cartLines)
      .set({ userId, deviceId: null })
      .where(
        inArray(
          cartLines.id,
          guestLines.map((line) => line.id),
        ),
      );
  });
}
