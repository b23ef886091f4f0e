import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { DEFAULT_FRAME_OFFER, type FrameOffer } from '@/lib/shop/frame-offer';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import {
  addGlasses,
  cartOf,
  freshProduct,
  guestDevice,
  must,
  okData,
  orderRow,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
  type Headers,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#promotions: the second-frame offer (docs/product.md#pricing) is the seeded
// default an owner (or the catalog team) may turn off or change; carts and new checkouts follow.

type Answer = { frameOffer: FrameOffer; offerName: string };

let owner: TestOperator;
let catalog: TestOperator;
beforeAll(async () => {
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

const getOffer = (who: TestOperator) => post<Answer>('/api/admin/promotions/get', {}, who.headers);
const setOffer = (frameOffer: unknown, who: TestOperator = owner) =>
  post<Answer>('/api/admin/promotions/update', { frameOffer }, who.headers);

afterEach(async () => {
  okData(await setOffer(DEFAULT_FRAME_OFFER));
});

/** A guest cart of two pairs of sunglasses, $80.00 and $49.99 frames, each with lenses. */
async function twoPairCart(): Promise<{ headers: Headers; lensCents: number; cheapCode: string }> {
  const dear = await freshProduct('sunglasses', { priceCents: 8_000 });
  const cheap = await freshProduct('sunglasses', { priceCents: 4_999 });
  const headers = guestDevice();
  const { lensCents } = await addGlasses(headers, cheap);
  await addGlasses(headers, dear);
  return { headers, lensCents, cheapCode: cheap.code };
}

describe('a new shop prices the cart exactly as before (docs/product.md#pricing)', () => {
  it('is seeded with every other frame 50 % off, lenses at full price', async () => {
    expect(okData(await getOffer(owner))).toEqual({
      frameOffer: DEFAULT_FRAME_OFFER,
      offerName: 'Second frame 50% off',
    });
    const { headers, lensCents, cheapCode } = await twoPairCart();
    const { list, totals } = await cartOf(headers);
    expect(must(list.find((line) => line.code === cheapCode)).frameDiscountCents).toBe(2_500);
    expect(totals).toMatchObject({
      subtotalCents: 8_000 + 4_999 + 2 * lensCents,
      frameDiscountCents: 2_500,
      frameOfferName: 'Second frame 50% off',
    });
  });
});

describe('the name of the offer follows what was priced (docs/operating.md#promotions)', () => {
  it('the cart names the offer it is priced with now', async () => {
    const { headers } = await twoPairCart();
    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, percent: 30 }));
    expect((await cartOf(headers)).totals).toMatchObject({
      frameDiscountCents: 1_500,
      frameOfferName: 'Second frame 30% off',
    });
  });

  it('a checkout and its order keep the name of the offer they were priced with', async () => {
    const shopper = await createShopper('named');
    const dear = await freshProduct('sunglasses', { priceCents: 8_000 });
    const cheap = await freshProduct('sunglasses', { priceCents: 4_999 });
    await addGlasses(shopper.headers, cheap);
    await addGlasses(shopper.headers, dear);
    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, percent: 30 }));
    const taken = okData(await snapshoot(shopper.headers));
    expect(taken.totals).toMatchObject({ frameDiscountCents: 1_500, frameOfferName: 'Second frame 30% off' });

    // the owner puts the default back while the checkout is under way
    okData(await setOffer(DEFAULT_FRAME_OFFER));
    const shipped = okData(
      await snapshootShipping(shopper.headers, taken.snapshotId, { address: US_ADDRESS }),
    );
    expect(shipped.snapshot.totals.frameOfferName).toBe('Second frame 30% off');
    const order = okData(await submitOrder(shopper.headers, taken.snapshotId));
    expect((await orderRow(order.orderNumber)).frameOfferName).toBe('Second frame 30% off');

    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: order.orderNumber }, shopper.headers),
    );
    expect(detail.totals).toMatchObject({
      frameDiscountCents: 1_500,
      frameOfferName: 'Second frame 30% off',
    });
    const seen = okData(
      await post<OperatorOrder>('/api/admin/orders/info', { number: order.orderNumber }, owner.headers),
    );
    expect(seen.totals).toMatchObject({ frameDiscountCents: 1_500, frameOfferName: 'Second frame 30% off' });
  });
});

