import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AfterSalesRequest, OrderDetail, OrderSummary } from '@/lib/contract/calls/order';
import { POST as afterSalesPhotoRoute } from '@/app/api/order/afterSalesPhoto/route';
import { resetServerConfig } from '@/lib/server/platform/config';
import { expireLapsedOrders } from '@/lib/server/domain/orders/expire-orders';
import { callRoute, post } from '../support/call-route';
import {
  addToCart,
  claimCoupon,
  freshProduct,
  movesOf,
  must,
  okData,
  paidOrder,
  payWithDemo,
  placedOrder,
  readySnapshot,
  setOrder,
  stockOf,
  submitOrder,
  type Headers,
} from '../support/checkout-flow';
import { createOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#calls: /api/order/list, /info, /delete, /afterSales, /afterSalesPhoto;
// docs/product.md#order-states: every move kept in the history, unpaid orders expire and give their
// stock and coupon back, after-sales within 30 days of payment, an approved return refunded (to the
// shop wallet when chosen).

const dataDir = mkdtempSync(path.join(tmpdir(), 'oculo-orders-'));
process.env.DATA_DIR = dataDir;
resetServerConfig();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const DAY_MS = 24 * 60 * 60 * 1000;
type OrderList = { list: OrderSummary[]; total: number; counts: Record<string, number> };

const listOrders = (headers: Headers, status?: number) =>
  post<OrderList>('/api/order/list', status === undefined ? {} : { status }, headers);
const orderInfo = (headers: Headers, orderNumber: string) =>
  post<OrderDetail>('/api/order/info', { orderNumber }, headers);
const deleteOrder = (headers: Headers, orderNumber: string) =>
  post<{ deleted: true }>('/api/order/delete', { orderNumber }, headers);

function afterSales(
  shopper: TestShopper,
  orderNumber: string,
  fields: { kind?: string; refundTo?: string; photos?: Buffer[] } = {},
) {
  const form = new FormData();
  form.append('orderNumber', orderNumber);
  form.append('kind', fields.kind ?? 'return');
  form.append('reason', 'does-not-fit');
  form.append('details', 'The frame pinches behind the ears.');
  form.append('refundTo', fields.refundTo ?? 'original');
  for (const [index, photo] of (fields.photos ?? []).entries()) {
    form.append(
      `photos[${index}]`,
      new File([new Uint8Array(photo)], `photo-${index}.png`, { type: 'image/png' }),
    );
  }
  return callRoute<AfterSalesRequest>('POST', '/api/order/afterSales', {
    body: form,
    headers: shopper.headers,
  });
}

async function readPhoto(shopper: TestShopper, photo: string): Promise<Response> {
  const request = new Request('http://shop.test/api/order/afterSalesPhoto', {
    method: 'POST',
    headers: { ...shopper.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ photo }),
  });
  return afterSalesPhotoRoute(request);
}

/** A paid order the operator has shipped (2): returns and exchanges open once an order ships. */
async function shippedOrder(options: Parameters<typeof paidOrder>[0] = {}) {
  const placed = await paidOrder(options);
  await setOrder(placed.order.orderNumber, { status: 2 });
  return placed;
}

const walletBalance = async (shopper: TestShopper) =>
  okData(await post<{ balanceCents: number }>('/api/wallet/balance', {}, shopper.headers)).balanceCents;

