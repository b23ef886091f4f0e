import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CART_MAX_LINES } from '@/lib/contract/calls/cart';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { cartLines, type CartLens } from './tables';
import type { CartOwner } from './cart-owner';

// The cart's lines (docs/product.md#calls), owned by a device or an account. Other modules add
// to the cart through these functions, never through the table.

export const CART_MESSAGES = {
  full: `Your cart already holds ${CART_MAX_LINES} lines. Please check out or remove some first.`,
} as const;

export function ownedBy(owner: CartOwner): SQL {
  return owner.userId !== undefined
    ? eq(cartLines.userId, owner.userId)
    : eq(cartLines.deviceId, owner.deviceId);
}

/**
 * CollectionsAndCartsNum.cart (docs/product.md#client-state): the number of items, every quantity
 * counted.
 */
export async function cartCount(owner: CartOwner): Promise<{ count: number }> {
  const db = await database();
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(ownedBy(owner));
  return { count: row?.count ?? 0 };
}

export interface NewCartLine {
  productId: number;
  variantId: number;
  framePriceCents: number;
  lensPriceCents: number;
  lens: CartLens | null;
}

/** Serialises changes to one cart for the rest of the transaction (caps and merges stay exact). */
export async function lockCart(tx: Pick<Database, 'execute'>, owner: CartOwner): Promise<void> {
  const key = owner.userId !== undefined ? `cart:user:${owner.userId}` : `cart:device:${owner.deviceId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * Refuses a change naming a line that is not in this owner's cart, as not found, so a shopper can
 * neither touch nor learn of another cart's lines; run in the change's transaction.
 */
export async function mustOwnLines(
  tx: Pick<Database, 'select'>,
  owner: CartOwner,
  ids: readonly number[],
): Promise<void> {
  const owned = await tx
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(and(ownedBy(owner), inArray(cartLines.id, [...ids])));
  if (owned.length !== ids.length) throw new NotFoundError('The cart line');
}

/**
 * Adds one line (quantity 1) and answers its id. A pair of glasses is always its own line: two
 * pairs of one frame usually carry different lenses or prescriptions.
 */
export async function addCartLine(owner: CartOwner, line: NewCartLine): Promise<{ id: number }> {
  const db = await database();
  return db.transaction(async (tx) => {
    await lockCart(tx, owner);
    return { id: await insertCartLine(tx, owner, line) };
  });
}

/**
 * Writes a new line in the caller's transaction, which holds the cart's lock (lockCart): lines
 * beyond the cap are refused there, so parallel additions cannot pass it.
 */
export async function insertCartLine(
  tx: Database,
  owner: CartOwner,
  line: NewCartLine & { quantity?: number },
): Promise<number> {
  const [held] = await tx.select({ count: count() }).from(cartLines).where(ownedBy(owner));
  if ((held?.count ?? 0) >= CART_MAX_LINES) throw new RefusedError(CART_MESSAGES.full);
  const [row] = await tx
    .insert(cartLines)
    .values({ ...line, userId: owner.userId ?? null, deviceId: owner.deviceId ?? null })
    .returning({ id: cartLines.id });
  if (!row) throw new Error('The cart line was not written.');
  return row.id;
}

/** The owner's lines, newest first. */
export async function cartLinesOf(owner: CartOwner, db?: Pick<Database, 'select'>) {
  const reader = db ?? (await database());
  return reader
    .select()
    .from(cartLines)
    .where(ownedBy(owner))
    .orderBy(sql`${cartLines.createdAt} desc`, sql`${cartLines.id} desc`);
}

/**
 * Takes the ordered lines out of the account's cart, in the transaction that writes the order
 * (/api/order/submit): lines added since the checkout began stay.
 */
export async function removeOrderedLines(
  tx: Pick<Database, 'delete'>,
  userId: number,
  lineIds: readonly number[],
): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, [...lineIds])));
}
