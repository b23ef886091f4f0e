import { eq } from 'drizzle-orm';
import type { OperatorOrder, OrderRefundView } from '@/lib/contract/calls/admin/order-schemas';
import { database } from '@/lib/server/platform/db/database';
import { orderRefunds } from '@/lib/server/platform/db/schema';
import { post } from '../support/call-route';
import {
  addGlasses,
  addToCart,
  freshProduct,
  must,
  okData,
  orderRow,
  payWithDemo,
  snapshoot,
  snapshootShipping,
  stockOf,
  submitOrder,
  US_ADDRESS,
  type TestItem,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { adminOrders } from '../support/operator-orders';
import { createShopper } from '../support/shoppers';

// Refunds by line (docs/operating.md#refund-by-line), through /api/admin/orders/refundLines and
// refundQuote: the chosen lines, parts and shipping worked out to exact cents with their tax part
// (a German order holds 19 % VAT, a Californian one had 7.25 % added), the shipping given back once,
// an amount lowered only with a reason, the tax part of a refund of an amount, and a cancel after a
// refund by line giving back the rest of the tax and only the stock not already back. Run this file
// on PostgreSQL too (TEST_DATABASE_URL).

type Settings = { enabled: boolean; countries: Record<string, string> };
type TaxesAnswer = { settings: Settings; rates: ({ id: number } & Record<string, unknown>)[] };
type Refunded = { order: OperatorOrder; refund: OrderRefundView };
type Quote = {
  lines: { lineId: number; amountCents: number; taxCents: number }[];
  computedCents: number;
  taxCents: number;
};

const CA_ADDRESS = { ...US_ADDRESS, province: 'California', city: 'Los Angeles', postcode: '90012' };
const DE_ADDRESS = {
  ...US_ADDRESS,
  countryCode: 'DE',
  province: '',
  city: 'Berlin',
  postcode: '10115',
  phoneCode: '49',
  phone: '030 1234567',
};

let owner: TestOperator;
let staff: TestOperator;
let seeded: TaxesAnswer;
const setTaxes = (settings: Settings) =>
  post<TaxesAnswer>(
    '/api/admin/taxes/update',
    { settings, rates: seeded.rates.map(({ id: _id, ...rate }) => rate) },
    owner.headers,
  );

beforeAll(async () => {
  owner = await createOperator('owner');
  staff = await createOperator('staff');
  seeded = okData(await post<TaxesAnswer>('/api/admin/taxes/get', {}, owner.headers));
  // the file has a database of its own (__tests__/support/api-setup.ts): tax stays on for all of it
  okData(await setTaxes({ ...seeded.settings, enabled: true }));
});

interface TaxedOrder {
  number: string;
  frame: TestItem;
  kit: TestItem;
  /** The order's lines by what they are (the newest line comes first). */
  glassesLine: number;
  caseLine: number;
}

/** Sunglasses at $129.00 with $25.00 polarized lenses and `cases` $15.00 cases, shipped to `address`, paid. */
async function taxedOrder(address: object, cases = 1, shippingMethod?: string): Promise<TaxedOrder> {
  const shopper = await createShopper('refund-lines');
  const frame = await freshProduct('sunglasses', { priceCents: 12_900, stock: 20 });
  const kit = await freshProduct('accessories', { priceCents: 1_500, stock: 20 });
  await addGlasses(shopper.headers, frame);
  okData(await addToCart(shopper.headers, kit, cases));
  const taken = okData(await snapshoot(shopper.headers));
  const { snapshot } = okData(
    await snapshootShipping(shopper.headers, taken.snapshotId, {
      address,
      ...(shippingMethod ? { shippingMethod } : {}),
    }),
  );
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  okData(await payWithDemo(shopper.headers, order.orderNumber));
  const info = okData(await adminOrders(staff, 'info', { number: order.orderNumber }));
  const lineOf = (kind: string) => must(info.lines.find((line) => line.kind === kind)).id;
  return {
    number: order.orderNumber,
    frame,
    kit,
    glassesLine: lineOf('frame'),
    caseLine: lineOf('accessory'),
  };
}

const line = (lineId: number, quantity = 1, frame = true, lenses = false) => ({
  lineId,
  quantity,
  frame,
  lenses,
});
const selection = (number: string, lines: ReturnType<typeof line>[], extra: object = {}) => ({
  number,
  lines,
  shipping: false,
  tax: true,
  ...extra,
});
const refundLines = (number: string, lines: ReturnType<typeof line>[], extra: object = {}, who = staff) =>
  adminOrders<Refunded>(who, 'refundLines', {
    ...selection(number, lines),
    restock: false,
    destination: 'original',
    reason: 'Frame arrived scratched',
    ...extra,
  });
const quote = (number: string, lines: ReturnType<typeof line>[], extra: object = {}) =>
  adminOrders<Quote>(staff, 'refundQuote', selection(number, lines, extra));

async function refundRows(number: string) {
  const db = await database();
  const { id } = await orderRow(number);
  return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id)).orderBy(orderRefunds.id);
}