describe('/api/order/list and /info', () => {
  it('lists the shopper’s orders by status tab with the counts of each', async () => {
    const shopper = await createShopper('tabs');
    const paid = await paidOrder({ shopper });
    const unpaid = await placedOrder({ shopper });
    const other = await placedOrder();

    const all = okData(await listOrders(shopper.headers));
    expect(all.list.map((order) => order.orderNumber)).toEqual([
      unpaid.order.orderNumber,
      paid.order.orderNumber,
    ]);
    expect(all.total).toBe(2);
    expect(all.counts).toEqual({ 0: 1, 1: 1 });
    expect(all.list[0]).toMatchObject({ status: 0, statusName: 'Unpaid', canPay: true, itemCount: 1 });
    expect(all.list[1]).toMatchObject({ status: 1, statusName: 'Not Shipped', canPay: false });

    const notShipped = okData(await listOrders(shopper.headers, 1));
    expect(notShipped.list.map((order) => order.orderNumber)).toEqual([paid.order.orderNumber]);
    expect(notShipped.counts).toEqual({ 0: 1, 1: 1 });
    expect(okData(await listOrders(shopper.headers, 4)).list).toEqual([]);
    expect(okData(await listOrders(other.shopper.headers)).list).toHaveLength(1);
  });

  it('shows the whole order to its owner only (another account: 404)', async () => {
    const { shopper, order, snapshot } = await paidOrder();
    const info = okData(await orderInfo(shopper.headers, order.orderNumber));
    expect(info).toMatchObject({
      orderNumber: order.orderNumber,
      status: 1,
      totals: { totalCents: order.totalCents },
      address: { countryCode: 'US' },
      payment: { provider: 'demo' },
    });
    expect(info.lines).toEqual([
      expect.objectContaining({ code: must(snapshot.lines[0]).code, quantity: 1 }),
    ]);
    expect(info.history.map((entry) => entry.status)).toEqual([0, 1]);

    const stranger = await createShopper('stranger');
    expect((await orderInfo(stranger.headers, order.orderNumber)).body.code).toBe(404);
    expect((await deleteOrder(stranger.headers, order.orderNumber)).body.code).toBe(404);
  });
});

describe('/api/order/delete', () => {
  it('refuses a paid order (in progress)', async () => {
    const { shopper, order } = await paidOrder();
    const result = await deleteOrder(shopper.headers, order.orderNumber);
    expect(result.body).toMatchObject({ code: 0, msg: expect.stringMatching(/cannot be deleted/) });
    expect(okData(await listOrders(shopper.headers)).total).toBe(1);
  });

  it('cancels an unpaid order (6 Expired, its stock back) and hides it from the list', async () => {
    const { shopper, order, item } = await placedOrder({ quantity: 2 });
    const before = await stockOf(item);
    expect(okData(await deleteOrder(shopper.headers, order.orderNumber))).toEqual({ deleted: true });
    expect(await stockOf(item)).toBe(before + 2);
    expect(await movesOf(order.orderNumber)).toEqual([
      [null, 0],
      [0, 6],
    ]);
    const list = okData(await listOrders(shopper.headers));
    expect(list.list).toEqual([]);
    expect(list.counts).toEqual({});
    expect((await payWithDemo(shopper.headers, order.orderNumber)).body.code).toBe(0);
  });
});

describe('expiry of unpaid orders (expireLapsedOrders)', () => {
  it('ends a lapsed order: status 6, stock and coupon back, and it can no longer be paid', async () => {
    const shopper = await createShopper('lapsed');
    const item = await freshProduct('accessories', { priceCents: 6_000, stock: 3 });
    const couponId = await claimCoupon(shopper, 'WELCOME10');
    okData(await addToCart(shopper.headers, item));
    const snapshot = await readySnapshot(shopper.headers, { couponId });
    expect(snapshot.coupon?.discountCents).toBe(600);
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(await stockOf(item)).toBe(2);
    const used = okData(
      await post<{ list: { id: number }[] }>('/api/coupon/my', { status: 'used' }, shopper.headers),
    );
    expect(used.list.map((coupon) => coupon.id)).toEqual([couponId]);

    await setOrder(order.orderNumber, { payBy: new Date(Date.now() - 60_000) });
    expect(await expireLapsedOrders()).toBeGreaterThanOrEqual(1);

    expect(okData(await orderInfo(shopper.headers, order.orderNumber))).toMatchObject({
      status: 6,
      statusName: 'Expired',
      canPay: false,
    });
    expect(await stockOf(item)).toBe(3);
    const usable = okData(
      await post<{ list: { id: number }[] }>('/api/coupon/my', { status: 'usable' }, shopper.headers),
    );
    expect(usable.list.map((coupon) => coupon.id)).toContain(couponId);
    const paying = await payWithDemo(shopper.headers, order.orderNumber);
    expect(paying.body).toMatchObject({ code: 0, msg: expect.stringMatching(/expired/) });
    expect(await movesOf(order.orderNumber)).toEqual([
      [null, 0],
      [0, 6],
    ]);
  });
});

