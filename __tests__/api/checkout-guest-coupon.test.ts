import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { grantCoupon } from '@/lib/server/domain/coupons/claim-coupon';
import { hasPaidOrder } from '@/lib/server/domain/orders';
import { database } from '@/lib/server/platform/db/database';
import { users } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  addToCart,
  freshProduct,
  fromAddress,
  guestDevice,
  must,
  okData,
  payWithDemo,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
  type Headers,
} from '../support/checkout-flow';
import { useTestOutbox } from '../support/outbox';
import { createShopper } from '../support/shoppers';

// A guest can use the first-order coupon (seeded WELCOME10: 10% off from $50, open to claiming).
// Coupons belong to accounts; a guest's account is made for their e-mail at the shipping step, and
// a typed code (`couponCode`) is claimed into its wallet and applied, in the same call or on the
// payment step after it. A wrong code makes no account; a used coupon does not apply twice; a
// private code is not handed to whoever types it.

beforeAll(async () => {
  await useTestOutbox();
});

const email = (what: string) => `${what}-${randomBytes(4).toString('hex')}@example.com`;
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });

/** A guest with an $80.00 accessory in the cart and a snapshot of it. */
async function guestCheckout() {
  const guest = { ...guestDevice(), ...fromAddress() };
  const item = await freshProduct('accessories', { priceCents: 8_000 });
  okData(await addToCart(guest, item));
  const snapshot = okData(await snapshoot(guest));
  return { guest, snapshot };
}

async function accountOf(address: string) {
  const db = await database();
  const [user] = await db.select().from(users).where(eq(users.email, address));
  return user;
}

describe('a guest and the first-order coupon', () => {
  it('types WELCOME10 on the payment step after the account is made, and the order takes it', async () => {
    const { guest, snapshot } = await guestCheckout();
    const shipped = okData(
      await snapshootShipping(guest, snapshot.snapshotId, { address: US_ADDRESS, email: email('first') }),
    );
    const signedIn = bearer(must(shipped.signIn).token);
    expect(shipped.snapshot.coupon).toBeNull();

    const applied = okData(
      await snapshootShipping(signedIn, snapshot.snapshotId, { couponCode: ' welcome10 ' }),
    ).snapshot;
    expect(applied.coupon).toMatchObject({ code: 'WELCOME10', discountCents: 800 });
    expect(applied.couponProblem).toBeNull();
    expect(applied.totals).toMatchObject({ couponDiscountCents: 800, shippingCents: 0, totalCents: 7_200 });

    const order = okData(await submitOrder(signedIn, snapshot.snapshotId));
    expect(order.totalCents).toBe(7_200);
    okData(await payWithDemo(signedIn, order.orderNumber));
    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: order.orderNumber }, signedIn),
    );
    expect(detail).toMatchObject({ couponCode: 'WELCOME10', status: 1 });
    expect(detail.totals.couponDiscountCents).toBe(800);

    // a second order of the same account: the coupon is spent
    const item = await freshProduct('accessories', { priceCents: 8_000 });
    okData(await addToCart(signedIn, item));
    const again = okData(await snapshoot(signedIn));
    const second = okData(
      await snapshootShipping(signedIn, again.snapshotId, { address: US_ADDRESS, couponCode: 'WELCOME10' }),
    ).snapshot;
    expect(second.totals.couponDiscountCents).toBe(0);
    expect(second.couponProblem).toBe('This coupon has already been used.');
  });

  it('sends the code with the e-mail in one call', async () => {
    const { guest, snapshot } = await guestCheckout();
    const address = email('one-call');
    const shipped = okData(
      await snapshootShipping(guest, snapshot.snapshotId, {
        address: US_ADDRESS,
        email: address,
        couponCode: 'WELCOME10',
      }),
    );
    expect(shipped.snapshot.coupon?.code).toBe('WELCOME10');
    expect(shipped.snapshot.totals.totalCents).toBe(7_200);
    const order = okData(await submitOrder(bearer(must(shipped.signIn).token), snapshot.snapshotId));
    expect(order.totalCents).toBe(7_200);
  });

  it('a code that names nothing is refused on its field, before any account is made', async () => {
    const { guest, snapshot } = await guestCheckout();
    const address = email('wrong-code');
    const refused = await snapshootShipping(guest, snapshot.snapshotId, {
      address: US_ADDRESS,
      email: address,
      couponCode: 'NOSUCH10',
    });
    expect(refused.body).toMatchObject({
      code: 422,
      data: { fields: { couponCode: expect.stringMatching(/not valid/) } },
    });
    expect(await accountOf(address)).toBeUndefined();

    // a coupon only support hands out (SORRY10) is not given to whoever types it
    const privateCode = await snapshootShipping(guest, snapshot.snapshotId, {
      address: US_ADDRESS,
      email: address,
      couponCode: 'SORRY10',
    });
    expect(privateCode.body.code).toBe(422);
    expect(await accountOf(address)).toBeUndefined();

    const badShape = await snapshootShipping(guest, snapshot.snapshotId, { couponCode: 'no!' });
    expect(badShape.body).toMatchObject({ code: 422, data: { fields: { couponCode: expect.any(String) } } });
  });
});

describe('a typed code for a signed-in shopper', () => {
  it('claims an open coupon, applies one they hold, and refuses a private one they do not', async () => {
    const shopper = await createShopper('typed-code');
    const item = await freshProduct('accessories', { priceCents: 12_000 });
    okData(await addToCart(shopper.headers, item));
    const snapshot = okData(await snapshoot(shopper.headers));
    okData(await snapshootShipping(shopper.headers, snapshot.snapshotId, { address: US_ADDRESS }));

    const save15 = okData(
      await snapshootShipping(shopper.headers, snapshot.snapshotId, { couponCode: 'SAVE15' }),
    );
    expect(save15.snapshot.coupon).toMatchObject({ code: 'SAVE15', discountCents: 1_500 });
    const held = okData(await post<{ list: { code: string }[] }>('/api/coupon/my', {}, shopper.headers));
    expect(held.list.map((coupon) => coupon.code)).toContain('SAVE15');

    expect(
      (await snapshootShipping(shopper.headers, snapshot.snapshotId, { couponCode: 'SORRY10' })).body.code,
    ).toBe(422);
    const db = await database();
    await grantCoupon(db, shopper.userId, 'SORRY10', hasPaidOrder);
    const sorry = okData(
      await snapshootShipping(shopper.headers, snapshot.snapshotId, { couponCode: 'sorry10' }),
    );
    expect(sorry.snapshot.coupon).toMatchObject({ code: 'SORRY10', discountCents: 1_000 });

    const both = await snapshootShipping(shopper.headers, snapshot.snapshotId, {
      couponId: must(save15.snapshot.coupon).id,
      couponCode: 'SAVE15',
    });
    expect(both.body).toMatchObject({ code: 422, data: { fields: { couponCode: expect.any(String) } } });

    const removed = okData(await snapshootShipping(shopper.headers, snapshot.snapshotId, { couponId: null }));
    expect(removed.snapshot.coupon).toBeNull();
  });
});
