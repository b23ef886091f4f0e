import { and, eq } from 'drizzle-orm';
import type { CouponOffer, MyCoupon } from '@/lib/contract/calls/coupon';
import { grantCoupon } from '@/lib/server/domain/coupons/claim-coupon';
import { hasPaidOrder } from '@/lib/server/domain/orders';
import { database } from '@/lib/server/platform/db/database';
import { coupons, userCoupons } from '@/lib/server/platform/db/schema';
import { ensureCoupons } from '@/lib/server/flows/seed/seed-coupons';
import { post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#calls "Account": /api/coupon/list (claimable coupons) and /api/coupon/my (the
// shopper's own, with expiry and minimum spend), plus /api/coupon/claim (ours). Seeded: WELCOME10,
// SAVE15, FLASH20 (claimable and running), SPRING25 (ended), SORRY10 (handed out by support only).

const DAY_MS = 24 * 60 * 60 * 1000;

type Offers = { list: CouponOffer[] };
type Mine = { list: MyCoupon[] };

const offers = (shopper: TestShopper | null) => post<Offers>('/api/coupon/list', {}, shopper?.headers);
const claim = (shopper: TestShopper | null, code: unknown) =>
  post<MyCoupon>('/api/coupon/claim', { code }, shopper?.headers);
const mine = (shopper: TestShopper | null, status: 'usable' | 'used' | 'expired') =>
  post<Mine>('/api/coupon/my', { status }, shopper?.headers);
const codes = (answer: { list: { code: string }[] }) => answer.list.map((coupon) => coupon.code);

async function couponRow(code: string) {
  const db = await database();
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

describe('POST /api/coupon/list', () => {
  it('lists the running claimable coupons, the soonest ending first, with minimum spend and discount', async () => {
    const shopper = await createShopper('coupon-list');
    const result = await offers(shopper);
    expect(result.body.code).toBe(200);
    expect(codes(result.body.data)).toEqual(['FLASH20', 'SAVE15', 'WELCOME10']);
    const [flash, save15, welcome] = result.body.data.list;
    expect(welcome).toMatchObject({
      kind: 'percent',
      value: 10,
      discount: '10% off',
      minSpendCents: 5_000,
      validDays: 30,
      claimed: false,
    });
    expect(save15).toMatchObject({
      kind: 'amount',
      value: 1_500,
      discount: '$15.00 off',
      minSpendCents: 9_900,
    });
    expect(Date.parse(flash?.endsAt ?? '') - Date.now()).toBeLessThan(15 * DAY_MS);
  });

  it('answers code 3 without a sign-in', async () => {
    expect((await offers(null)).body.code).toBe(3);
    expect((await claim(null, 'WELCOME10')).body.code).toBe(3);
    expect((await mine(null, 'usable')).body.code).toBe(3);
  });
});

describe('POST /api/coupon/claim', () => {
  it('puts the coupon in the wallet for its valid days, once, however often it is claimed', async () => {
    const shopper = await createShopper('coupon-claim');
    const first = await claim(shopper, 'WELCOME10');
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({
      code: 'WELCOME10',
      status: 'usable',
      usedAt: null,
      orderNumber: null,
    });
    const lifetime = Date.parse(first.body.data.expiresAt) - Date.parse(first.body.data.claimedAt);
    expect(lifetime).toBe(30 * DAY_MS);

    const again = await claim(shopper, ' welcome10 ');
    expect(again.body.code).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const both = await Promise.all([claim(shopper, 'SAVE15'), claim(shopper, 'SAVE15')]);
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);

    const db = await database();
    const held = await db.select().from(userCoupons).where(eq(userCoupons.userId, shopper.userId));
    expect(held).toHaveLength(2);
    const listed = (await offers(shopper)).body.data.list;
    expect(listed.map((c) => [c.code, c.claimed])).toEqual([
      ['FLASH20', false],
      ['SAVE15', true],
      ['WELCOME10', true],
    ]);
  });

  it('never lets a claimed coupon outlive its offer', async () => {
    const shopper = await createShopper('coupon-flash');
    const flash = await claim(shopper, 'FLASH20');
    expect(flash.body.data.expiresAt).toBe((await couponRow('FLASH20')).endsAt.toISOString());
  });

  it.each([
    ['an unknown code', 'NOPE99', 404],
    ['a code support hands out (not listed for claiming)', 'SORRY10', 404],
    ['an offer that has ended', 'SPRING25', 0],
  ])('refuses %s (code %s)', async (_case, code, expected) => {
    const shopper = await createShopper('coupon-refused');
    const result = await claim(shopper, code);
    expect(result.body.code).toBe(expected);
    if (expected === 0) expect(result.body.msg).toBe('This offer has ended.');
    expect((await mine(shopper, 'usable')).body.data.list).toEqual([]);
  });

  it('refuses an offer that has not started yet with code 0', async () => {
    const db = await database();
    await db.insert(coupons).values({
      code: 'SOON30',
      title: 'Coming soon',
      kind: 'percent',
      value: 30,
      startsAt: new Date(Date.now() + DAY_MS),
      endsAt: new Date(Date.now() + 10 * DAY_MS),
    });
    const shopper = await createShopper('coupon-soon');
    const result = await claim(shopper, 'SOON30');
    expect(result.body.code).toBe(0);
    expect(result.body.msg).toMatch(/not available yet/);
    expect(codes((await offers(shopper)).body.data)).not.toContain('SOON30');
  });

  it.each([['WELCOME 10'], [''], [42], ['X'.repeat(40)]])('answers 422 for the code %j', async (code) => {
    const shopper = await createShopper('coupon-422');
    const result = await post<{ fields: Record<string, string> }>(
      '/api/coupon/claim',
      { code },
      shopper.headers,
    );
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty('code');
  });
});

describe('POST /api/coupon/my', () => {
  let shopper: TestShopper;

  beforeAll(async () => {
    shopper = await createShopper('coupon-wallet');
    await claim(shopper, 'WELCOME10');
    await claim(shopper, 'FLASH20');
    await claim(shopper, 'SAVE15');
    const db = await database();
    // the test stands in for an order marking a coupon used; an expired one is past its own date
    const used = await couponRow('SAVE15');
    await db
      .update(userCoupons)
      .set({ usedAt: new Date(), orderNumber: 'OC-20250601-0042' })
      .where(and(eq(userCoupons.userId, shopper.userId), eq(userCoupons.couponId, used.id)));
    await grantCoupon(db, shopper.userId, 'SORRY10', hasPaidOrder);
    const sorry = await couponRow('SORRY10');
    await db
      .update(userCoupons)
      .set({ expiresAt: new Date(Date.now() - DAY_MS) })
      .where(and(eq(userCoupons.userId, shopper.userId), eq(userCoupons.couponId, sorry.id)));
  });

  it('lists the usable coupons, the soonest expiring first', async () => {
    const result = await mine(shopper, 'usable');
    expect(result.body.code).toBe(200);
    expect(codes(result.body.data)).toEqual(['FLASH20', 'WELCOME10']);
    expect(result.body.data.list.every((coupon) => coupon.status === 'usable')).toBe(true);
    expect(result.body.data.list[1]).toMatchObject({ minSpendCents: 5_000, discount: '10% off' });
  });

  it('lists the used coupons with the order that used them', async () => {
    const result = await mine(shopper, 'used');
    expect(result.body.data.list).toHaveLength(1);
    expect(result.body.data.list[0]).toMatchObject({
      code: 'SAVE15',
      status: 'used',
      orderNumber: 'OC-20250601-0042',
    });
  });

  it('lists the expired coupons', async () => {
    const result = await mine(shopper, 'expired');
    expect(codes(result.body.data)).toEqual(['SORRY10']);
    expect(result.body.data.list[0]?.status).toBe('expired');
  });

  it('defaults to the usable coupons and answers 422 for an unknown tab', async () => {
    expect(codes((await post<Mine>('/api/coupon/my', {}, shopper.headers)).body.data)).toEqual([
      'FLASH20',
      'WELCOME10',
    ]);
    expect((await post('/api/coupon/my', { status: 'all' }, shopper.headers)).body.code).toBe(422);
  });

  it('shows another shopper none of these coupons (IDOR)', async () => {
    const other = await createShopper('coupon-other');
    for (const status of ['usable', 'used', 'expired'] as const) {
      expect((await mine(other, status)).body.data.list).toEqual([]);
    }
    expect((await offers(other)).body.data.list.every((offer) => !offer.claimed)).toBe(true);
  });
});

describe('grantCoupon (for registration and support)', () => {
  it('gives a coupon that is not open to claiming, once, and nothing for an unknown or ended code', async () => {
    const shopper = await createShopper('coupon-grant');
    const db = await database();
    const granted = await grantCoupon(db, shopper.userId, 'sorry10', hasPaidOrder);
    expect(granted).toMatchObject({ code: 'SORRY10', status: 'usable', minSpendCents: 0 });
    expect(await grantCoupon(db, shopper.userId, 'SORRY10', hasPaidOrder)).toEqual(granted);
    expect(await grantCoupon(db, shopper.userId, 'NOPE99', hasPaidOrder)).toBeNull();
    expect(await grantCoupon(db, shopper.userId, 'SPRING25', hasPaidOrder)).toBeNull();
    expect(codes((await mine(shopper, 'usable')).body.data)).toEqual(['SORRY10']);
  });
});

describe('the coupon seed', () => {
  it('adds missing coupons on every start and never changes existing ones', async () => {
    const db = await database();
    const before = await couponRow('WELCOME10');
    await db.delete(coupons).where(eq(coupons.code, 'FLASH20'));
    expect(await ensureCoupons(db)).toBe(1);
    expect(await couponRow('WELCOME10')).toEqual(before);
    expect(await ensureCoupons(db)).toBe(0);
  });
});
