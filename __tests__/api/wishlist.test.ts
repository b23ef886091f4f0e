import { eq, sql } from 'drizzle-orm';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { WISHLIST_MAX_ITEMS } from '@/lib/contract/calls/wishlist';
import { refreshProductListings } from '@/lib/server/domain/catalog/product-listings';
import { database } from '@/lib/server/platform/db/database';
import { products, wishlistItems } from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';

// docs/product.md#calls "Product": /api/wishlist/is, /count, /list, plus add and remove (the
// product page heart). Until accounts exist a wishlist belongs to the guest's device (X-Device-Id).

type WishlistPage = { list: ProductCard[]; total: number; page: number; pageSize: number; pageCount: number };
type WishlistState = { inWishlist: boolean; count: number };

const asDevice = (deviceId: string) => ({ 'x-device-id': deviceId });
const call = <T>(deviceId: string, path: string, body: unknown = {}) =>
  post<T>(`/api/wishlist/${path}`, body, asDevice(deviceId));

let codes: string[] = [];

beforeAll(async () => {
  const db = await database();
  const rows = await db
    .select({ code: products.code })
    .from(products)
    .where(eq(products.isActive, true))
    .limit(8);
  codes = rows.map((row) => row.code);
});

function code(index: number): string {
  const value = codes[index];
  if (!value) throw new Error(`no product ${index}`);
  return value;
}

describe('a guest wishlist (docs/product.md#calls /api/wishlist/*)', () => {
  it('adds, tells, counts, lists and removes a product', async () => {
    const device = createDeviceId();
    expect((await call<{ inWishlist: boolean }>(device, 'is', { code: code(0) })).body.data).toEqual({
      inWishlist: false,
    });

    const added = await call<WishlistState>(device, 'add', { code: code(0) });
    expect(added.body).toMatchObject({ code: 200, data: { inWishlist: true, count: 1 } });
    expect((await call<{ inWishlist: boolean }>(device, 'is', { code: code(0) })).body.data).toEqual({
      inWishlist: true,
    });
    expect((await call<{ count: number }>(device, 'count')).body.data).toEqual({ count: 1 });

    const page = (await call<WishlistPage>(device, 'list')).body.data;
    expect(page.total).toBe(1);
    expect(page.list.map((card) => card.code)).toEqual([code(0)]);
    expect(page.list[0]).toHaveProperty('rating');

    const removed = await call<WishlistState>(device, 'remove', { code: code(0) });
    expect(removed.body).toMatchObject({ code: 200, data: { inWishlist: false, count: 0 } });
    expect((await call<{ count: number }>(device, 'count')).body.data).toEqual({ count: 0 });
  });

  it('adds idempotently and removes what is not there without complaint', async () => {
    const device = createDeviceId();
    await call(device, 'add', { code: code(1) });
    const again = await call<WishlistState>(device, 'add', { code: code(1) });
    expect(again.body.data).toEqual({ inWishlist: true, count: 1 });
    const absent = await call<WishlistState>(device, 'remove', { code: code(2) });
    expect(absent.body).toMatchObject({ code: 200, data: { inWishlist: false, count: 1 } });
  });

  it('lists the most recently added first, a page at a time', async () => {
    const device = createDeviceId();
    for (const index of [0, 1, 2, 3, 4]) await call(device, 'add', { code: code(index) });
    const first = (await call<WishlistPage>(device, 'list', { page: 1, pageSize: 2 })).body.data;
    const last = (await call<WishlistPage>(device, 'list', { page: 3, pageSize: 2 })).body.data;
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, pageCount: 3 });
    expect(first.list.map((card) => card.code)).toEqual([code(4), code(3)]);
    expect(last.list.map((card) => card.code)).toEqual([code(0)]);
  });

  it('leaves out withdrawn products from the list and the count, and keeps them for their return', async () => {
    const device = createDeviceId();
    await call(device, 'add', { code: code(5) });
    await call(device, 'add', { code: code(6) });
    const db = await database();
    const [withdrawn] = await db
      .update(products)
      .set({ isActive: false })
      .where(eq(products.code, code(6)))
      .returning();
    await refreshProductListings(db, [withdrawn?.id ?? 0]);
    try {
      expect((await call<WishlistPage>(device, 'list')).body.data.list.map((card) => card.code)).toEqual([
        code(5),
      ]);
      expect((await call<{ count: number }>(device, 'count')).body.data.count).toBe(1);
    } finally {
      await db
        .update(products)
        .set({ isActive: true })
        .where(eq(products.code, code(6)));
      await refreshProductListings(db, [withdrawn?.id ?? 0]);
    }
    expect((await call<{ count: number }>(device, 'count')).body.data.count).toBe(2);
  });

  it('answers 404 for an unknown product and 422 for bad input', async () => {
    const device = createDeviceId();
    for (const path of ['is', 'add', 'remove']) {
      expect((await call(device, path, { code: 'NO-SUCH-FRAME' })).body.code).toBe(404);
    }
    const empty = await call<{ fields: Record<string, string> }>(device, 'add', { code: '' });
    expect(empty.body.code).toBe(422);
    expect(empty.body.data.fields).toHaveProperty('code');
    const unknownField = await call<{ fields: Record<string, string> }>(device, 'add', {
      code: code(0),
      userId: 7,
    });
    expect(unknownField.body.data.fields.userId).toBe('Unknown field.');
    expect((await call(device, 'list', { pageSize: 0 })).body.code).toBe(422);
    expect((await call(device, 'list', { page: 'two' })).body.code).toBe(422);
  });
});

