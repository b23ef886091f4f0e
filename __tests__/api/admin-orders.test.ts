import { randomBytes } from 'node:crypto';
import { ORDER_CALLS } from '@/lib/contract/calls/admin/orders';
import type {
  OperatorOrder,
  OrderListItem,
  OrderPrescription,
} from '@/lib/contract/calls/admin/order-schemas';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { callRoute, post, type CallResult } from '../support/call-route';
import {
  claimCoupon,
  freshProduct,
  must,
  okData,
  orderRow,
  setOrder,
  setStock,
  stockOf,
  type TestItem,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import {
  adminOrders,
  auditCount,
  auditLinesOf,
  readableMail,
  shopOrder,
  uploadedPrescription,
  type ShopOrder,
} from '../support/operator-orders';
import { mailTo, useTestOutbox } from '../support/outbox';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper, type TestShopper } from '../support/shoppers';

// Order work (docs/operating.md#order-work) through the operator console's calls
// (/api/admin/orders/*): the list with its search, filters, sort and pages; the detail without
// prescription values; the prescription opened on purpose and written in the audit log
// (docs/operating.md#audit-log); checking the prescription, shipping with the tracking link the
// shopper sees, delivery, cancelling an unpaid order; the CSV export.

let outbox = '';
let staff: TestOperator;
let catalog: TestOperator;
let shopper: TestShopper;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  // the staff member confirms prescriptions: an owner granted it, and their licence is on their
  // profile (docs/operating.md#optician-check)
  const owner = await createOperator('owner');
  okData(
    await post(
      '/api/admin/staff/update',
      { id: staff.staffId, mayConfirmPrescriptions: true },
      owner.headers,
    ),
  );
  okData(
    await post('/api/admin/session/profile', { name: 'Test staff', licenceNumber: 'OPT-1' }, staff.headers),
  );
  catalog = await createOperator('catalog');
  shopper = await createShopper('admin-orders');
});

const TYPED_VALUES = {
  od_sph: -1.5,
  od_cyl: null,
  od_axis: null,
  od_add: null,
  os_sph: -1.25,
  os_cyl: -0.5,
  os_axis: 90,
  os_add: null,
  pd: 63,
  pd_right: null,
  pd_left: null,
};

type Page = { list: OrderListItem[]; total: number; page: number; pageSize: number; pageCount: number };
const list = (json: object) => adminOrders<Page>(staff, 'list', json);
const info = (number: string) => adminOrders(staff, 'info', { number });
const numbersOf = (page: Page) => page.list.map((order) => order.number);
/** The fields a 422 answer names. */
const fieldsOf = (answer: CallResult<unknown>) =>
  Object.keys((answer.body.data as { fields: object }).fields);

describe('every /api/admin/orders/* call: owners and staff only', () => {
  const sample: Record<string, unknown> = { number: 'OC250101-AAAAAA', line: 1 };
  async function send(path: string, method: 'GET' | 'POST', headers: Record<string, string> = {}) {
    if (method === 'POST') return (await callRoute(method, path, { json: sample, headers })).body;
    // the photo's call reads its query string
    const route = (await import(`@/app${path}/route`)) as { GET: (request: Request) => Promise<Response> };
    const answer = await route.GET(
      new Request(`http://shop.test${path}?number=OC250101-AAAAAA&line=1`, { headers }),
    );
    return (await answer.json()) as { code: number };
  }

  it.each(ORDER_CALLS.map((call) => [call.path, call] as const))('%s', async (_path, call) => {
    expect(call.roles).toEqual(['owner', 'staff']);
    expect((await send(call.path, call.method)).code).toBe(3);
    expect((await send(call.path, call.method, shopper.headers)).code).toBe(3);
    expect((await send(call.path, call.method, catalog.headers)).code).toBe(403);
    // the role is checked before anything else: the staff get past it (404: no such order, 422: input)
    expect([200, 404, 422]).toContain((await send(call.path, call.method, staff.headers)).code);
  });
});

