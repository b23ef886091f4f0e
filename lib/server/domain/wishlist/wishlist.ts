import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { WISHLIST_MAX_ITEMS } from '@/lib/contract/calls/wishlist';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { productCardsById, productCardsByCode, productsOnSale } from '@/lib/server/domain/catalog';
import type { Database } from '@/lib/server/platform/db';
import { database, rowsOf } from '@/lib/server/platform/db';
import { wishlistItems } from './tables';
import type { WishlistOwner } from './wishlist-owner';

export interface WishlistState {
  inWishlist: boolean;
  count: number;
}

export interface WishlistPage {
  list: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

function ownedBy(owner: WishlistOwner): SQL {
  return owner.userId !== undefined
    ? eq(wishlistItems.userId, owner.userId)
    : eq(wishlistItems.deviceId, owner.deviceId);
}

/**
 * The owner's products, the most recently added first, split by the catalog's word: those on sale
 * (the count, the cap and the list all go by them, so they always agree) and those withdrawn
 * (their rows are kept: the product may return).
 */
async function ownedProducts(
  db: Database,
  owner: WishlistOwner,
): Promise<{ onSale: number[]; withdrawn: number[] }> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(ownedBy(owner))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  const ids = rows.map((row) => row.productId);
  const selling = await productsOnSale(db, ids);
  return {
    onSale: ids.filter((id) => selling.has(id)),
    withdrawn: ids.filter((id) => !selling.has(id)),
  };
}

/** The id of an active product, or 404: shoppers cannot keep what the shop does not sell. */
async function productIdOf(code: string): Promise<number> {
  const [card] = await productCardsByCode([code]);
  if (!card) throw new NotFoundError('The product');
  return card.id;
}

export async function wishlistCount(owner: WishlistOwner): Promise<{ count: number }> {
  const db = await database();
  const { onSale } = await ownedProducts(db, owner);
  return { count: onSale.length };
}

async function holds(owner: WishlistOwner, productId: number): Promise<boolean> {
  const db = await database();
  const [row] = await db
    .select({ id: wishlistItems.id })
    .from(wishlistItems)
    .where(and(ownedBy(owner), eq(wishlistItems.productId, productId)))
    .limit(1);
  return row !== undefined;
}

export async function isInWishlist(owner: WishlistOwner, code: string): Promise<{ inWishlist: boolean }> {
  return { inWishlist: await holds(owner, await productIdOf(code)) };
}

/** One page of the wishlist as product cards, the most recently added first. */
export async function wishlistPage(
  owner: WishlistOwner,
  query: { page: number; pageSize: number },
  now = new Date(),
): Promise<WishlistPage> {
  const db = await database();
  const { onSale } = await ownedProducts(db, owner);
  const offset = (query.page - 1) * query.pageSize;
  const total = onSale.length;
  return {
    list: await productCardsById(db, onSale.slice(offset, offset + query.pageSize), now),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
  };
}

/** Adds a product; adding one already there changes nothing. Refused once the wishlist is full. */
export async function addToWishlist(owner: WishlistOwner, code: string): Promise<WishlistState> {
  const productId = await productIdOf(code);
  const db = await database();
  // The cap is checked in the insert itself, over the owner's rows less the withdrawn products
  // the catalog named just before (a row added meanwhile is of a product on sale, so it counts).
  // It guards storage, not a promise: two adds racing from one device could pass it together by
  // one, which is harmless.
  const { withdrawn } = await ownedProducts(db, owner);
  const result = await db.execute(sql`
    insert into ${wishlistItems} (device_id, user_id, product_id)
    select ${owner.deviceId ?? null}, ${owner.userId ?? null}::integer, ${productId}
    where (select count(*) from ${wishlistItems}
      where ${ownedBy(owner)} and ${wishlistItems.productId} <> all(${sql.param(withdrawn)}::integer[])) < ${WISHLIST_MAX_ITEMS}
    on conflict do nothing
    returning id`);
  if (rowsOf(result).length === 0 && !(await holds(owner, productId))) {
    throw new RefusedError(
      `Your wishlist is full (${WISHLIST_MAX_ITEMS} products). Remove one you no longer need to add this one.`,
    );
  }
  return { inWishlist: true, ...(await wishlistCount(owner)) };
}

/** Removes a product; removing one that is not there changes nothing. */
export async function removeFromWishlist(owner: WishlistOwner, code: string): Promise<WishlistState> {
  const productId = await productIdOf(code);
  const db = await database();
  await db.delete(wishlistItems).where(and(ownedBy(owner), eq(wishlistItems.productId, productId)));
  return { inWishlist: false, ...(await wishlistCount(owner)) };
}

/**
 * Signing in (docs/product.md#accounts): the device's wishlist joins the account's. A product
 * already on the account stays once; the device keeps nothing, so signing out does not show stale
 * hearts.
 */
export async function moveDeviceWishlist(db: Database, deviceId: string, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id, created_at)
    select ${userId}::integer, product_id, created_at from ${wishlistItems} where device_id = ${deviceId}
    on conflict do nothing`);
  await db.delete(wishlistItems).where(eq(wishlistItems.deviceId, deviceId));
}
