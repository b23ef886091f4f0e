import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { BuyAgainAnswer } from '@/lib/contract/calls/buy-again';
import { buyAgainPrescriptionExpired } from '@/lib/shop/buy-again-expiry';
import { BUY_AGAIN_MESSAGES } from '@/lib/shop/buy-again';
import { OrderStatus } from '@/lib/shop/order-status';
import { database } from '@/lib/server/platform/db/database';
import { frameSpecs, lensOptions, productVariants, products } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  cartOf,
  must,
  okData,
  paidOrder,
  payWithDemo,
  readySnapshot,
  setOrder,
  setPrice,
  setStock,
  submitLensChoices,
  submitOrder,
  type Headers,
} from '../support/checkout-flow';
import { useTestOutbox } from '../support/outbox';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#buy-again: /api/order/buyAgain puts a delivered order's frame colour, lens
// options and a copy of its prescription back in the owner's cart at today's prices, names what
// cannot be added (with the wizard's step to choose again), asks first about an expired
// prescription, and opens to nobody but the order's owner.

jest.mock('@/lib/shop/buy-again-expiry', () => ({ buyAgainPrescriptionExpired: jest.fn(() => false) }));
const expiredMock = jest.mocked(buyAgainPrescriptionExpired);

beforeAll(async () => {
  await useTestOutbox();
});
afterEach(() => {
  expiredMock.mockReset();
  expiredMock.mockReturnValue(false);
});

async function optionRow(code: string) {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  return must(row);
}

async function setOption(code: string, changes: { priceCents?: number; isActive?: boolean }) {
  const db = await database();
  await db.update(lensOptions).set(changes).where(eq(lensOptions.code, code));
}

async function pick(type: string, code: string) {
  const row = await optionRow(code);
  return { type, value: row.id, price: row.priceCents, item: row.name };
}

/** A full-rim eyeglasses frame in stock (it takes the 1.50 lens, docs/product.md#lens-rules). */
async function fullRimFrame() {
  const db = await database();
  const [row] = await db
    .select({ code: products.code, sku: productVariants.sku, priceCents: products.priceCents })
    .from(products)
    .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(
      and(
        eq(products.type, 'eyeglasses'),
        eq(products.isActive, true),
        isNull(products.flashSalePriceCents),
        eq(frameSpecs.rim, 'full-rim'),
        sql`${productVariants.stock} > 5`,
      ),
    )
    .orderBy(asc(products.id), asc(productVariants.id))
    .limit(1);
  return must(row);
}

/** A shopper's delivered order (4 Completed) of single-vision glasses with a typed prescription. */
async function deliveredGlasses(shopper: TestShopper, lensType = 'blue_light') {
  const frame = await fullRimFrame();
  await submitLensChoices(shopper.headers, frame, [
    await pick('lens_use', 'single_vision'),
    { type: 'prescription', value: { source: 'typed', ...MILD_RX }, price: 0 },
    await pick('add_ones', 'anti_reflective'),
    await pick('lens_index', 'index_150'),
    await pick('lens_type', lensType),
  ]);
  const snapshot = await readySnapshot(shopper.headers);
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  okData(await payWithDemo(shopper.headers, order.orderNumber));
  await setOrder(order.orderNumber, { status: OrderStatus.Completed, deliveredAt: new Date() });
  return { frame, orderNumber: order.orderNumber };
}

const buyAgain = (headers: Headers, orderNumber: string, confirmExpired?: boolean) =>
  post<BuyAgainAnswer>(
    '/api/order/buyAgain',
    { orderNumber, ...(confirmExpired === undefined ? {} : { confirmExpired }) },
    headers,
  );