const fieldsOf = (body: { data: unknown }) => Object.keys((body.data as { fields: object }).fields);

describe('a refund by line of a German order (19 % VAT held in the prices)', () => {
  it('gives back one frame with its VAT, then the lenses alone, each in exact cents', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    // glasses 15400 · 19/119 = 2458.82 → 2459, shared frame 2059.66 / lenses 399.16 → 2060 / 399
    expect(okData(await quote(order.number, [line(order.glassesLine)]))).toMatchObject({
      computedCents: 12_900,
      taxCents: 2_060,
      lines: [{ lineId: order.glassesLine, name: expect.any(String), amountCents: 12_900, taxCents: 2_060 }],
    });
    const frame = okData(await refundLines(order.number, [line(order.glassesLine)]));
    expect(frame.refund).toMatchObject({
      amountCents: 12_900,
      taxCents: 2_060,
      state: 'done',
      breakdown: {
        lines: [{ lineId: order.glassesLine, quantity: 1, frame: true, lenses: false, amountCents: 12_900 }],
        shippingCents: 0,
        restocked: false,
        computedCents: 12_900,
        loweredBecause: '',
      },
    });
    expect(frame.order.refundLabel).toBe('Partly refunded');
    expect(must(frame.order.lines.find((row) => row.id === order.glassesLine)).refunded).toEqual({
      frame: 1,
      lenses: 0,
    });

    const lenses = okData(await refundLines(order.number, [line(order.glassesLine, 1, false, true)]));
    expect(lenses.refund).toMatchObject({ amountCents: 2_500, taxCents: 399 });
    // the frame again: nothing left of it, named on the lines
    const again = await refundLines(order.number, [line(order.glassesLine)]);
    expect(again.body.code).toBe(422);
    expect(fieldsOf(again.body)).toEqual(['lines']);
    expect(again.body.msg).toMatch(/its frames are already refunded/);
    expect((await refundRows(order.number)).map((row) => [row.amountCents, row.taxCents])).toEqual([
      [12_900, 2_060],
      [2_500, 399],
    ]);
  });

  it('gives the shipping back once, with its VAT; a second time is refused naming the shipping', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    // international standard shipping 1495 holds 238.70 → 239
    const shipped = okData(await refundLines(order.number, [], { shipping: true }));
    expect(shipped.refund).toMatchObject({ amountCents: 1_495, taxCents: 239 });
    expect(shipped.refund.breakdown).toMatchObject({ shippingCents: 1_495, shippingTaxCents: 239 });
    const twice = await refundLines(order.number, [], { shipping: true });
    expect(twice.body.code).toBe(422);
    expect(fieldsOf(twice.body)).toEqual(['shipping']);
    expect(await refundRows(order.number)).toHaveLength(1);
  });

  it('without the tax gives back only the net of the frame', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    const net = okData(await refundLines(order.number, [line(order.glassesLine)], { tax: false }));
    expect(net.refund).toMatchObject({ amountCents: 12_900 - 2_060, taxCents: 0 });
  });

  it('lowers the amount only with a reason, never raises it; the tax part follows the share', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    const raised = await refundLines(order.number, [line(order.glassesLine)], { amountCents: 12_901 });
    expect(raised.body.code).toBe(422);
    expect(fieldsOf(raised.body)).toEqual(['amountCents']);
    const unexplained = await refundLines(order.number, [line(order.glassesLine)], { amountCents: 10_000 });
    expect(unexplained.body.code).toBe(422);
    expect(fieldsOf(unexplained.body)).toEqual(['loweredBecause']);
    expect(await refundRows(order.number)).toHaveLength(0);

    const lowered = okData(
      await refundLines(order.number, [line(order.glassesLine)], {
        amountCents: 10_000,
        loweredBecause: 'The shopper keeps the case of the frame',
      }),
    );
    // 10000 · 2060 / 12900 = 1596.9 → 1597
    expect(lowered.refund).toMatchObject({
      amountCents: 10_000,
      taxCents: 1_597,
      breakdown: { computedCents: 12_900, loweredBecause: 'The shopper keeps the case of the frame' },
    });
  });

  it('a refund of an amount records its share of the tax, all that is left takes the rest', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    const row = await orderRow(order.number);
    expect(row).toMatchObject({ taxCents: 2_937, totalCents: 18_395 });
    const part = okData(
      await adminOrders<Refunded>(staff, 'refund', {
        number: order.number,
        amountCents: 1_000,
        destination: 'wallet',
        reason: 'Goodwill',
      }),
    );
    // 1000 · 2937 / 18395 = 159.66 → 160
    expect(part.refund).toMatchObject({ amountCents: 1_000, taxCents: 160 });
    expect(part.refund.breakdown).toBeUndefined();
    const rest = okData(
      await adminOrders<Refunded>(staff, 'refund', {
        number: order.number,
        amountCents: 17_395,
        destination: 'original',
        reason: 'Everything else',
      }),
    );
    expect(rest.refund).toMatchObject({ amountCents: 17_395, taxCents: 2_937 - 160 });
  });
});