describe('/api/admin/orders/list: search, filters, sort and pages', () => {
  const tag = `Quimby${randomBytes(3).toString('hex')}`;
  let cheap: ShopOrder;
  let dear: ShopOrder;
  let unpaid: ShopOrder;
  let glasses: ShopOrder;

  beforeAll(async () => {
    const address = { lastName: tag };
    const item = async (priceCents: number) => freshProduct('accessories', { priceCents, stock: 20 });
    cheap = await shopOrder({ item: await item(1_500), address });
    dear = await shopOrder({ item: await item(9_000), address: { firstName: 'Zelda', lastName: tag } });
    unpaid = await shopOrder({ item: await item(4_000), address, paid: false });
    glasses = await shopOrder({ glasses: { source: 'typed', ...MILD_RX }, address });
    await setOrder(dear.number, { paymentProvider: 'stripe', createdAt: new Date('2021-03-05T12:00:00Z') });
  });

  it('finds orders by part of the number, the e-mail or the name, in any case', async () => {
    const byName = okData(await list({ search: tag.toLowerCase() }));
    expect(byName.total).toBe(4);
    expect(byName.list.every((order) => order.name.endsWith(tag))).toBe(true);
    expect(numbersOf(okData(await list({ search: `zelda ${tag}` })))).toEqual([dear.number]);
    expect(numbersOf(okData(await list({ search: cheap.number.slice(-6).toLowerCase() })))).toEqual([
      cheap.number,
    ]);
    const email = unpaid.shopper.email.split('@')[0] ?? '';
    expect(numbersOf(okData(await list({ search: email.toUpperCase() })))).toEqual([unpaid.number]);
    // LIKE's wildcards are plain characters
    expect(okData(await list({ search: '%' })).total).toBe(0);
  });

  it('answers each order’s columns', async () => {
    const [row] = okData(await list({ search: glasses.number })).list;
    expect(row).toEqual({
      number: glasses.number,
      createdAt: expect.any(String),
      email: glasses.shopper.email,
      name: `Ada ${tag}`,
      status: 1,
      statusName: 'Not Shipped',
      totalCents: glasses.order.totalCents,
      refundedCents: 0,
      refundLabel: null,
      currency: 'USD',
      paymentProvider: 'demo',
      hasPrescription: true,
      prescriptionCheck: null,
      labStage: null,
      prescriptionDueAt: null,
      lineCount: 1,
    });
  });

  it('filters by status, payment provider, prescription and day of creation', async () => {
    const search = tag;
    expect(numbersOf(okData(await list({ search, statuses: [0] })))).toEqual([unpaid.number]);
    expect(okData(await list({ search, statuses: [0, 1] })).total).toBe(4);
    expect(okData(await list({ search, statuses: [2, 4] })).total).toBe(0);
    expect(numbersOf(okData(await list({ search, paymentProvider: 'stripe' })))).toEqual([dear.number]);
    expect(numbersOf(okData(await list({ search, hasPrescription: true })))).toEqual([glasses.number]);
    expect(okData(await list({ search, hasPrescription: false })).total).toBe(3);
    expect(numbersOf(okData(await list({ search, prescriptionCheck: 'unchecked' })))).toEqual([
      glasses.number,
    ]);
    expect(numbersOf(okData(await list({ search, from: '2021-03-05', to: '2021-03-05' })))).toEqual([
      dear.number,
    ]);
    expect(okData(await list({ search, to: '2021-03-04' })).total).toBe(0);
    expect(okData(await list({ search, from: '2021-03-06' })).total).toBe(3);
    // a form's empty choices count as not given
    expect(okData(await list({ search, paymentProvider: '', hasPrescription: null, from: '' })).total).toBe(
      4,
    );
  });

  it('sorts by total, number, status and date, both ways, and pages without repeats', async () => {
    const totals = (page: Page) => page.list.map((order) => order.totalCents);
    const byTotal = okData(await list({ search: tag, sort: 'total', direction: 'asc' }));
    expect(totals(byTotal)).toEqual([...totals(byTotal)].sort((a, b) => a - b));
    expect(byTotal.list[0]?.number).toBe(cheap.number);
    expect(okData(await list({ search: tag, sort: 'total' })).list[0]?.number).toBe(dear.number);
    const byNumber = numbersOf(okData(await list({ search: tag, sort: 'number', direction: 'asc' })));
    expect(byNumber).toEqual([...byNumber].sort());
    expect(okData(await list({ search: tag, sort: 'status', direction: 'asc' })).list[0]?.number).toBe(
      unpaid.number,
    );
    // newest first by default; the order from 2021 is last
    expect(okData(await list({ search: tag })).list.at(-1)?.number).toBe(dear.number);

    const first = okData(await list({ search: tag, pageSize: 3, sort: 'number', direction: 'asc' }));
    const second = okData(
      await list({ search: tag, pageSize: 3, page: 2, sort: 'number', direction: 'asc' }),
    );
    expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    expect([...numbersOf(first), ...numbersOf(second)]).toEqual(byNumber);
  });

  it('refuses what it does not know (422, naming the field)', async () => {
    for (const [input, field] of [
      [{ sort: 'price' }, 'sort'],
      [{ statuses: [9] }, 'statuses.0'],
      [{ from: '2021-02-30x' }, 'from'],
      [{ paymentProvider: 'cash' }, 'paymentProvider'],
      [{ pageSize: 500 }, 'pageSize'],
      [{ secret: 1 }, ''],
    ] as const) {
      const answer = await list(input);
      expect(answer.body.code).toBe(422);
      if (field) expect(fieldsOf(answer)).toContain(field);
    }
  });
});

