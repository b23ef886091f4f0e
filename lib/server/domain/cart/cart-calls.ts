import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CartLine, CartTotals } from '@/lib/contract/calls/cart';
import { CART_LINE_MAX_QUANTITY } from '@/lib/contract/calls/cart';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { purchasables, variantOf } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { cartLines } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { cartCount, cartLinesOf, insertCartLine, lockCart, mustOwnLines, ownedBy } from './cart-lines';
import { cartOwner, type CartOwner } from './cart-owner';
import { priceCartLines } from './priced-cart';

// /api/cart/add, /list, /delete, /num and /api/order/incompleteFrame: the cart's own calls
// (docs/product.md#calls). Glasses arrive through the lens flow (/api/process/submit); everything
// here is per owner.

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;

export const CART_CALL_MESSAGES = {
  soldOut: 'This colour is sold out.',
  tooMany: `You can buy at most ${CART_LINE_MAX_QUANTITY} of one item.`,
  onlyLeft: (stock: number) => `Only ${stock} left in this colour.`,
} as const;

export async function listCart(context: Context): Promise<{ list: CartLine[]; totals: CartTotals }> {
  return cartOf(await cartOwner(context));
}

async function cartOf(owner: CartOwner): Promise<{ list: CartLine[]; totals: CartTotals }> {
  const db = await database();
  const { entries, totals } = await priceCartLines(db, await cartLinesOf(owner, db));
  return { list: entries.map((entry) => entry.view), totals };
}

/**
 * Adds an accessory (or a frame without lenses). The same product colour without lenses already in
 * the cart gets the quantity added, so the cart never shows it twice; quantity and stock are
 * checked under the cart's lock.
 */
export async function addToCart(
  input: { code: string; sku?: string | undefined; quantity: number },
  context: Context,
): Promise<{ id: number; count: number }> {
  const owner = await cartOwner(context);
  const db = await database();
  const variantId = await variantOf(db, input.code, input.sku);
  const item = variantId === null ? undefined : (await purchasables(db, [variantId])).get(variantId);
  if (!item || !item.isActive) throw new NotFoundError('The product');
  if (item.stock <= 0) throw new RefusedError(CART_CALL_MESSAGES.soldOut);

  const id = await db.transaction(async (tx) => {
    await lockCart(tx, owner);
    const [same] = await tx
      .select()
      .from(cartLines)
      .where(and(ownedBy(owner), eq(cartLines.variantId, item.variantId), isNull(cartLines.lens)))
      .limit(1);
    const quantity = (same?.quantity ?? 0) + input.quantity;
    if (quantity > CART_LINE_MAX_QUANTITY) throw new RefusedError(CART_CALL_MESSAGES.tooMany);
    if (quantity > item.stock) throw new RefusedError(CART_CALL_MESSAGES.onlyLeft(item.stock));
    if (same) {
      await tx.update(cartLines).set({ quantity, updatedAt: new Date() }).where(eq(cartLines.id, same.id));
      return same.id;
    }
    return insertCartLine(tx, owner, {
      productId: item.productId,
      variantId: item.variantId,
      quantity,
      framePriceCents: item.priceCents,
      lensPriceCents: 0,
      lens: null,
    });
  });
  return { id, ...(await cartCount(owner)) };
}

/** Removes the caller's lines; a line of another cart answers 404 and nothing is removed. */
export async function deleteCartLines(input: { ids: number[] }, context: Context) {
  const owner = await cartOwner(context);
  const db = await database();
  const ids = [...new Set(input.ids)];
  await db.transaction(async (tx) => {
    await mustOwnLines(tx, owner, ids);
    await tx.delete(cartLines).where(and(ownedBy(owner), inArray(cartLines.id, ids)));
  });
  return cartOf(owner);
}

/** /api/cart/num (docs/product.md#calls): a line's quantity, 1–10 and no more than the stock. */
export async function setCartQuantity(input: { id: number; num: number }, context: Context) {
  const owner = await cartOwner(context);
  const db = await database();
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(ownedBy(owner), eq(cartLines.id, input.id)))
    .limit(1);
  if (!line) throw new NotFoundError('The cart line');
  const item = (await purchasables(db, [line.variantId])).get(line.variantId);
  if (!item || !item.isActive) throw new NotFoundError('The product');
  if (input.num > item.stock) {
    throw new RefusedError(
      item.stock > 0 ? CART_CALL_MESSAGES.onlyLeft(item.stock) : CART_CALL_MESSAGES.soldOut,
    );
  }
  await db
    .update(cartLines)
    .set({ quantity: input.num, updatedAt: new Date() })
    .where(and(ownedBy(owner), eq(cartLines.id, input.id)));
  return cartOf(owner);
}

/** /api/order/incompleteFrame: frames in the cart without lenses, for the cart to offer finishing. */
export async function incompleteFrames(context: Context) {
  const { list } = await listCart(context);
  return {
    list: list
      .filter((line) => line.needsLenses)
      .map((line) => ({
        id: line.id,
        code: line.code,
        name: line.name,
        sku: line.sku,
        colorName: line.colorName,
        image: line.image,
        unitPriceCents: line.unitPriceCents,
      })),
  };
}