describe('/api/order/afterSales within 30 days', () => {
  it('opens a request (3 Pending Review, in the history); a second one is refused', async () => {
    const { shopper, order } = await shippedOrder();
    const opened = await afterSales(shopper, order.orderNumber, { kind: 'exchange' });
    expect(opened.body).toMatchObject({
      code: 200,
      data: { orderNumber: order.orderNumber, kind: 'exchange', state: 'pending', photos: [] },
    });
    const info = okData(await orderInfo(shopper.headers, order.orderNumber));
    expect(info).toMatchObject({ status: 3, canRequestAfterSales: false });
    expect(info.history.map((entry) => entry.status)).toEqual([0, 1, 3]);

    const second = await afterSales(shopper, order.orderNumber);
    expect(second.body).toMatchObject({ code: 0, msg: expect.stringMatching(/already open/) });
    expect(
      okData(await post<{ total: number }>('/api/order/afterSalesList', {}, shopper.headers)).total,
    ).toBe(1);
  });

  it('refuses an order that has not shipped yet, saying so, and leaves it as it was', async () => {
    const { shopper, order } = await paidOrder();
    expect(okData(await orderInfo(shopper.headers, order.orderNumber))).toMatchObject({
      status: 1,
      canRequestAfterSales: false,
    });
    const early = await afterSales(shopper, order.orderNumber, { kind: 'exchange' });
    expect(early.body).toEqual({
      code: 0,
      msg: 'This order has not shipped yet. A return or exchange can be requested once it has shipped; to change or cancel it before then, please contact us.',
      data: null,
    });
    expect((await orderInfo(shopper.headers, order.orderNumber)).body.data.status).toBe(1);
    expect(await movesOf(order.orderNumber)).toEqual([
      [null, 0],
      [0, 1],
    ]);

    await setOrder(order.orderNumber, { status: 2 });
    expect(okData(await orderInfo(shopper.headers, order.orderNumber)).canRequestAfterSales).toBe(true);
    expect((await afterSales(shopper, order.orderNumber, { kind: 'exchange' })).body.code).toBe(200);
  });

  // docs/product.md#returns-from-delivery: 30 days from delivery; an order never marked delivered
  // counts from day 15 after payment, so it closes on day 45.
  it('counts the 30 days from delivery, not from payment', async () => {
    const { shopper, order } = await shippedOrder();
    const deliveredAt = new Date(Date.now() - 10 * DAY_MS);
    await setOrder(order.orderNumber, {
      status: 4,
      paidAt: new Date(Date.now() - 40 * DAY_MS),
      deliveredAt,
    });
    const info = okData(await orderInfo(shopper.headers, order.orderNumber));
    expect(info).toMatchObject({
      canRequestAfterSales: true,
      deliveredAt: deliveredAt.toISOString(),
      afterSalesUntil: new Date(deliveredAt.getTime() + 30 * DAY_MS).toISOString(),
    });
    expect((await afterSales(shopper, order.orderNumber)).body.code).toBe(200);
  });

  it('refuses an order delivered more than 30 days ago, saying so, and an unpaid one', async () => {
    const { shopper, order } = await shippedOrder();
    await setOrder(order.orderNumber, {
      status: 4,
      paidAt: new Date(Date.now() - 35 * DAY_MS),
      deliveredAt: new Date(Date.now() - 31 * DAY_MS),
    });
    expect(okData(await orderInfo(shopper.headers, order.orderNumber)).canRequestAfterSales).toBe(false);
    const late = await afterSales(shopper, order.orderNumber);
    expect(late.body).toEqual({
      code: 0,
      msg: 'Returns and exchanges are open for 30 days after delivery, and this order is older. Please contact us and we will help.',
      data: null,
    });
    expect((await orderInfo(shopper.headers, order.orderNumber)).body.data.status).toBe(4);

    const unpaid = await placedOrder({ shopper });
    expect((await afterSales(shopper, unpaid.order.orderNumber)).body.code).toBe(0);
  });

  it.each([
    ['44 days after payment: still open', 44, 200],
    ['46 days after payment: closed', 46, 0],
  ])('an order never marked delivered, %s', async (_case, daysPaid, code) => {
    const { shopper, order } = await shippedOrder();
    const paidAt = new Date(Date.now() - daysPaid * DAY_MS);
    await setOrder(order.orderNumber, { paidAt });
    expect(okData(await orderInfo(shopper.headers, order.orderNumber))).toMatchObject({
      deliveredAt: null,
      afterSalesUntil: new Date(paidAt.getTime() + 45 * DAY_MS).toISOString(),
    });
    expect((await afterSales(shopper, order.orderNumber)).body.code).toBe(code);
  });

  it('keeps the photos, readable by the owner only', async () => {
    const { shopper, order } = await shippedOrder();
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#c04040' } })
      .png()
      .toBuffer();
    const opened = okData(await afterSales(shopper, order.orderNumber, { photos: [png, png] }));
    expect(opened.photos).toHaveLength(2);

    const mine = await readPhoto(shopper, must(opened.photos[1]));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/jpeg');
    const stored = await sharp(Buffer.from(await mine.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 120, height: 80 });

    const stranger = await createShopper('peeker');
    const refused = await readPhoto(stranger, must(opened.photos[0]));
    expect(((await refused.json()) as { code: number }).code).toBe(404);
  });

  // "9999999999-0" matched the photo name's pattern, but its request id is beyond the int4 column,
  // so PostgreSQL refused the query and the call answered HTTP 500.
  it.each(['9999999999-0', '2147483648-0', '0-0', '00000000001-0'])(
    'refuses the photo name %s with 422, never a server fault',
    async (photo) => {
      const shopper = await createShopper('odd-photo');
      const answer = await readPhoto(shopper, photo);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        code: 422,
        msg: 'photo: Name the photo.',
        data: { fields: { photo: 'Name the photo.' } },
      });
    },
  );

  it('answers the largest request id a photo name can hold with 404', async () => {
    const shopper = await createShopper('last-photo');
    const answer = await readPhoto(shopper, '2147483647-0');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(404);
  });
});