describe('/api/admin/orders/info and /prescription: the values only on purpose, and audited', () => {
  let typed: ShopOrder;

  beforeAll(async () => {
    typed = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
  });

  it('shows lines, lens choices, address, payments and history, but no prescription values', async () => {
    const order = okData(await info(typed.number));
    expect(order).toMatchObject({
      number: typed.number,
      status: 1,
      email: typed.shopper.email,
      hasPrescription: true,
      prescriptionCheck: null,
      payment: { provider: 'demo' },
      payments: [{ provider: 'demo', state: 'captured', amountCents: typed.order.totalCents }],
      refundedCents: 0,
      refundableCents: typed.order.totalCents,
      refunds: [],
      tracking: null,
      address: { firstName: 'Ada', countryCode: 'US' },
      actions: { checkPrescription: true, ship: false, deliver: false, cancel: true, refund: true },
    });
    expect(order.history.map((entry) => [entry.fromStatus, entry.status, entry.actor])).toEqual([
      [null, 0, 'shopper'],
      [0, 1, 'payment'],
    ]);
    const lens = must(order.lines[0]?.lens);
    expect(lens.lensUse).toBe('Single Vision');
    // the lens use's price per pair, so the console can itemise the line (docs/product.md#line-breakdown)
    expect(lens.lensUsePriceCents).toBe(0);
    expect(lens.lens.map((item) => item.name)).toEqual(['Additional Price', 'Lens Index', 'Lens Type']);
    expect(lens.rx).toEqual({ source: 'typed', hasValues: true, photo: false });
    const text = JSON.stringify(order);
    expect(text).not.toMatch(/od_sph|os_sph|-1\.5|-1\.25|"pd"/);
  });

  it('opens the values, each opening written in the audit log with its operator', async () => {
    const before = await auditCount('prescription.view');
    const opened = okData(
      await adminOrders<OrderPrescription>(staff, 'prescription', { number: typed.number }),
    );
    expect(opened.lines).toEqual([
      expect.objectContaining({
        source: 'typed',
        values: TYPED_VALUES,
        photoUrl: null,
        lensUse: 'Single Vision',
      }),
    ]);
    const lineId = must(opened.lines[0]).lineId;
    okData(await adminOrders(staff, 'prescription', { number: typed.number, line: lineId }));
    expect(await auditCount('prescription.view')).toBe(before + 2);
    const views = (await auditLinesOf(typed.number)).filter((line) => line.action === 'prescription.view');
    expect(views.map((line) => [line.actorEmail, line.actorId, line.objectType])).toEqual([
      [staff.email, staff.staffId, 'order'],
      [staff.email, staff.staffId, 'order'],
    ]);
    // a line without a prescription, another order's line, an order without one: 404, and no line written
    expect(
      (await adminOrders(staff, 'prescription', { number: typed.number, line: lineId + 10_000 })).body.code,
    ).toBe(404);
    const plain = await shopOrder();
    expect((await adminOrders(staff, 'prescription', { number: plain.number })).body.code).toBe(404);
    expect(await auditCount('prescription.view')).toBe(before + 2);
  });

  it('shows an uploaded photo to the operator through its own address, audited', async () => {
    const owner = await createShopper('rx-photo');
    const photoOrder = await shopOrder({ shopper: owner, glasses: await uploadedPrescription(owner) });
    const order = okData(await info(photoOrder.number));
    expect(order.lines[0]?.lens?.rx).toEqual({ source: 'image', hasValues: false, photo: true });
    expect(okData(await list({ search: photoOrder.number })).list[0]?.hasPrescription).toBe(true);

    const opened = okData(
      await adminOrders<OrderPrescription>(staff, 'prescription', { number: photoOrder.number }),
    );
    const line = must(opened.lines[0]);
    expect(line).toMatchObject({ source: 'image', values: null });
    const photoUrl = must(line.photoUrl);
    expect(photoUrl).toBe(
      `/api/admin/orders/prescriptionPhoto?number=${photoOrder.number}&line=${line.lineId}`,
    );

    const before = await auditCount('prescription.view');
    const { GET } = await import('@/app/api/admin/orders/prescriptionPhoto/route');
    const photo = await GET(new Request(`http://shop.test${photoUrl}`, { headers: staff.headers }));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await auditCount('prescription.view')).toBe(before + 1);
    const [last] = (await auditLinesOf(photoOrder.number)).slice(-1);
    expect(last).toMatchObject({ action: 'prescription.view', actorEmail: staff.email });
    expect(last?.summary).toMatch(/photo/);

    // the shopper's own token, or none, never opens it; a line without a photo is 404
    const asShopper = await GET(new Request(`http://shop.test${photoUrl}`, { headers: owner.headers }));
    expect(((await asShopper.json()) as { code: number }).code).toBe(3);
    const typedLine = okData(
      await adminOrders<OrderPrescription>(staff, 'prescription', { number: typed.number }),
    ).lines[0]?.lineId;
    const none = await GET(
      new Request(
        `http://shop.test/api/admin/orders/prescriptionPhoto?number=${typed.number}&line=${typedLine}`,
        {
          headers: staff.headers,
        },
      ),
    );
    expect(((await none.json()) as { code: number }).code).toBe(404);
  });

  it('answers 404 for an unknown order', async () => {
    expect((await info('OC250101-ZZZZZZ')).body.code).toBe(404);
  });
});

