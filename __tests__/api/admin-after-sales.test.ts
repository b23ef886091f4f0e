import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AfterSalesDetail, AfterSalesQueueItem } from '@/lib/contract/calls/admin/after-sales';
import type { AfterSalesRequest } from '@/lib/contract/calls/order';
import { database } from '@/lib/server/platform/db/database';
import { afterSalesRequests } from '@/lib/server/platform/db/schema';
import { refundReasonOf } from '@/lib/server/domain/orders/after-sales-refund';
import { refundOrder } from '@/lib/server/domain/orders/order-refunds';
import { callRoute, post } from '../support/call-route';
import { movesOf, must, okData, paidOrder, setOrder, type PlacedOrder } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { allMailSent, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper, type TestShopper } from '../support/shoppers';

// The after-sales queue of the operator console. A request puts its order in 3 Pending Review; the
// answer sends it to 5 Refunded or back to the status it had (docs/product.md#after-sales), the
// shopper gets a mail and sees the answer in their after-sales list.

type Page<T> = { list: T[]; total: number; page: number; pageCount: number };

let outbox: string;
let staff: TestOperator;
let owner: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

function openRequest(
  shopper: TestShopper,
  orderNumber: string,
  fields: { kind?: string; refundTo?: string; photos?: Buffer[]; details?: string } = {},
) {
  const form = new FormData();
  form.append('orderNumber', orderNumber);
  form.append('kind', fields.kind ?? 'return');
  form.append('reason', 'damaged');
  form.append('details', fields.details ?? 'The left hinge arrived broken.');
  form.append('refundTo', fields.refundTo ?? 'original');
  for (const [index, photo] of (fields.photos ?? []).entries()) {
    form.append(
      `photos[${index}]`,
      new File([new Uint8Array(photo)], `p${index}.png`, { type: 'image/png' }),
    );
  }
  return callRoute<AfterSalesRequest>('POST', '/api/order/afterSales', {
    body: form,
    headers: shopper.headers,
  });
}

/** A paid order, moved to `status` (2 Shipped or 4 Completed: returns open once shipped), with an open request. */
async function orderInReview(
  status = 2,
  fields: Parameters<typeof openRequest>[2] = {},
): Promise<PlacedOrder & { request: AfterSalesRequest }> {
  const placed = await paidOrder();
  await setOrder(placed.order.orderNumber, { status });
  const request = okData(await openRequest(placed.shopper, placed.order.orderNumber, fields));
  return { ...placed, request };
}

const queue = (input: Record<string, unknown> = {}, operator = staff) =>
  post<Page<AfterSalesQueueItem>>('/api/admin/afterSales/list', input, operator.headers);
const info = (id: number, operator = staff) =>
  post<AfterSalesDetail>('/api/admin/afterSales/info', { id }, operator.headers);
const approve = (input: Record<string, unknown>, operator = staff) =>
  post<AfterSalesQueueItem>('/api/admin/afterSales/approve', input, operator.headers);
const decline = (id: number, message: string, operator = staff) =>
  post<AfterSalesQueueItem>('/api/admin/afterSales/decline', { id, message }, operator.headers);
const orderStatus = async (placed: PlacedOrder) =>
  okData(
    await post<{ status: number }>(
      '/api/order/info',
      { orderNumber: placed.order.orderNumber },
      placed.shopper.headers,
    ),
  ).status;
const walletBalance = async (shopper: TestShopper) =>
  okData(await post<{ balanceCents: number }>('/api/wallet/balance', {}, shopper.headers)).balanceCents;

async function setRequest(id: number, changes: Partial<typeof afterSalesRequests.$inferInsert>) {
  const db = await database();
  await db.update(afterSalesRequests).set(changes).where(eq(afterSalesRequests.id, id));
}
const myRequests = async (shopper: TestShopper) =>
  okData(await post<Page<AfterSalesRequest>>('/api/order/afterSalesList', {}, shopper.headers)).list;

async function photoAs(operator: TestOperator | null, photo: string): Promise<Response> {
  const route = (await import('@/app/api/admin/afterSales/photo/route')) as {
    POST: (request: Request) => Promise<Response>;
  };
  return route.POST(
    new Request('http://shop.test/api/admin/afterSales/photo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(operator?.headers ?? {}) },
      body: JSON.stringify({ photo }),
    }),
  );
}

