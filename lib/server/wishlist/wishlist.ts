import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { WISHLIST_MAX_ITEMS } from '@/lib/contract/calls/wishlist';
import { NotFoundError, RefusedError } from '@/lib/contract/errors';
import { productCardsByCode, cardsJson, toProductCard } from '@/lib/server/catalog';
import type { ReadCard } from '@/lib/server/catalog';
import type { Database } from '@/lib/server/db';
import { database, rowsOf } from '@/lib/server/db';
import { wishlistItems } from './tables';
// eslint-disable-next-line oculo/module-boundaries -- issue 18 point 2, left: still reads product_cards (joined in SQL); to move behind catalog's front door
import { productCards } from '../db/schema';
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
 * The owner's items whose product is on sale, by the same stored cards the list shows, so the
 * count, the cap and the list always agree. A withdrawn product's row is kept (it may return).
 */
const onSale = and(eq(productCards.productId, wishlistItems.productId), eq(productCards.isActive, true));

/** The id of an active product, or 404: shoppers cannot keep what the shop does not sell. */
async function productIdOf(code: string): Promise<number> {
  const [card] = await productCardsByCode([code]);
  if (!card) throw new NotFoundError('The product');
  return card.id;
}

export async function wishlistCount(owner: WishlistOwner): Promise<{ count: number }> {
  const db = await database();
  const [row] = await db
    .select({ count: count() })
    .from(wishlistItems)
    .innerJoin(productCards, onSale)
    .where(ownedBy(owner));
  return { count: row?.count ?? 0 };
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
  const offset = (query.page - 1) * query.pageSize;
  const result = await db.execute(sql`
    with mine as (
      select ${wishlistItems.productId} as product_id, ${wishlistItems.createdAt} as added_at, ${wishlistItems.id} as id
      from ${wishlistItems} join ${productCards} on ${onSale}
      where ${ownedBy(owner)})
    select (select count(*) from mine)::int as "total",
      ${cardsJson(sql`array(select product_id from mine order by added_at desc, id desc limit ${query.pageSize} offset ${offset})`)} as "cards"`);
  const [row] = rowsOf<{ total: number; cards: ReadCard[] }>(result);
  const total = row?.total ?? 0;
  return {
    list: (row?.cards ?? []).map((card) => toProductCard(card, now)),
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
  // The cap is checked in the insert itself. It guards storage, not a promise: two adds racing
  // from one device could pass it together by one, which is harmless.
  const result = await db.execute(sql`
    insert into ${wishlistItems} (device_id, user_id, product_id)
    select ${owner.deviceId ?? null}, ${owner.userId ?? null}::integer, ${productId}
    where (select count(*) from ${wishlistItems} join ${productCards} on ${onSale} where ${ownedBy(owner)}) < ${WISHLIST_MAX_ITEMS}
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
 * Signing in (DESIGN §4): the device's wishlist joins the account's. A product already on the
 * account stays once; the device keeps nothing, so signing out does not show stale hearts.
 */
export async function moveDeviceWishlist(db: Database, deviceId: string, userId: number): Promise<void> {
  await db.execute(sql`
    insert into ${wishlistItems} (user_id, product_id, created_at)
    select ${userId}::integer, product_id, created_at from ${wishlistItems} where device_id = ${deviceId}
    on conflict do nothing`);
  await db.delete(wishlistItems).where(eq(wishlistItems.deviceId, deviceId));
}