describe('checking the prescription, then shipping with a tracking link', () => {
  it('ships a prescription order only once its prescription is confirmed', async () => {
    const order = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
    const ship = { number: order.number, carrier: 'UPS', trackingNumber: '1z 999 aa1 0123456784' };

    const early = await adminOrders(staff, 'ship', ship);
    expect(early.body).toMatchObject({ code: 0, msg: expect.stringMatching(/Check the prescription first/) });

    // a question to the shopper opens a ticket; the order still cannot ship
    const asked = okData(
      await adminOrders<{ order: OperatorOrder; ticketNumber: string }>(staff, 'checkPrescription', {
        number: order.number,
        decision: 'question',
        message: 'Your left eye’s cylinder reads -0.50: could you confirm it with your optician?',
      }),
    );
    expect(asked.ticketNumber).toMatch(/^T-/);
    expect(asked.order.prescriptionCheck).toMatchObject({ state: 'question' });
    const tickets = okData(
      await post<{ list: { ticketNumber: string; orderNumber: string | null }[] }>(
        '/api/contact/list',
        {},
        order.shopper.headers,
      ),
    );
    expect(tickets.list).toEqual([
      expect.objectContaining({ ticketNumber: asked.ticketNumber, orderNumber: order.number }),
    ]);
    expect((await adminOrders(staff, 'ship', ship)).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/has not answered the question/),
    });

    // the optician opens the values and ticks the checklist (docs/operating.md#optician-check)
    okData(await adminOrders(staff, 'prescription', { number: order.number }));
    const confirmed = okData(
      await adminOrders<{ order: OperatorOrder; ticketNumber: null }>(staff, 'checkPrescription', {
        number: order.number,
        decision: 'confirmed',
        checked: ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses'],
      }),
    );
    expect(confirmed).toMatchObject({
      ticketNumber: null,
      order: { prescriptionCheck: { state: 'confirmed' } },
    });
    expect((await orderRow(order.number)).prescriptionCheckedBy).toBe(staff.staffId);
    // docs/operating.md#lab-stages: confirmed, the lenses are made; it ships once the lab has it ready
    for (const stage of ['in_production', 'fitted', 'quality_checked', 'ready'])
      okData(await adminOrders(staff, 'labStage', { number: order.number, stage }));

    const started = Date.now();
    const shipped = okData(await adminOrders(staff, 'ship', ship));
    const link = 'https://www.ups.com/track?tracknum=1Z999AA10123456784';
    expect(shipped).toMatchObject({
      status: 2,
      statusName: 'Shipped',
      tracking: { carrier: 'UPS', number: '1Z999AA10123456784', url: link },
      actions: { ship: false, deliver: true, checkPrescription: false },
    });
    expect(shipped.history.at(-1)).toMatchObject({ fromStatus: 1, status: 2, actor: 'operator' });

    // the shopper's mail carries the tracking link, and their order page shows it
    const mail = await mailTo(
      outbox,
      order.shopper.email,
      `Your Oculo order ${order.number} is on its way`,
      started - 1000,
    );
    expect(readableMail(mail)).toContain(`Track your parcel: ${link}`);
    const mine = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: order.number }, order.shopper.headers),
    );
    expect(mine).toMatchObject({
      status: 2,
      statusName: 'Shipped',
      tracking: { carrier: 'UPS', number: '1Z999AA10123456784', url: link },
    });

    expect((await adminOrders(staff, 'ship', ship)).body).toMatchObject({
      code: 0,
      msg: 'This order has already shipped.',
    });
    const actions = (await auditLinesOf(order.number)).map((line) => [line.action, line.actorEmail]);
    expect(actions).toEqual([
      ['order.check-prescription', staff.email],
      ['prescription.view', staff.email],
      ['order.check-prescription', staff.email],
      ...Array.from({ length: 4 }, () => ['order.lab-stage', staff.email]),
      ['order.ship', staff.email],
    ]);
    expect((await auditLinesOf(order.number)).at(-1)).toMatchObject({
      before: { status: 1 },
      after: { status: 2, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    });
  });

  it('ships an order without prescription lenses straight away', async () => {
    const order = await shopOrder();
    expect(
      okData(
        await adminOrders(staff, 'ship', {
          number: order.number,
          carrier: 'FedEx',
          trackingNumber: '123456789012',
        }),
      ),
    ).toMatchObject({
      status: 2,
      tracking: { url: 'https://www.fedex.com/fedextrack/?trknbr=123456789012' },
    });
    expect(
      (await adminOrders(staff, 'checkPrescription', { number: order.number, decision: 'confirmed' })).body,
    ).toMatchObject({ code: 0, msg: 'This order has no prescription lenses to check.' });
  });

  it('refuses an unknown carrier, a tracking number that cannot be one, and a question without words', async () => {
    const order = await shopOrder();
    for (const [input, field] of [
      [{ carrier: 'Pony Express', trackingNumber: '123456' }, 'carrier'],
      [{ carrier: 'UPS', trackingNumber: '12' }, 'trackingNumber'],
      [{ carrier: 'UPS', trackingNumber: '<script>alert(1)</script>' }, 'trackingNumber'],
    ] as const) {
      const answer = await adminOrders(staff, 'ship', { number: order.number, ...input });
      expect(answer.body.code).toBe(422);
      expect(fieldsOf(answer)).toEqual([field]);
    }
    const glasses = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
    const silent = await adminOrders(staff, 'checkPrescription', {
      number: glasses.number,
      decision: 'question',
    });
    expect(silent.body.code).toBe(422);
    expect(fieldsOf(silent)).toEqual(['message']);
    expect((await orderRow(order.number)).status).toBe(1);
  });

  it('refuses to ship an unpaid order', async () => {
    const order = await shopOrder({ paid: false });
    expect(
      (await adminOrders(staff, 'ship', { number: order.number, carrier: 'UPS', trackingNumber: '1Z0001AB' }))
        .body,
    ).toMatchObject({ code: 0, msg: 'This order is not paid yet, so it cannot ship.' });
  });
});

