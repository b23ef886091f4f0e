import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, gte, lt, sql } from 'drizzle-orm';
import type { AlertChoices, StaffNotifications } from '@/lib/contract/calls/admin/alerts';
import { createDeviceId } from '@/lib/shop/random-id';
import { previousShopDay } from '@/lib/shop/staff-alerts';
import { fanOutStaffEvents } from '@/lib/server/domain/alerts/fan-out';
import { raiseDailySummary } from '@/lib/server/flows/staff-summary/daily-summary';
import { database } from '@/lib/server/platform/db/database';
import { orders } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import {
  addToCart,
  freshProduct,
  okData,
  paidOrder,
  readySnapshot,
  setOrder,
  submitOrder,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { allMailSent, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper } from '../support/shoppers';

// docs/operating.md#alerts: each member chooses the mails they get; the events are raised where
// they happen and fanned out through the outbox to those who asked; the console header lists them
// with each member's own reads.

let outbox: string;
let owner: TestOperator;
let staff: TestOperator;
let quiet: TestOperator;
let catalog: TestOperator;

const choose = (operator: TestOperator, kinds: string[]) =>
  post<AlertChoices>('/api/admin/alerts/choose', { kinds }, operator.headers);
const choicesOf = (operator: { headers: Record<string, string> }) =>
  callRoute<AlertChoices>('GET', '/api/admin/alerts/choices', { headers: operator.headers });
const notificationsOf = (operator: { headers: Record<string, string> }) =>
  callRoute<StaffNotifications>('GET', '/api/admin/notifications/list', { headers: operator.headers });

/** A mail as a person reads it: quoted-printable's soft breaks and escapes undone. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** Every mail's subject to `email` in the outbox, once every event is fanned out and sent. */
async function subjectsTo(email: string): Promise<string[]> {
  await fanOutStaffEvents();
  await allMailSent();
  const subjects: string[] = [];
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const raw = await readFile(path.join(outbox, file), 'utf8');
    if (new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw))
      subjects.push(headerOf(raw, 'Subject'));
  }
  return subjects;
}

beforeAll(async () => {
  outbox = await useTestOutbox();
  owner = await createOperator('owner');
  staff = await createOperator('staff');
  quiet = await createOperator('staff');
  catalog = await createOperator('catalog');
});

describe('choosing the mails', () => {
  it('offers each role only the events of its areas, none ticked at first', async () => {
    expect(okData(await choicesOf(catalog)).choices).toEqual([
      { kind: 'low-stock', label: 'A colour running low on stock', chosen: false },
    ]);
    const offered = okData(await choicesOf(staff)).choices;
    expect(offered.map((choice) => choice.kind)).toEqual([
      'paid-order',
      'prescription-check',
      'ticket',
      'after-sales',
      'daily-summary',
    ]);
    expect(offered.every((choice) => !choice.chosen)).toBe(true);
  });

  it('refuses with a 422 naming kinds a role that cannot see orders asking for the paid-order mail', async () => {
    const refused = await choose(catalog, ['paid-order', 'low-stock']);
    expect(refused.body.code).toBe(422);
    expect(refused.body.data).toEqual({ fields: { kinds: 'Your role cannot ask for “A new paid order”.' } });
    // nothing was kept
    expect(okData(await choicesOf(catalog)).choices[0]?.chosen).toBe(false);
  });

  it('keeps the ticks', async () => {
    const saved = okData(await choose(staff, ['paid-order', 'ticket']));
    expect(saved.choices.filter((c) => c.chosen).map((c) => c.kind)).toEqual(['paid-order', 'ticket']);
    expect(okData(await choicesOf(staff))).toEqual(saved);
  });

  it('refuses a shopper token on every call (code 3)', async () => {
    const shopper = await createShopper('alerts');
    expect((await choicesOf(shopper)).body.code).toBe(3);
    expect((await post('/api/admin/alerts/choose', { kinds: [] }, shopper.headers)).body.code).toBe(3);
    expect((await notificationsOf(shopper)).body.code).toBe(3);
    expect((await post('/api/admin/notifications/readAll', {}, shopper.headers)).body.code).toBe(3);
  });
});