describe('the owner changes the offer (docs/operating.md#promotions)', () => {
  it('turned off, a two-frame cart and a new checkout lose the discount; the change is audited', async () => {
    const { headers, lensCents } = await twoPairCart();
    const answer = okData(await setOffer({ ...DEFAULT_FRAME_OFFER, enabled: false }));
    expect(answer.frameOffer.enabled).toBe(false);
    const { totals } = await cartOf(headers);
    expect(totals).toMatchObject({ frameDiscountCents: 0, merchandiseCents: 8_000 + 4_999 + 2 * lensCents });
    const snapshot = okData(await snapshoot(headers, { currency: 'USD' }));
    expect(snapshot.totals.frameDiscountCents).toBe(0);
    expect(await auditActions(owner, 'promotion', 'frame-offer')).toContain('promotion.update');
  });

  it('a checkout under way keeps the offer it was priced with, through shipping and the order', async () => {
    const shopper = await createShopper('buyer');
    const dear = await freshProduct('sunglasses', { priceCents: 8_000 });
    const cheap = await freshProduct('sunglasses', { priceCents: 4_999 });
    await addGlasses(shopper.headers, cheap);
    await addGlasses(shopper.headers, dear);
    const taken = okData(await snapshoot(shopper.headers));
    expect(taken.totals.frameDiscountCents).toBe(2_500);

    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, enabled: false }));
    const shipped = okData(
      await snapshootShipping(shopper.headers, taken.snapshotId, { address: US_ADDRESS }),
    );
    expect(shipped.snapshot.totals.frameDiscountCents).toBe(2_500);
    const order = okData(await submitOrder(shopper.headers, taken.snapshotId));
    expect(order.totalCents).toBe(shipped.snapshot.totals.totalCents);
    expect((await orderRow(order.orderNumber)).frameDiscountCents).toBe(2_500);
  });

  it('at 30 %, the cheaper frame loses 30 % of its frame price, half-up', async () => {
    const { headers } = await twoPairCart();
    const answer = okData(await setOffer({ ...DEFAULT_FRAME_OFFER, percent: 30 }, catalog));
    expect(answer.offerName).toBe('Second frame 30% off');
    const { totals } = await cartOf(headers);
    expect(totals.frameDiscountCents).toBe(1_500);
  });

  it('with lenses discounted, the cheaper pair loses half of frame and lenses', async () => {
    const { headers, lensCents } = await twoPairCart();
    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, lensesDiscounted: true }));
    const { totals } = await cartOf(headers);
    expect(totals.frameDiscountCents).toBe(Math.floor(((4_999 + lensCents) * 50 + 50) / 100));
  });

  it('with sunglasses left out, a cart of sunglasses gets nothing off', async () => {
    const { headers } = await twoPairCart();
    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, categories: ['eyeglasses'] }));
    expect((await cartOf(headers)).totals.frameDiscountCents).toBe(0);
  });

  it.each<[string, unknown, string]>([
    ['a percentage of 0', { ...DEFAULT_FRAME_OFFER, percent: 0 }, 'frameOffer.percent'],
    ['a percentage over 100', { ...DEFAULT_FRAME_OFFER, percent: 101 }, 'frameOffer.percent'],
    ['an unknown category', { ...DEFAULT_FRAME_OFFER, categories: ['hats'] }, 'frameOffer.categories.0'],
    ['an offer on with no category', { ...DEFAULT_FRAME_OFFER, categories: [] }, 'frameOffer.categories'],
    ['no on/off', { percent: 50, categories: [], lensesDiscounted: false }, 'frameOffer.enabled'],
  ])('refuses %s with 422 naming the field', async (_, body, field) => {
    const result = await setOffer(body);
    expect(result.body.code).toBe(422);
    expect(Object.keys((result.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
    expect(okData(await getOffer(owner)).frameOffer).toEqual(DEFAULT_FRAME_OFFER);
  });

  it('a shopper\u2019s token, a device and the staff role cannot call them', async () => {
    const shopper = await createShopper();
    const off = { frameOffer: { ...DEFAULT_FRAME_OFFER, enabled: false } };
    for (const path of ['get', 'update']) {
      const body = path === 'update' ? off : {};
      expect((await post(`/api/admin/promotions/${path}`, body, shopper.headers)).body.code).toBe(3);
      expect((await post(`/api/admin/promotions/${path}`, body, guestDevice())).body.code).toBe(3);
    }
    const staff = await createOperator('staff');
    expect((await getOffer(staff)).body.code).toBe(403);
    expect((await setOffer(off.frameOffer, staff)).body.code).toBe(403);
    expect(okData(await getOffer(owner)).frameOffer).toEqual(DEFAULT_FRAME_OFFER);
  });
});