describe('the operator answers a request (/api/admin/afterSales/*)', () => {
  it('an approved return to the wallet refunds the order (5) and credits its total', async () => {
    const staff = await createOperator('staff');
    const { shopper, order } = await shippedOrder({ priceCents: 4_321 });
    expect(await walletBalance(shopper)).toBe(0);
    const request = okData(await afterSales(shopper, order.orderNumber, { refundTo: 'wallet' }));
    const approved = await post(
      '/api/admin/afterSales/approve',
      { id: request.id, outcome: 'refund', message: 'Refunded as store credit' },
      staff.headers,
    );
    expect(approved.body.code).toBe(200);

    const info = okData(await orderInfo(shopper.headers, order.orderNumber));
    expect(info.status).toBe(5);
    expect(info.afterSales[0]).toMatchObject({
      state: 'approved',
      refundTo: 'wallet',
      resolution: 'Refunded as store credit',
    });
    expect(await walletBalance(shopper)).toBe(order.totalCents);
    expect(order.totalCents).toBe(4_321 + 595);
  });

  it('a declined request sends the order back; a later request can still be approved', async () => {
    const staff = await createOperator('staff');
    const { shopper, order } = await shippedOrder();
    const repair = okData(await afterSales(shopper, order.orderNumber, { kind: 'repair' }));
    const declined = await post(
      '/api/admin/afterSales/decline',
      { id: repair.id, message: 'Not covered' },
      staff.headers,
    );
    expect(declined.body.code).toBe(200);
    expect((await orderInfo(shopper.headers, order.orderNumber)).body.data.status).toBe(2);

    const exchange = okData(await afterSales(shopper, order.orderNumber, { kind: 'exchange' }));
    const approved = await post(
      '/api/admin/afterSales/approve',
      { id: exchange.id, outcome: 'exchange', message: 'A new frame is on its way.' },
      staff.headers,
    );
    expect(approved.body.code).toBe(200);
    const info = okData(await orderInfo(shopper.headers, order.orderNumber));
    expect(info.status).toBe(2);
    expect(info.afterSales.map((request) => [request.kind, request.state])).toEqual(
      expect.arrayContaining([
        ['repair', 'declined'],
        ['exchange', 'approved'],
      ]),
    );
    expect(await movesOf(order.orderNumber)).toEqual([
      [null, 0],
      [0, 1],
      [2, 3],
      [3, 2],
      [2, 3],
      [3, 2],
    ]);
  });
});
