import { and, eq, isNull } from 'drizzle-orm';
import { CART_LINE_MAX_QUANTITY } from '@/lib/contract/calls/cart';
import type { Database } from '@/lib/server/db';
import { cartLines } from './tables';
import { lockCart } from './cart-lines';

/**
 * Signing in brings the device's guest cart into the account's (DESIGN §4 "Accounts"): every line
 * moves, none is lost; a product colour without lenses that both carts hold becomes one line with
 * both quantities (up to 10), so nothing shows twice. Pairs of glasses always stay separate lines.
 * Both carts are locked, so a second sign-in at the same moment finds the device cart empty.
 */
export async function mergeDeviceCart(db: Database, deviceId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCart(tx, { deviceId });
    await lockCart(tx, { userId });
    const guestLines = await tx.select().from(cartLines).where(eq(cartLines.deviceId, deviceId));
    for (const line of guestLines) {
      const [same] =
        line.lens === null
          ? await tx
              .select()
              .from(cartLines)
              .where(
                and(
                  eq(cartLines.userId, userId),
                  eq(cartLines.variantId, line.variantId),
                  isNull(cartLines.lens),
                ),
              )
              .limit(1)
          : [];
      if (same) {
        const quantity = Math.min(CART_LINE_MAX_QUANTITY, same.quantity + line.quantity);
        await tx.update(cartLines).set({ quantity, updatedAt: new Date() }).where(eq(cartLines.id, same.id));
        await tx.delete(cartLines).where(eq(cartLines.id, line.id));
      } else {
        await tx.update(cartLines).set({ userId, deviceId: null }).where(eq(cartLines.id, line.id));
      }
    }
  });
}
