import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AdminCoupon } from '@/lib/contract/calls/admin/coupons';
import type { ShippingOptionView } from '@/lib/contract/calls/checkout';
import type { MyCoupon } from '@/lib/contract/calls/coupon';
import { database } from '@/lib/server/platform/db/database';
import { lensOptions } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  addGlasses,
  addToCart,
  freshProduct,
  guestDevice,
  must,
  okData,
  orderRow,
  readySnapshot,
  snapshootStatus,
  submitOrder,
  type Headers,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// What a coupon covers (docs/operating.md#coupons, docs/product.md#pricing): a coupon made as
// before prices as before; one limited to categories, products or lens options takes only from
// them; free shipping makes the fee 0; a coupon that gives nothing says why at checkout; a coupon
// that does not combine leaves out the frames the second-frame offer discounted.

const HOUR = 3_600_000;
let catalog: TestOperator;
beforeAll(async () => {
  catalog = await createOperator('catalog');
});

const newCode = () => `C${randomBytes(4).toString('hex').toUpperCase()}`;

/** A running claimable coupon, 10% off, with the changes given (no coverage fields: as before). */
function draft(changes: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    title: 'Ten off',
    kind: 'percent',
    value: 10,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
    ...changes,
  };
}

const create = (changes: Record<string, unknown> = {}, who: { headers: Headers } = catalog) =>
  post<AdminCoupon>('/api/admin/coupons/create', draft(changes), who.headers);

/** The coupon made and claimed by the shopper: its held id. */
async function held(shopper: TestShopper, changes: Record<string, unknown> = {}): Promise<number> {
  const coupon = okData(await create(changes));
  return okData(await post<MyCoupon>('/api/coupon/claim', { code: coupon.code }, shopper.headers)).id;
}

async function lensOptionId(code: string): Promise<{ id: number; priceCents: number }> {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  return must(row);
}

const half = (cents: number) => Math.floor((cents * 10 + 50) / 100);

describe('a coupon that covers part of the cart', () => {
  // one pair of sunglasses ($100 frame + lenses) and a $40 accessory: no second-frame offer
  let shopper: TestShopper;
  let lensCents: number;
  let sunglassesId: number;
  beforeAll(async () => {
    shopper = await createShopper('coverage');
    const frame = await freshProduct('sunglasses', { priceCents: 10_000 });
    sunglassesId = frame.productId;
    lensCents = (await addGlasses(shopper.headers, frame)).lensCents;
    okData(await addToCart(shopper.headers, await freshProduct('accessories', { priceCents: 4_000 })));
  });

  it('a coupon made as before covers everything, after the offer, as before', async () => {
    const coupon = okData(await create());
    expect(coupon).toMatchObject({
      scope: 'all',
      scopeIds: [],
      scopeCategories: [],
      freeShipping: false,
      offerRule: 'combines',
      discount: '10% off',
    });
    const id = okData(await post<MyCoupon>('/api/coupon/claim', { code: coupon.code }, shopper.headers)).id;
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.couponProblem).toBeNull();
    expect(snapshot.totals.couponDiscountCents).toBe(half(10_000 + lensCents + 4_000));
  });

  it.each<[string, Record<string, unknown>, () => number]>([
    [
      'Accessories: 10% of the accessory',
      { scope: 'categories', scopeCategories: ['accessories'] },
      () => 400,
    ],
    [
      'Sunglasses: 10% of the frame, not its lenses',
      { scope: 'categories', scopeCategories: ['sunglasses'] },
      () => 1_000,
    ],
    [
      'the sunglasses product: 10% of its frame',
      { scope: 'products', scopeIds: ['SUNGLASSES'] },
      () => 1_000,
    ],
  ])('%s', async (_case, coverage, expected) => {
    const scoped = JSON.parse(
      JSON.stringify(coverage).replace('"SUNGLASSES"', String(sunglassesId)),
    ) as Record<string, unknown>;
    const id = await held(shopper, scoped);
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.couponProblem).toBeNull();
    expect(snapshot.totals.couponDiscountCents).toBe(expected());
    // the status call agrees with the frozen discount, so the order can be made
    expect(okData(await snapshootStatus(shopper.headers, snapshot.snapshotId))).toMatchObject({
      valid: true,
    });
  });

  it('a lens-option coupon takes only from that option’s price, and the order keeps it', async () => {
    const option = await lensOptionId('plain_polarized');
    expect(option.priceCents).toBeGreaterThan(0);
    const id = await held(shopper, { value: 50, scope: 'lens_options', scopeIds: [option.id] });
    const my = okData(
      await post<{ list: MyCoupon[] }>('/api/coupon/my', { status: 'usable' }, shopper.headers),
    );
    expect(must(my.list.find((coupon) => coupon.id === id))).toMatchObject({
      covers: 'Lens options: Non-Prescription Polarized Sunglasses',
      discount: 'Lens options: Non-Prescription Polarized Sunglasses, 50% off',
    });
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.totals.couponDiscountCents).toBe(Math.floor((option.priceCents * 50 + 50) / 100));
    expect(okData(await snapshootStatus(shopper.headers, snapshot.snapshotId)).valid).toBe(true);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect((await orderRow(order.orderNumber)).couponDiscountCents).toBe(
      Math.floor((option.priceCents * 50 + 50) / 100),
    );
  });
});