describe('/api/admin/orders/deliver: 2 → 4', () => {
  it('marks a shipped order delivered, and nothing else', async () => {
    const order = await shopOrder();
    expect((await adminOrders(staff, 'deliver', { number: order.number })).body).toMatchObject({
      code: 0,
      msg: 'This order has not shipped yet: ship it before marking it delivered.',
    });
    okData(
      await adminOrders(staff, 'ship', {
        number: order.number,
        carrier: 'USPS',
        trackingNumber: '9400100000000000000000',
      }),
    );
    const before = Date.now();
    const delivered = okData(await adminOrders(staff, 'deliver', { number: order.number }));
    expect(delivered).toMatchObject({
      status: 4,
      statusName: 'Completed',
      actions: { deliver: false, refund: true },
    });
    // the returns' 30 days now count from this moment (docs/product.md#returns-from-delivery)
    const deliveredAt = new Date(delivered.deliveredAt ?? 0).getTime();
    expect(deliveredAt).toBeGreaterThanOrEqual(before - 1000);
    expect(deliveredAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(delivered.afterSalesUntil).toBe(new Date(deliveredAt + 30 * 24 * 60 * 60 * 1000).toISOString());
    expect(delivered.history.at(-1)).toMatchObject({
      fromStatus: 2,
      status: 4,
      actor: 'operator',
      note: 'Delivered',
    });
    expect((await adminOrders(staff, 'deliver', { number: order.number })).body.msg).toBe(
      'This order is already marked delivered.',
    );
    expect((await auditLinesOf(order.number)).map((line) => line.action)).toEqual([
      'order.ship',
      'order.deliver',
    ]);
  });
});

describe('/api/admin/orders/cancel: an unpaid order, its stock and coupon back', () => {
  let item: TestItem;

  beforeAll(async () => {
    item = await freshProduct('accessories', { priceCents: 6_000 });
    await setStock(item, 5);
  });

  it('cancels (0 → 6), puts the stock back and gives the coupon back', async () => {
    const buyer = await createShopper('cancelled');
    const couponId = await claimCoupon(buyer, 'WELCOME10');
    const order = await shopOrder({ shopper: buyer, item, couponId, paid: false });
    expect(await stockOf(item)).toBe(4);
    const coupons = async (status: string) =>
      okData(await post<{ list: { id: number }[] }>('/api/coupon/my', { status }, buyer.headers)).list.map(
        (coupon) => coupon.id,
      );
    expect(await coupons('used')).toEqual([couponId]);

    const cancelled = okData(
      await adminOrders(staff, 'cancel', { number: order.number, reason: 'The shopper asked by phone' }),
    );
    expect(cancelled).toMatchObject({
      status: 6,
      statusName: 'Expired',
      actions: { cancel: false, refund: false },
    });
    expect(cancelled.history.at(-1)).toMatchObject({
      fromStatus: 0,
      status: 6,
      actor: 'operator',
      note: 'Cancelled by the shop',
    });
    // the reason is the staff's own note (the audit log keeps it): the shopper's order page never shows it
    const shopperView = okData(
      await post<{ status: number; history: { note: string }[] }>(
        '/api/order/info',
        { orderNumber: order.number },
        buyer.headers,
      ),
    );
    expect(shopperView.status).toBe(6);
    expect(JSON.stringify(shopperView)).not.toContain('asked by phone');
    expect(await stockOf(item)).toBe(5);
    expect(await coupons('usable')).toContain(couponId);
    expect(await auditLinesOf(order.number)).toEqual([
      expect.objectContaining({
        action: 'order.cancel',
        actorEmail: staff.email,
        before: { status: 0 },
        after: { status: 6, reason: 'The shopper asked by phone' },
      }),
    ]);
    // once only: the stock is not given back twice
    expect((await adminOrders(staff, 'cancel', { number: order.number, reason: 'again' })).body.msg).toBe(
      'This order is already cancelled.',
    );
    expect(await stockOf(item)).toBe(5);
  });

  it('a cancel without a reason is refused (a paid order: admin-orders-cancel-paid.test.ts)', async () => {
    const order = await shopOrder({ item, paid: false });
    const stock = await stockOf(item);
    expect((await adminOrders(staff, 'cancel', { number: order.number, reason: '  ' })).body.code).toBe(422);
    expect(await stockOf(item)).toBe(stock);
    expect((await orderRow(order.number)).status).toBe(0);
  });
});

describe('/api/admin/orders/export: the list as CSV', () => {
  const tag = `Csvtest${randomBytes(3).toString('hex')}`;
  let plain: ShopOrder;
  let tricky: ShopOrder;

  beforeAll(async () => {
    plain = await shopOrder({ address: { firstName: 'Zoë', lastName: tag } });
    tricky = await shopOrder({ address: { lastName: tag } });
    // names as an older checkout or a hostile shopper could leave them: formulas a spreadsheet would run
    const row = await orderRow(tricky.number);
    await setOrder(tricky.number, {
      address: {
        ...row.address,
        firstName: '=HYPERLINK("http://evil.example","click")',
        lastName: `-2+3 ${tag}`,
      },
    });
  });

  async function exportCsv(json: object, headers = staff.headers) {
    const { POST } = await import('@/app/api/admin/orders/export/route');
    return POST(
      new Request('http://shop.test/api/admin/orders/export', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(json),
      }),
    );
  }

  it('answers a CSV file of the matching orders, formulas neutralised, and writes the audit line', async () => {
    const before = await auditCount('order.export');
    const answer = await exportCsv({ search: tag, sort: 'number', direction: 'asc' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-oculo-rows')).toBe('2');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
    expect(text.startsWith('\uFEFFOrder number,Created (UTC),Status,E-mail,Name,')).toBe(true);
    const rows = text.slice(1).split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[3]).toBe('');
    const sorted = [plain.number, tricky.number].sort();
    const byNumber = (number: string) => must(rows.find((row) => row.startsWith(number)));
    expect(rows.slice(1, 3).map((row) => row.slice(0, 15))).toEqual(sorted);
    const total = (plain.order.totalCents / 100).toFixed(2);
    expect(byNumber(plain.number)).toContain(
      `,Not Shipped,${plain.shopper.email},Zoë ${tag},US,${total},0.00,USD,demo,`,
    );
    // the formula gets its apostrophe, and a cell with quotes is quoted with its quotes doubled
    expect(byNumber(tricky.number)).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""click"") -2+3 ${tag}",`,
    );
    expect(await auditCount('order.export')).toBe(before + 1);
  });

  it('takes the list’s filters, and answers the envelope when refused', async () => {
    const none = await exportCsv({ search: tag, statuses: [4] });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await none.arrayBuffer());
    expect(text.split('\r\n')).toHaveLength(2);
    const asCatalog = await exportCsv({}, catalog.headers);
    expect(((await asCatalog.json()) as { code: number }).code).toBe(403);
    const invalid = await exportCsv({ sort: 'nonsense' });
    expect(((await invalid.json()) as { code: number }).code).toBe(422);
  });
});