describe('/api/order/buyAgain (docs/product.md#buy-again)', () => {
  it('puts the same frame colour, lens options and a copy of the prescription in the cart at today’s prices', async () => {
    const shopper = await createShopper('again');
    const { frame, orderNumber } = await deliveredGlasses(shopper);
    expect((await cartOf(shopper.headers)).list).toHaveLength(0);

    // prices move after the order: the frame and one lens option
    const db = await database();
    const [row] = await db.select({ id: products.id }).from(products).where(eq(products.code, frame.code));
    await setPrice({ productId: must(row).id }, 12_345);
    const blueLight = (await optionRow('blue_light')).priceCents;
    await setOption('blue_light', { priceCents: 2_222 });

    const answer = okData(await buyAgain(shopper.headers, orderNumber));
    expect(answer.confirmExpired).toBeNull();
    expect(answer.needsShopper).toEqual([]);
    const coating = (await optionRow('anti_reflective')).priceCents;
    expect(answer.added).toEqual([
      expect.objectContaining({ quantity: 1, unitPriceCents: 12_345 + coating + 2_222 }),
    ]);
    expect(answer.count).toBe(1);

    const [line] = (await cartOf(shopper.headers)).list;
    expect(line).toMatchObject({
      code: frame.code,
      sku: frame.sku,
      unitPriceCents: 12_345,
      unitLensCents: coating + 2_222,
    });
    expect(must(line?.lens).lens.map((item) => item.item)).toEqual([
      'Anti-Reflective',
      '1.50 Standard',
      'Blue-Light Filtering',
    ]);
    expect(must(line?.lens).rx).toMatchObject({
      source: 'typed',
      values: { od_sph: -1.5, os_sph: -1.25, os_cyl: -0.5, os_axis: 90, pd: 63 },
    });
    await setOption('blue_light', { priceCents: blueLight });
    await setPrice({ productId: must(row).id }, frame.priceCents);
  });

  it('names a lens option no longer sold, with the wizard’s step to choose again, and adds nothing for it', async () => {
    const shopper = await createShopper('again-option');
    const { frame, orderNumber } = await deliveredGlasses(shopper, 'photochromic');
    await setOption('photochromic', { isActive: false });
    try {
      const answer = okData(await buyAgain(shopper.headers, orderNumber));
      expect(answer.added).toEqual([]);
      expect(answer.count).toBe(0);
      const [need] = answer.needsShopper;
      expect(must(need).message).toBe(
        BUY_AGAIN_MESSAGES.optionGone((await optionRow('photochromic')).name, 'lens_type'),
      );
      expect(must(need).wizard).toMatchObject({
        code: frame.code,
        color: frame.sku,
        step: 5,
        address: `/details/${frame.code}/lenses?color=${encodeURIComponent(frame.sku)}&step=5`,
      });
      expect(must(need).wizard?.remembered.map((choice) => choice.type)).toEqual([
        'lens_use',
        'prescription',
        'add_ones',
        'lens_index',
      ]);
      expect((await cartOf(shopper.headers)).list).toHaveLength(0);
    } finally {
      await setOption('photochromic', { isActive: true });
    }
  });

  it('names a colour that is sold out and adds the rest of the order', async () => {
    const shopper = await createShopper('again-sold-out');
    const { order, item } = await paidOrder({ shopper });
    const orderNumber = order.orderNumber;
    await setOrder(orderNumber, { status: OrderStatus.Shipped });
    await setStock(item, 0);
    const answer = okData(await buyAgain(shopper.headers, orderNumber));
    expect(answer.added).toEqual([]);
    expect(answer.needsShopper).toEqual([
      expect.objectContaining({
        message: expect.stringContaining('is sold out, so it was not added'),
        wizard: null,
      }),
    ]);

    await setStock(item, 3);
    const again = okData(await buyAgain(shopper.headers, orderNumber));
    expect(again.added).toEqual([expect.objectContaining({ quantity: 1 })]);
    expect((await cartOf(shopper.headers)).list).toEqual([expect.objectContaining({ code: item.code })]);
  });

  it('asks first about an expired prescription, and adds once the shopper confirms', async () => {
    const shopper = await createShopper('again-expired');
    const { orderNumber } = await deliveredGlasses(shopper, 'clear');
    expiredMock.mockReturnValue(true);

    const asked = okData(await buyAgain(shopper.headers, orderNumber));
    expect(asked).toEqual({
      added: [],
      needsShopper: [],
      confirmExpired: BUY_AGAIN_MESSAGES.expired,
      count: 0,
    });
    expect((await cartOf(shopper.headers)).list).toHaveLength(0);

    const confirmed = okData(await buyAgain(shopper.headers, orderNumber, true));
    expect(confirmed.confirmExpired).toBeNull();
    expect(confirmed.added).toHaveLength(1);
    expect((await cartOf(shopper.headers)).list).toHaveLength(1);
  });

  it('refuses an order that has not reached the shopper yet', async () => {
    const shopper = await createShopper('again-early');
    const { order } = await paidOrder({ shopper });
    const answer = await buyAgain(shopper.headers, order.orderNumber);
    expect(answer.body).toMatchObject({ code: 0, msg: BUY_AGAIN_MESSAGES.notReceived });
  });

  it('answers 404 for another shopper’s order, and asks a guest to sign in', async () => {
    const owner = await createShopper('again-owner');
    const { order } = await paidOrder({ shopper: owner });
    const orderNumber = order.orderNumber;
    await setOrder(orderNumber, { status: OrderStatus.Completed });
    const other = await createShopper('again-other');
    expect((await buyAgain(other.headers, orderNumber)).body.code).toBe(404);
    expect((await cartOf(other.headers)).list).toHaveLength(0);
    expect((await buyAgain({ 'x-device-id': 'd'.repeat(68) }, orderNumber)).body.code).toBe(3);
  });
});