describe('a coupon that gives nothing says why at checkout', () => {
  it('a category not in the cart', async () => {
    const shopper = await createShopper('not-eligible');
    okData(await addToCart(shopper.headers, await freshProduct('accessories', { priceCents: 5_000 })));
    const id = await held(shopper, { scope: 'categories', scopeCategories: ['sunglasses'] });
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.coupon).toBeNull();
    expect(snapshot.totals.couponDiscountCents).toBe(0);
    expect(snapshot.couponProblem).toBe(
      'This coupon applies to Sunglasses only; nothing in your cart is eligible.',
    );
  });
});

describe('a coupon that does not combine with the second-frame offer', () => {
  // two pairs: the $49.99 frame is the one the offer halves
  let shopper: TestShopper;
  let lensCents: number;
  let cheapId: number;
  beforeAll(async () => {
    shopper = await createShopper('not-with-offer');
    const dear = await freshProduct('sunglasses', { priceCents: 8_000 });
    const cheap = await freshProduct('sunglasses', { priceCents: 4_999 });
    cheapId = cheap.productId;
    lensCents = (await addGlasses(shopper.headers, dear)).lensCents;
    await addGlasses(shopper.headers, cheap);
  });

  it('combines (the default): 10% of everything after the offer', async () => {
    const id = await held(shopper);
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.totals.frameDiscountCents).toBe(2_500);
    expect(snapshot.totals.couponDiscountCents).toBe(half(8_000 + 4_999 - 2_500 + 2 * lensCents));
  });

  it('not with the offer: the halved pair is left out', async () => {
    const id = await held(shopper, { offerRule: 'not_with_offer' });
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.totals.frameDiscountCents).toBe(2_500);
    expect(snapshot.totals.couponDiscountCents).toBe(half(8_000 + lensCents));
    expect(okData(await snapshootStatus(shopper.headers, snapshot.snapshotId)).valid).toBe(true);
  });

  it('not with the offer, on the halved frame only: says it does not combine', async () => {
    const id = await held(shopper, { offerRule: 'not_with_offer', scope: 'products', scopeIds: [cheapId] });
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.coupon).toBeNull();
    expect(snapshot.couponProblem).toBe('This coupon does not combine with the second-frame offer.');
  });
});