describe('whose wishlist it is (docs/product.md#guest-cart X-Device-Id)', () => {
  it('never shows or changes another device’s wishlist', async () => {
    const mine = createDeviceId();
    const theirs = createDeviceId();
    await call(mine, 'add', { code: code(0) });
    await call(mine, 'add', { code: code(1) });

    expect((await call<{ inWishlist: boolean }>(theirs, 'is', { code: code(0) })).body.data.inWishlist).toBe(
      false,
    );
    expect((await call<{ count: number }>(theirs, 'count')).body.data.count).toBe(0);
    expect((await call<WishlistPage>(theirs, 'list')).body.data).toMatchObject({ total: 0, list: [] });
    const removal = await call<WishlistState>(theirs, 'remove', { code: code(0) });
    expect(removal.body.data).toEqual({ inWishlist: false, count: 0 });

    expect((await call<{ count: number }>(mine, 'count')).body.data.count).toBe(2);
    expect((await call<{ inWishlist: boolean }>(mine, 'is', { code: code(0) })).body.data.inWishlist).toBe(
      true,
    );
  });

  it.each([
    ['no device id', {}],
    ['a malformed device id', { 'x-device-id': 'short' }],
    ['a device id with a space', { 'x-device-id': 'A'.repeat(40) + ' ' + 'B'.repeat(27) }],
  ])('refuses a call with %s with code 0 and a message, not code 3', async (_case, headers) => {
    for (const path of ['count', 'list']) {
      const result = await post(`/api/wishlist/${path}`, {}, headers);
      expect(result.status).toBe(200);
      expect(result.body.code).toBe(0);
      expect(result.body.msg).toMatch(/wishlist/i);
    }
    expect((await post('/api/wishlist/add', { code: code(0) }, headers)).body.code).toBe(0);
  });

  it('answers code 3 to a bearer token: no session can be valid before accounts exist', async () => {
    const result = await post(
      '/api/wishlist/count',
      {},
      { ...asDevice(createDeviceId()), authorization: 'Bearer made-up' },
    );
    expect(result.body.code).toBe(3);
  });
});

describe(`the wishlist cap (${WISHLIST_MAX_ITEMS} products)`, () => {
  it('refuses the next product with code 0 once full, and still accepts one already there', async () => {
    const db = await database();
    // The seed catalog has fewer products than the cap: add plain ones to reach it.
    const [{ count: existing } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products);
    const extra = Array.from({ length: WISHLIST_MAX_ITEMS + 1 - existing }, (_, index) => ({
      code: `WL${String(index).padStart(4, '0')}`,
      name: `Wishlist Test ${index}`,
      type: 'accessories',
      summary: 'A test product.',
      description: 'A test product.',
      priceCents: 995,
      featuredRank: 900_000 + index,
      searchText: 'test',
    }));
    const inserted = await db.insert(products).values(extra).returning({ id: products.id });
    await refreshProductListings(
      db,
      inserted.map((row) => row.id),
    );
    const all = await db.select({ id: products.id, code: products.code }).from(products).orderBy(products.id);
    const [last, ...rest] = all.reverse();
    const device = createDeviceId();
    await db
      .insert(wishlistItems)
      .values(rest.slice(0, WISHLIST_MAX_ITEMS).map((row) => ({ deviceId: device, productId: row.id })));

    expect((await call<{ count: number }>(device, 'count')).body.data.count).toBe(WISHLIST_MAX_ITEMS);
    const refused = await call(device, 'add', { code: last?.code });
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/full/);
    const again = await call<WishlistState>(device, 'add', { code: rest[0]?.code });
    expect(again.body).toMatchObject({ code: 200, data: { inWishlist: true, count: WISHLIST_MAX_ITEMS } });

    // A withdrawn product leaves room: the cap counts what the list shows.
    const withdrawnId = rest[1]?.id ?? 0;
    await db.update(products).set({ isActive: false }).where(eq(products.id, withdrawnId));
    await refreshProductListings(db, [withdrawnId]);
    try {
      const room = await call<WishlistState>(device, 'add', { code: last?.code });
      expect(room.body).toMatchObject({ code: 200, data: { inWishlist: true, count: WISHLIST_MAX_ITEMS } });
    } finally {
      await db.update(products).set({ isActive: true }).where(eq(products.id, withdrawnId));
      await refreshProductListings(db, [withdrawnId]);
    }
  });
});