/** A mail's text as a person reads it: quoted-printable's soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function auditLines(action: string) {
  return okData(
    await post<Page<{ action: string; actor: string; objectId: string; before: unknown; after: unknown }>>(
      '/api/admin/audit/list',
      { action },
      owner.headers,
    ),
  ).list;
}

describe('who may answer', () => {
  const CALLS = ['list', 'info', 'approve', 'decline', 'photo'].map(
    (verb) => `/api/admin/afterSales/${verb}`,
  );

  it.each(CALLS)(
    '%s refuses no token and a shopper’s token (3), and a catalog member (403)',
    async (path) => {
      const shopper = await createShopper();
      expect((await post(path, {})).body.code).toBe(3);
      expect((await post(path, {}, shopper.headers)).body.code).toBe(3);
      expect((await post(path, {}, catalog.headers)).body.code).toBe(403);
    },
  );

  it('lets the owner in', async () => {
    expect((await queue({}, owner)).body.code).toBe(200);
  });
});

describe('the queue', () => {
  it('lists pending requests first, the oldest on top, with the shopper and the request', async () => {
    const first = await orderInReview(2, { kind: 'return', refundTo: 'wallet' });
    const second = await orderInReview(2, { kind: 'exchange' });
    const answered = await orderInReview(2, { kind: 'repair' });
    expect((await decline(answered.request.id, 'Out of warranty.')).body.code).toBe(200);

    const page = okData(await queue({ pageSize: 100 }));
    const ids = page.list.map((item) => item.id);
    expect(ids.indexOf(first.request.id)).toBeLessThan(ids.indexOf(second.request.id));
    expect(ids.indexOf(second.request.id)).toBeLessThan(ids.indexOf(answered.request.id));
    const firstItem = page.list.find((item) => item.id === first.request.id);
    expect(firstItem).toMatchObject({
      orderNumber: first.order.orderNumber,
      orderStatus: 3,
      orderStatusName: 'Pending Review',
      email: first.shopper.email,
      kind: 'return',
      reason: 'damaged',
      details: 'The left hinge arrived broken.',
      refundTo: 'wallet',
      photoCount: 0,
      state: 'pending',
      outcome: null,
      resolvedBy: null,
    });
    expect(page.list.find((item) => item.id === answered.request.id)).toMatchObject({
      state: 'declined',
      resolution: 'Out of warranty.',
      resolvedBy: 'Test staff',
    });
  });

  it('filters by state, kind and search, and pages on the server', async () => {
    const mine = await orderInReview(2, { kind: 'exchange' });
    const pending = okData(await queue({ state: 'pending', kind: 'exchange', pageSize: 100 }));
    expect(pending.list.every((item) => item.state === 'pending' && item.kind === 'exchange')).toBe(true);
    expect(pending.list.map((item) => item.id)).toContain(mine.request.id);

    const found = okData(await queue({ search: mine.order.orderNumber.toLowerCase() }));
    expect(found.list.map((item) => item.id)).toEqual([mine.request.id]);
    expect(okData(await queue({ search: mine.shopper.email })).total).toBe(1);
    expect(okData(await queue({ state: 'declined', search: mine.order.orderNumber })).total).toBe(0);

    const small = okData(await queue({ pageSize: 1, page: 2 }));
    expect(small.list).toHaveLength(1);
    expect(small.pageCount).toBe(small.total);
  });

  it('shows one request with its order and serves its photos to the member (each view audited)', async () => {
    const png = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#3050c0' } })
      .png()
      .toBuffer();
    const placed = await orderInReview(2, { photos: [png, png] });
    const detail = okData(await info(placed.request.id));
    expect(detail).toMatchObject({
      id: placed.request.id,
      photoCount: 2,
      photos: [`${placed.request.id}-0`, `${placed.request.id}-1`],
      order: {
        orderNumber: placed.order.orderNumber,
        status: 3,
        statusBeforeReview: 2,
        totalCents: placed.order.totalCents,
        refundedCents: 0,
        refundableCents: placed.order.totalCents,
        paymentProvider: 'demo',
      },
    });
    expect(detail.order.lines).toHaveLength(1);

    const photo = await photoAs(staff, must(detail.photos[1]));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).toMatchObject({ width: 90 });
    const viewed = await auditLines('after-sales.photo-view');
    expect(viewed.find((line) => line.objectId === String(placed.request.id))?.actor).toBe(staff.email);

    expect(((await (await photoAs(staff, `${placed.request.id}-2`)).json()) as { code: number }).code).toBe(
      404,
    );
    expect(((await (await photoAs(null, must(detail.photos[0]))).json()) as { code: number }).code).toBe(3);
    expect(((await (await photoAs(catalog, must(detail.photos[0]))).json()) as { code: number }).code).toBe(
      403,
    );
    expect((await info(2_147_483_647)).body.code).toBe(404);
  });
});

describe('answers', () => {
  it('approves an exchange: the order goes back to the status it had (Shipped), the shopper is mailed and sees it', async () => {
    const placed = await orderInReview(2, { kind: 'exchange' });
    const started = Date.now();
    const answer = await approve({
      id: placed.request.id,
      outcome: 'exchange',
      message: 'We are sending you the frame in the next size.\nPlease keep the old one.',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'approved', outcome: 'exchange', orderStatus: 2 });
    expect(await orderStatus(placed)).toBe(2);
    expect((await movesOf(placed.order.orderNumber)).slice(-2)).toEqual([
      [2, 3],
      [3, 2],
    ]);

    const [request] = await myRequests(placed.shopper);
    expect(request).toMatchObject({
      id: placed.request.id,
      state: 'approved',
      resolution: 'We are sending you the frame in the next size.\nPlease keep the old one.',
      resolvedAt: expect.any(String),
    });

    await allMailSent();
    const mail = decoded(await mailTo(outbox, placed.shopper.email, 'About your request', started));
    expect(headerOf(mail, 'Subject')).toBe(`About your request for Oculo order ${placed.order.orderNumber}`);
    expect(mail).toContain('we will send you a replacement');
    expect(mail).toContain('Please keep the old one.');

    const [line] = (await auditLines('after-sales.approve')).filter(
      (entry) => entry.objectId === String(placed.request.id),
    );
    expect(line).toMatchObject({
      actor: staff.email,
      before: { state: 'pending', orderStatus: 3 },
      after: { state: 'approved', outcome: 'exchange', orderStatus: 2 },
    });
  });

  it('declines: the order goes back (Completed), the shopper is mailed and sees the message', async () => {
    const placed = await orderInReview(4, { kind: 'return' });
    const started = Date.now();
    const answer = await decline(
      placed.request.id,
      'The frame shows wear from use, so we cannot take it back.',
    );
    expect(answer.body.data).toMatchObject({ state: 'declined', outcome: null, orderStatus: 4 });
    expect(await orderStatus(placed)).toBe(4);

    const [request] = await myRequests(placed.shopper);
    expect(request).toMatchObject({
      state: 'declined',
      resolution: 'The frame shows wear from use, so we cannot take it back.',
    });
    await allMailSent();
    const mail = decoded(await mailTo(outbox, placed.shopper.email, 'About your request', started));
    expect(mail).toContain('We could not accept your return request.');
    expect((await auditLines('after-sales.decline')).map((line) => line.objectId)).toContain(
      String(placed.request.id),
    );
  });

  it('refuses to answer a request twice, and an answer without a message', async () => {
    const placed = await orderInReview();
    expect((await decline(placed.request.id, 'No.')).body.code).toBe(200);
    const again = await approve({ id: placed.request.id, outcome: 'exchange', message: 'Yes after all.' });
    expect(again.body).toMatchObject({ code: 0, msg: 'This request has already been declined.' });
    expect((await decline(placed.request.id, 'No again.')).body.code).toBe(0);
    expect(await orderStatus(placed)).toBe(2);

    const other = await orderInReview();
    const empty = await decline(other.request.id, '   ');
    expect(empty.body.code).toBe(422);
  });

  it('answers a request once when two members answer at the same time', async () => {
    const placed = await orderInReview(2);
    const other = await createOperator('staff');
    const answers = await Promise.all([
      decline(placed.request.id, 'Declined by the first member.'),
      approve({ id: placed.request.id, outcome: 'exchange', message: 'Approved by the second.' }, other),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 200]);
    expect((await movesOf(placed.order.orderNumber)).slice(-2)).toEqual([
      [2, 3],
      [3, 2],
    ]);
  });

  it('refuses a refund larger than what is left, and the request keeps waiting', async () => {
    const placed = await orderInReview();
    const refused = await approve({
      id: placed.request.id,
      outcome: 'refund',
      amountCents: placed.order.totalCents + 1,
      destination: 'wallet',
      message: 'Refunded.',
    });
    expect(refused.body).toMatchObject({ code: 0, msg: expect.stringMatching(/is left to refund/) });
    expect(await orderStatus(placed)).toBe(3);
    expect(await walletBalance(placed.shopper)).toBe(0);
    expect(okData(await info(placed.request.id))).toMatchObject({
      state: 'pending',
      outcome: null,
      resolution: '',
    });
    expect((await decline(placed.request.id, 'Declined after all.')).body.code).toBe(200);
  });
});

describe('approved with a refund', () => {
  it('refunds all to the wallet: the order is 5 Refunded and the shopper’s wallet holds its total', async () => {
    const placed = await orderInReview(4, { kind: 'return', refundTo: 'wallet' });
    const started = Date.now();
    const answer = await approve({
      id: placed.request.id,
      outcome: 'refund',
      message: 'Sorry about the hinge.',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ state: 'approved', outcome: 'refund', orderStatus: 5 });
    expect(await orderStatus(placed)).toBe(5);
    expect(await walletBalance(placed.shopper)).toBe(placed.order.totalCents);
    expect((await movesOf(placed.order.orderNumber)).slice(-2)).toEqual([
      [4, 3],
      [3, 5],
    ]);
    expect(okData(await info(placed.request.id)).order).toMatchObject({
      refundedCents: placed.order.totalCents,
      refundableCents: 0,
    });
    const [request] = await myRequests(placed.shopper);
    expect(request).toMatchObject({ state: 'approved', resolution: 'Sorry about the hinge.' });

    await allMailSent();
    const mail = decoded(await mailTo(outbox, placed.shopper.email, 'About your request', started));
    expect(mail).toContain('We approved your return request and refunded you.');
    expect(mail).toContain('is in your Oculo wallet now');
    const [line] = (await auditLines('after-sales.approve')).filter(
      (entry) => entry.objectId === String(placed.request.id),
    );
    expect(line?.after).toMatchObject({
      outcome: 'refund',
      refund: { amountCents: placed.order.totalCents, destination: 'wallet' },
      orderStatus: 5,
    });
  });

  it('refunds part through the payment provider: the order goes back to the status it had', async () => {
    const placed = await orderInReview(2, { kind: 'return', refundTo: 'original' });
    const half = Math.floor(placed.order.totalCents / 2);
    const answer = await approve({
      id: placed.request.id,
      outcome: 'refund',
      amountCents: half,
      message: 'We refund half: the frame is yours to keep.',
    });
    expect(answer.body.data).toMatchObject({ state: 'approved', outcome: 'refund', orderStatus: 2 });
    expect(await orderStatus(placed)).toBe(2);
    expect(okData(await info(placed.request.id)).order.refundedCents).toBe(half);
    expect(await walletBalance(placed.shopper)).toBe(0);
  });

  it('refunds once when two members approve at the same time', async () => {
    const placed = await orderInReview(2, { refundTo: 'wallet' });
    const other = await createOperator('staff');
    const amountCents = Math.floor(placed.order.totalCents / 3);
    const answers = await Promise.all([
      approve({ id: placed.request.id, outcome: 'refund', amountCents, message: 'First.' }),
      approve({ id: placed.request.id, outcome: 'refund', amountCents, message: 'Second.' }, other),
    ]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([0, 200]);
    expect(await walletBalance(placed.shopper)).toBe(amountCents);
    expect(await orderStatus(placed)).toBe(2);
  });

  it('finishes an approval that stopped after its refund, without refunding again', async () => {
    const placed = await orderInReview(2, { refundTo: 'wallet' });
    // what an approval leaves when the server stops between the refund and the answer
    await setRequest(placed.request.id, {
      outcome: 'refund',
      resolvedBy: staff.staffId,
      resolvedAt: new Date(),
    });
    await refundOrder(
      {
        number: placed.order.orderNumber,
        amountCents: placed.order.totalCents,
        destination: 'wallet',
        reason: refundReasonOf(placed.request.id),
      },
      { staffId: staff.staffId, email: staff.email, role: 'staff' },
    );
    expect(await orderStatus(placed)).toBe(3);

    const answer = await approve({ id: placed.request.id, outcome: 'refund', message: 'Refunded.' });
    expect(answer.body.data).toMatchObject({ state: 'approved', outcome: 'refund', orderStatus: 5 });
    expect(await walletBalance(placed.shopper)).toBe(placed.order.totalCents);
    expect(
      (await approve({ id: placed.request.id, outcome: 'refund', message: 'Again.' })).body,
    ).toMatchObject({
      code: 0,
      msg: 'This request has already been approved.',
    });
  });

  it('holds a request while its refund is under way, and takes over a claim that stopped before refunding', async () => {
    const placed = await orderInReview(2, { refundTo: 'wallet' });
    await setRequest(placed.request.id, {
      outcome: 'refund',
      resolvedBy: staff.staffId,
      resolvedAt: new Date(),
    });
    const meanwhile = await decline(placed.request.id, 'Declined meanwhile.');
    expect(meanwhile.body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/refunding this request right now/),
    });
    const twice = await approve({ id: placed.request.id, outcome: 'refund', message: 'Me too.' });
    expect(twice.body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/refunding this request right now/),
    });
    // the shopper still waits for an answer
    expect((await myRequests(placed.shopper))[0]).toMatchObject({ state: 'pending', resolvedAt: null });

    await setRequest(placed.request.id, { resolvedAt: new Date(Date.now() - 3 * 60_000) });
    const takenOver = await approve({ id: placed.request.id, outcome: 'refund', message: 'Refunded.' });
    expect(takenOver.body.data).toMatchObject({ state: 'approved', outcome: 'refund', orderStatus: 5 });
    expect(await walletBalance(placed.shopper)).toBe(placed.order.totalCents);
  });
});