describe('a free-shipping coupon', () => {
  it('makes the shipping fee 0 and leaves the merchandise alone, through the order', async () => {
    const shopper = await createShopper('free-shipping');
    okData(await addToCart(shopper.headers, await freshProduct('accessories', { priceCents: 2_000 })));
    const without = await readySnapshot(shopper.headers);
    expect(without.totals.shippingCents).toBeGreaterThan(0);

    const coupon = okData(await create({ kind: 'amount', value: 0, freeShipping: true }));
    expect(coupon).toMatchObject({ discount: 'Free shipping', freeShipping: true, value: 0 });
    const id = okData(await post<MyCoupon>('/api/coupon/claim', { code: coupon.code }, shopper.headers)).id;
    const snapshot = await readySnapshot(shopper.headers, { couponId: id });
    expect(snapshot.couponProblem).toBeNull();
    expect(snapshot.coupon).toMatchObject({ code: coupon.code, discountCents: 0 });
    expect(snapshot.totals).toMatchObject({ couponDiscountCents: 0, shippingCents: 0, totalCents: 2_000 });
    // the method lists say what submit charges: every method free, the coupon named
    const listed = (options: ShippingOptionView[]) =>
      options.map(({ method, feeCents, freeWithCoupon }) => ({ method, feeCents, freeWithCoupon }));
    const freeForAll = without.shippingOptions.map(({ method }) => ({
      method,
      feeCents: 0,
      freeWithCoupon: coupon.code,
    }));
    expect(listed(snapshot.shippingOptions)).toEqual(freeForAll);
    const fees = (couponId?: number | null) =>
      post<{ list: ShippingOptionView[] }>(
        '/api/order/expressFeeList',
        { snapshotId: snapshot.snapshotId, ...(couponId === undefined ? {} : { couponId }) },
        shopper.headers,
      );
    expect(listed(okData(await fees()).list)).toEqual(freeForAll);
    // the shipping step asks before it applies the coupon chosen in the cart, and without it
    expect(listed(okData(await fees(id)).list)).toEqual(freeForAll);
    const charged = okData(await fees(null)).list;
    expect(charged.every((option) => option.freeWithCoupon === undefined)).toBe(true);
    expect(charged.find((option) => option.method === 'express')?.feeCents).toBeGreaterThan(0);
    expect(okData(await snapshootStatus(shopper.headers, snapshot.snapshotId)).valid).toBe(true);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(await orderRow(order.orderNumber)).toMatchObject({
      shippingCents: 0,
      totalCents: 2_000,
      couponCode: coupon.code,
    });
  });
});

describe('the console’s coupon call refuses bad coverage', () => {
  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['products without any', { scope: 'products', scopeIds: [] }, 'scopeIds', /at least one product/],
    ['lens options without any', { scope: 'lens_options' }, 'scopeIds', /at least one lens option/],
    [
      'categories without any',
      { scope: 'categories', scopeCategories: [] },
      'scopeCategories',
      /at least one category/,
    ],
    [
      'an unknown product',
      { scope: 'products', scopeIds: [2_000_000_000] },
      'scopeIds',
      /no product with the id 2000000000/,
    ],
    [
      'an unknown lens option',
      { scope: 'lens_options', scopeIds: [2_000_000_000] },
      'scopeIds',
      /no lens option/,
    ],
    [
      'an unknown category',
      { scope: 'categories', scopeCategories: ['flash_sale'] },
      'scopeCategories',
      /eyeglasses, sunglasses or accessories/,
    ],
    ['an unknown scope', { scope: 'frames' }, 'scope', /everything, products/],
    ['an unknown offer rule', { offerRule: 'sometimes' }, 'offerRule', /combines or not_with_offer/],
    ['nothing off and no free shipping', { value: 0 }, 'value', /free shipping/],
    ['a percentage over 100, as before', { value: 101, freeShipping: true }, 'value', /at most 100/],
  ])('%s', async (_case, change, field, message) => {
    const code = newCode();
    const refused = await create({ ...change, code });
    expect(refused.body.code).toBe(422);
    const fields = (refused.body.data as unknown as { fields: Record<string, string> }).fields;
    const named = Object.entries(fields).find(([key]) => key === field || key.startsWith(`${field}.`));
    expect({ field, message: named?.[1] }).toEqual({ field, message: expect.stringMatching(message) });
    const listed = okData(
      await post<{ total: number }>('/api/admin/coupons/list', { search: code }, catalog.headers),
    );
    expect(listed.total).toBe(0);
  });

  it('a shopper’s token or a device cannot create a coupon', async () => {
    const shopper = await createShopper('not-operator');
    const code = newCode();
    expect((await create({ code, freeShipping: true }, shopper)).body.code).toBe(3);
    expect((await create({ code }, { headers: guestDevice() })).body.code).toBe(3);
    const listed = okData(
      await post<{ total: number }>('/api/admin/coupons/list', { search: code }, catalog.headers),
    );
    expect(listed.total).toBe(0);
  });
});