describe('the mails', () => {
  beforeAll(async () => {
    okData(await choose(owner, ['after-sales', 'low-stock', 'daily-summary']));
    okData(await choose(staff, ['paid-order', 'ticket']));
    okData(await choose(catalog, ['low-stock']));
  });

  it('mails a new paid order to the member who asked, linking to its console page, and not to one who did not', async () => {
    const started = Date.now();
    const { order } = await paidOrder();
    const mail = decoded(
      await mailTo(outbox, staff.email, `Order ${order.orderNumber} paid`, started - 1000),
    );
    expect(mail).toContain(`http://localhost:3000/admin/orders/${order.orderNumber}`);
    expect(await subjectsTo(quiet.email)).toEqual([]);
    expect((await subjectsTo(owner.email)).filter((s) => s.includes(order.orderNumber))).toEqual([]);
  });

  it('mails a new ticket to the member who asked', async () => {
    const filed = await post<{ ticketNumber: string }>(
      '/api/contact/save',
      {
        name: 'Ada Lovelace',
        topic: 'order',
        message: 'Where is my order? It has been a week.',
        email: 'ada@example.com',
      },
      { 'x-device-id': createDeviceId(), 'x-oculo-peer': `10.${randomBytes(3).join('.')}` },
    );
    const { ticketNumber } = okData(filed);
    const mail = decoded(await mailTo(outbox, staff.email, `New ticket ${ticketNumber}`));
    expect(mail).toContain(`/admin/tickets/${ticketNumber}`);
  });

  it('mails a new after-sales request to the member who asked', async () => {
    const placed = await paidOrder();
    await setOrder(placed.order.orderNumber, { status: 2 });
    const form = new FormData();
    form.append('orderNumber', placed.order.orderNumber);
    form.append('kind', 'return');
    form.append('reason', 'damaged');
    form.append('details', 'The left hinge arrived broken.');
    form.append('refundTo', 'original');
    const request = okData(
      await callRoute<{ id: number }>('POST', '/api/order/afterSales', {
        body: form,
        headers: placed.shopper.headers,
      }),
    );
    const mail = decoded(await mailTo(outbox, owner.email, `for order ${placed.order.orderNumber}`));
    expect(mail).toContain(`/admin/after-sales/${request.id}`);
  });

  it('mails a colour crossing its low-stock threshold once, to the catalog member and the owner who asked', async () => {
    const shopper = await createShopper('low-stock');
    const item = await freshProduct('accessories', { stock: 6 });
    okData(await addToCart(shopper.headers, item, 1));
    okData(await submitOrder(shopper.headers, (await readySnapshot(shopper.headers)).snapshotId));
    const subject = `${item.sku}) is low: 5 left`;
    await mailTo(outbox, catalog.email, subject);
    await mailTo(outbox, owner.email, subject);
    // a second sale of the low colour tells nobody again
    okData(await addToCart(shopper.headers, item, 1));
    okData(await submitOrder(shopper.headers, (await readySnapshot(shopper.headers)).snapshotId));
    expect((await subjectsTo(catalog.email)).filter((s) => s.includes(item.sku))).toHaveLength(1);
    // the staff role does not open the catalog: never told, whatever it ticked
    expect((await subjectsTo(staff.email)).some((s) => s.includes(item.sku))).toBe(false);
  });

  it('sums up yesterday in the daily summary, once', async () => {
    const now = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const { start, end, day } = previousShopDay(now, 'UTC');
    const db = await database();
    const [paid] = await db
      .select({
        orders: sql<number>`count(*)`.mapWith(Number),
        cents: sql<number>`coalesce(sum(${orders.totalCents} - ${orders.refundedCents}), 0)`.mapWith(Number),
      })
      .from(orders)
      .where(and(gte(orders.paidAt, start), lt(orders.paidAt, end)));
    expect(paid?.orders).toBeGreaterThanOrEqual(2);
    expect(await raiseDailySummary(now)).toBe(day);
    await raiseDailySummary(now);
    const mail = decoded(await mailTo(outbox, owner.email, `Summary of ${day}`));
    expect(mail).toContain(`Orders paid: ${paid?.orders}`);
    expect(mail).toContain(`Revenue: $${((paid?.cents ?? 0) / 100).toFixed(2)}`);
    expect(mail).toMatch(/Open tickets: \d+/);
    expect(mail).toMatch(/Orders waiting for the prescription check: \d+/);
    expect((await subjectsTo(owner.email)).filter((s) => s.includes(`Summary of ${day}`))).toHaveLength(1);
  });
});

describe('the notification list', () => {
  it('lists what the role may see, whether or not mail was asked for, each member reading their own', async () => {
    const { order } = await paidOrder();
    const seen = okData(await notificationsOf(quiet));
    const event = seen.list.find((item) => item.href === `/admin/orders/${order.orderNumber}`);
    expect(event).toMatchObject({ kind: 'paid-order', read: false });
    expect(seen.list.some((item) => item.kind === 'low-stock')).toBe(false);
    expect(okData(await notificationsOf(catalog)).list.every((item) => item.kind === 'low-stock')).toBe(true);

    const ownerUnread = okData(await notificationsOf(owner)).unread;
    const afterRead = okData(
      await post<StaffNotifications>('/api/admin/notifications/read', { id: event?.id }, quiet.headers),
    );
    expect(afterRead.unread).toBe(seen.unread - 1);
    expect(afterRead.list.find((item) => item.id === event?.id)?.read).toBe(true);
    // another member's reads are their own
    expect(okData(await notificationsOf(owner)).unread).toBe(ownerUnread);

    const allRead = okData(
      await post<StaffNotifications>('/api/admin/notifications/readAll', {}, quiet.headers),
    );
    expect(allRead.unread).toBe(0);
    expect(allRead.list.every((item) => item.read)).toBe(true);
    expect(okData(await notificationsOf(owner)).unread).toBe(ownerUnread);
  });

  it('answers 404 for an event the role may not see, and 422 for a bad id', async () => {
    const lowStock = okData(await notificationsOf(catalog)).list[0];
    expect(lowStock).toBeDefined();
    expect((await post('/api/admin/notifications/read', { id: lowStock?.id }, staff.headers)).body.code).toBe(
      404,
    );
    const bad = await post('/api/admin/notifications/read', { id: 'x' }, staff.headers);
    expect(bad.body.code).toBe(422);
    expect(bad.body.data).toHaveProperty('fields.id');
  });
});
