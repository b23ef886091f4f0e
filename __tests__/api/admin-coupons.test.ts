import { randomBytes } from 'node:crypto';
import type { AdminCoupon, CouponUsage } from '@/lib/contract/calls/admin/coupons';
import type { MyCoupon } from '@/lib/contract/calls/coupon';
import { post } from '../support/call-route';
import {
  addToCart,
  freshProduct,
  must,
  okData,
  paidOrder,
  payWithDemo,
  readySnapshot,
  submitOrder,
  type Headers,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// The console creates, changes, pauses and resumes coupons and shows their use; the limits hold
// where shoppers claim and use coupons, through the storefront's own calls.

type Page<T> = { list: T[]; total: number };
type Audit = { action: string; objectId: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let catalog: TestOperator;
let owner: TestOperator;

beforeAll(async () => {
  catalog = await createOperator('catalog');
  owner = await createOperator('owner');
});

const call = <T>(verb: string, body: unknown, who: { headers: Headers } = catalog) =>
  post<T>(`/api/admin/coupons/${verb}`, body, who.headers);

const newCode = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

/** A running coupon, claimable, 20% off any order, with the changes given. */
function draft(changes: Record<string, unknown> = {}) {
  return {
    code: newCode(),
    title: 'Twenty off',
    kind: 'percent',
    value: 20,
    minSpendCents: 0,
    startsAt: new Date(Date.now() - HOUR).toISOString(),
    endsAt: new Date(Date.now() + 7 * DAY).toISOString(),
    claimable: true,
    validDays: 14,
    totalLimit: null,
    perCustomerLimit: 1,
    firstOrderOnly: false,
    ...changes,
  };
}

async function created(changes: Record<string, unknown> = {}): Promise<AdminCoupon> {
  return okData(await call<AdminCoupon>('create', draft(changes)));
}

const claim = (shopper: TestShopper, code: string) =>
  post<MyCoupon>('/api/coupon/claim', { code }, shopper.headers);

describe('the coupons of the console', () => {
  it('a coupon made in the console is claimed by a shopper and takes its discount at checkout; its use is shown', async () => {
    const coupon = await created();
    expect(coupon).toMatchObject({ state: 'active', discount: '20% off', claims: 0, used: 0, active: true });

    const shopper = await createShopper('coupon-buyer');
    const held = okData(await claim(shopper, coupon.code));
    const item = await freshProduct('accessories', { priceCents: 4_000 });
    okData(await addToCart(shopper.headers, item));
    const snapshot = await readySnapshot(shopper.headers, { couponId: held.id });
    expect(snapshot.coupon).toMatchObject({ code: coupon.code, discountCents: 800 });
    expect(snapshot.totals.couponDiscountCents).toBe(800);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    okData(await payWithDemo(shopper.headers, order.orderNumber));

    const usage = okData(await call<CouponUsage>('usage', { id: coupon.id }));
    expect(usage).toMatchObject({
      coupon: { claims: 1, used: 1 },
      unused: 0,
      ordersCount: 1,
      paidOrders: 1,
      totalDiscountCents: 800,
      orders: [{ number: order.orderNumber, discountCents: 800, email: shopper.email }],
    });
    const listed = okData(await call<Page<AdminCoupon>>('list', { search: coupon.code.toLowerCase() }));
    expect(listed.list.map((row) => [row.code, row.claims, row.used])).toEqual([[coupon.code, 1, 1]]);

    const log = okData(
      await post<Page<Audit>>('/api/admin/audit/list', { objectId: coupon.code }, owner.headers),
    );
    expect(log.list.map((line) => line.action)).toEqual(['coupon.create']);
  });

  it('gives out no more than the total limit, even to two shoppers claiming the last one at once', async () => {
    const coupon = await created({ totalLimit: 2 });
    const [first, second, third] = await Promise.all([
      createShopper('limit-a'),
      createShopper('limit-b'),
      createShopper('limit-c'),
    ]);
    okData(await claim(must(first), coupon.code));
    const race = await Promise.all([claim(must(second), coupon.code), claim(must(third), coupon.code)]);
    expect(race.map((result) => result.body.code).sort()).toEqual([0, 200]);
    expect(race.find((result) => result.body.code === 0)?.body.msg).toBe(
      'All of these coupons have been claimed.',
    );
    expect(okData(await call<CouponUsage>('usage', { id: coupon.id })).coupon.claims).toBe(2);
  });

  it('a customer takes a coupon no more often than its per-customer limit, one unused at a time', async () => {
    const coupon = await created({ perCustomerLimit: 1 });
    const shopper = await createShopper('per-customer');
    const held = okData(await claim(shopper, coupon.code));
    const item = await freshProduct('accessories', { priceCents: 3_000 });
    okData(await addToCart(shopper.headers, item));
    const snapshot = await readySnapshot(shopper.headers, { couponId: held.id });
    okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    // used once: a claim answers the used coupon, and none is added
    const again = okData(await claim(shopper, coupon.code));
    expect(again).toMatchObject({ id: held.id, status: 'used' });
    expect(okData(await call<CouponUsage>('usage', { id: coupon.id })).coupon.claims).toBe(1);
    // the operator cannot hand it out again either
    const granted = await post(
      '/api/admin/customers/grantCoupon',
      { id: shopper.userId, couponCode: coupon.code },
      owner.headers,
    );
    expect(granted.body).toMatchObject({
      code: 0,
      msg: expect.stringContaining('as many times as it allows'),
    });
  });

  it('a first-order coupon is refused to a customer with a paid order, and stops working at checkout after one', async () => {
    const coupon = await created({ firstOrderOnly: true });
    const { shopper: buyer } = await paidOrder();
    const refused = await claim(buyer, coupon.code);
    expect(refused.body).toMatchObject({ code: 0, msg: 'This coupon is for a first order only.' });

    const newcomer = await createShopper('first-order');
    const held = okData(await claim(newcomer, coupon.code));
    await paidOrder({ shopper: newcomer });
    const item = await freshProduct('accessories', { priceCents: 5_000 });
    okData(await addToCart(newcomer.headers, item));
    const snapshot = await readySnapshot(newcomer.headers, { couponId: held.id });
    expect(snapshot.coupon).toBeNull();
    expect(snapshot.couponProblem).toBe('This coupon is for a first order only.');
  });

  it('a paused coupon is neither claimable nor taken at checkout; resumed, it works again', async () => {
    const coupon = await created();
    const shopper = await createShopper('paused');
    const held = okData(await claim(shopper, coupon.code));
    const paused = okData(await call<AdminCoupon>('pause', { id: coupon.id, paused: true }));
    expect(paused).toMatchObject({ active: false, state: 'paused' });

    const other = await createShopper('paused-other');
    expect((await claim(other, coupon.code)).body.code).toBe(404);
    const item = await freshProduct('accessories', { priceCents: 5_000 });
    okData(await addToCart(shopper.headers, item));
    const refused = await readySnapshot(shopper.headers, { couponId: held.id });
    expect(refused.coupon).toBeNull();
    expect(refused.totals.couponDiscountCents).toBe(0);
    const pausedList = okData(await call<Page<AdminCoupon>>('list', { state: 'paused', pageSize: 100 }));
    expect(pausedList.list.map((row) => row.code)).toContain(coupon.code);

    okData(await call('pause', { id: coupon.id, paused: false }));
    expect((await claim(other, coupon.code)).body.code).toBe(200);
    const taken = await readySnapshot(shopper.headers, { couponId: held.id });
    expect(taken.totals.couponDiscountCents).toBe(1_000);
  });

  it('changes a coupon’s terms; the change applies at the next checkout', async () => {
    const coupon = await created();
    const changed = okData(
      await call<AdminCoupon>('update', {
        ...draft(),
        id: coupon.id,
        kind: 'amount',
        value: 700,
        code: undefined,
      }),
    );
    expect(changed).toMatchObject({ code: coupon.code, kind: 'amount', value: 700, discount: '$7.00 off' });
    const shopper = await createShopper('changed');
    const held = okData(await claim(shopper, coupon.code));
    const item = await freshProduct('accessories', { priceCents: 5_000 });
    okData(await addToCart(shopper.headers, item));
    expect((await readySnapshot(shopper.headers, { couponId: held.id })).totals.couponDiscountCents).toBe(
      700,
    );
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const taken = await created();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ value: 120 }, 'value', /at most 100/],
      [{ endsAt: new Date(Date.now() - 2 * HOUR).toISOString() }, 'endsAt', /end after it starts/],
      [{ code: taken.code }, 'code', /is taken/],
      [{ code: 'x' }, 'code', /letters and digits/],
      [{ totalLimit: 2, perCustomerLimit: 3 }, 'perCustomerLimit', /more than the coupons/],
      [{ kind: 'free' }, 'kind', /percent or amount/],
      [{ startsAt: 'tomorrow' }, 'startsAt', /date and time/],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call('create', draft(change));
      expect({ field, body: refused.body }).toMatchObject({
        field,
        body: { code: 422, data: { fields: { [field]: expect.stringMatching(message) } } },
      });
    }
    const updated = await call('update', { ...draft({ value: 101 }), code: undefined, id: taken.id });
    expect(updated.body).toMatchObject({
      code: 422,
      data: { fields: { value: expect.stringMatching(/100/) } },
    });
    expect(okData(await call<CouponUsage>('usage', { id: taken.id })).coupon.value).toBe(20);
  });

  it('a staff member cannot see or change coupons (403)', async () => {
    const staff = await createOperator('staff');
    expect((await call('list', {}, staff)).body.code).toBe(403);
    const code = newCode();
    expect((await call('create', draft({ code }), staff)).body.code).toBe(403);
    const found = okData(await call<Page<AdminCoupon>>('list', { search: code }));
    expect(found.total).toBe(0);
  });
});
