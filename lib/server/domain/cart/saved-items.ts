import { and, eq, inArray } from 'drizzle-orm';
import type { SavedItems } from '@/lib/contract/calls/cart-saved';
import type { CallContext } from '@/lib/server/platform/call-context';
import { database } from '@/lib/server/platform/db';
import { cartLines } from './tables';
import { cartOwner } from './cart-owner';
import { mustOwnLines, ownedBy } from './cart-lines';
import { priceCartLines } from './priced-cart';

// The lines a sign-in brought from the account's saved cart (docs/product.md#saved-cart-merge),
// until the shopper keeps them (this file) or removes them (/api/cart/delete).

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;

/** POST /api/cart/savedItems: the caller's lines still marked as saved in the account. */
export async function savedCartItems(context: Context): Promise<SavedItems> {
  const owner = await cartOwner(context);
  // a guest's lines are the cart they are using: only an account's lines are ever marked
  if (owner.userId === undefined) return { list: [] };
  const db = await database();
  const rows = await db
    .select()
    .from(cartLines)
    .where(and(ownedBy(owner), eq(cartLines.savedInAccount, true)))
    .orderBy(cartLines.id);
  const { entries } = await priceCartLines(db, rows);
  return {
    list: entries.map(({ view }) => ({
      id: view.id,
      name: view.name,
      colorName: view.colorName,
      quantity: view.quantity,
    })),
  };
}

/** POST /api/cart/keepSavedItems: the lines become ordinary lines of the cart; nothing else changes. */
export async function keepSavedCartItems(input: { ids: number[] }, context: Context): Promise<SavedItems> {
  const owner = await cartOwner(context);
  const ids = [...new Set(input.ids)];
  const db = await database();
  await db.transaction(async (tx) => {
    await mustOwnLines(tx, owner, ids);
    await tx
      .update(cartLines)
      .set({ savedInAccount: false })
      .where(and(ownedBy(owner), inArray(cartLines.id, ids)));
  });
  return savedCartItems(context);
}