describe('a refund by line of a Californian order (7.25 % added)', () => {
  it('gives back the frame with its exact tax, and the whole case', async () => {
    const order = await taxedOrder(CA_ADDRESS, 1, 'express');
    // glasses 15400 · 7.25 % = 1116.5 → 1117, shared 935.25 / 181.25 → 936 / 181 (tie: the frame);
    // the case 1500 · 7.25 % = 108.75 → 109
    const refunded = okData(await refundLines(order.number, [line(order.glassesLine), line(order.caseLine)]));
    expect(refunded.refund).toMatchObject({ amountCents: 12_900 + 936 + 1_500 + 109, taxCents: 936 + 109 });
    expect(refunded.refund.breakdown?.lines.map((row) => [row.amountCents, row.taxCents])).toEqual([
      [13_836, 936],
      [1_609, 109],
    ]);
  });
});

describe('a cancel after a refund by line', () => {
  it('gives back the rest of the tax, and only the stock not already back', async () => {
    const order = await taxedOrder(DE_ADDRESS, 2);
    const frameStock = await stockOf(order.frame);
    const caseStock = await stockOf(order.kit);
    const one = okData(await refundLines(order.number, [line(order.caseLine)], { restock: true }));
    expect(one.refund.breakdown?.restocked).toBe(true);
    expect(await stockOf(order.kit)).toBe(caseStock + 1);
    expect(await stockOf(order.frame)).toBe(frameStock);

    const cancelled = okData(
      await adminOrders(staff, 'cancel', { number: order.number, reason: 'Asked to' }),
    );
    expect(cancelled.status).toBe(5);
    expect(await stockOf(order.kit)).toBe(caseStock + 2);
    expect(await stockOf(order.frame)).toBe(frameStock + 1);
    const rows = await refundRows(order.number);
    const { taxCents, totalCents } = await orderRow(order.number);
    expect(rows.reduce((sum, row) => sum + row.taxCents, 0)).toBe(taxCents);
    expect(rows.reduce((sum, row) => sum + row.amountCents, 0)).toBe(totalCents);
  });

  it('without the stock back, the cancel puts all of it back', async () => {
    const order = await taxedOrder(DE_ADDRESS, 2);
    const caseStock = await stockOf(order.kit);
    okData(await refundLines(order.number, [line(order.caseLine)]));
    expect(await stockOf(order.kit)).toBe(caseStock);
    okData(await adminOrders(staff, 'cancel', { number: order.number, reason: 'Asked to' }));
    expect(await stockOf(order.kit)).toBe(caseStock + 2);
  });
});

describe('who may refund by line, and bad input', () => {
  it('refuses a shopper’s token and the catalog role; the owner and staff may', async () => {
    const order = await taxedOrder(DE_ADDRESS);
    const shopper = await createShopper('not-staff');
    const catalog = await createOperator('catalog');
    for (const verb of ['refundLines', 'refundQuote']) {
      const body = {
        ...selection(order.number, [line(order.caseLine)]),
        restock: false,
        destination: 'wallet',
        reason: 'x',
      };
      const input = verb === 'refundQuote' ? selection(order.number, [line(order.caseLine)]) : body;
      expect((await post(`/api/admin/orders/${verb}`, input, shopper.headers)).body.code).toBe(3);
      expect((await post(`/api/admin/orders/${verb}`, input, catalog.headers)).body.code).not.toBe(200);
    }
    okData(await quote(order.number, [line(order.caseLine)]));
    okData(await refundLines(order.number, [line(order.caseLine)], {}, owner));
    expect(await refundRows(order.number)).toHaveLength(1);
  });

  it.each<[string, (order: TaxedOrder) => object, string]>([
    ['nothing chosen', () => ({ lines: [] }), 'lines'],
    ['a line of no order of this', () => ({ lines: [line(2_000_000)] }), 'lines'],
    ['more units than bought', (order) => ({ lines: [line(order.caseLine, 2)] }), 'lines'],
    ['lenses of a case', (order) => ({ lines: [line(order.caseLine, 1, false, true)] }), 'lines'],
    ['a negative quantity', (order) => ({ lines: [line(order.caseLine, -1)] }), 'lines.0.quantity'],
    ['no reason', () => ({ reason: '' }), 'reason'],
  ])('refuses %s with 422 naming the field', async (_, change, field) => {
    const order = await taxedOrder(DE_ADDRESS);
    const result = await refundLines(order.number, [line(order.caseLine)], change(order));
    expect(result.body.code).toBe(422);
    expect(fieldsOf(result.body)).toEqual([field]);
    expect(await refundRows(order.number)).toHaveLength(0);
  });
});
