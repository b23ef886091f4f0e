import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { OperatorOrder, OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { OrderStatus } from '@/lib/shop/order-status';
import { endPrescriptionWaits, sendPrescriptionReminders } from '@/lib/server/domain/orders';
import { database } from '@/lib/server/platform/db/database';
import { orderRefunds } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import { okData, orderRow } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import {
  adminOrders,
  auditLinesOf,
  readableMail,
  shopOrder,
  uploadedPrescription,
  type ShopOrder,
} from '../support/operator-orders';
import { allMailSent, headerOf, useTestOutbox } from '../support/outbox';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// docs/product.md#prescription-later and docs/operating.md#prescription-wait: an order paid with
// "send my prescription later" waits for it (still 1 Not Shipped), the shopper sends it from the
// order's page, reminders go on days 2, 5 and 10 once each, and the wait's end cancels and refunds
// the order once, however often and however many instances run the jobs.

const DAY_MS = 86_400_000;
let outbox = '';
let staff: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  catalog = await createOperator('catalog');
});

const laterOrder = () => shopOrder({ glasses: { source: 'later' } });
const info = async (order: ShopOrder) =>
  okData(await post<OrderDetail>('/api/order/info', { orderNumber: order.number }, order.shopper.headers));
const send = (order: ShopOrder, prescription: object, headers = order.shopper.headers) =>
  post<OrderDetail>('/api/order/sendPrescription', { orderNumber: order.number, prescription }, headers);

/** The mails in the outbox to `to` whose subject holds `subject`. */
async function mailsTo(to: string, subject: string): Promise<string[]> {
  await allMailSent();
  const found: string[] = [];
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const raw = await readFile(path.join(outbox, file), 'utf8');
    if (
      new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw) &&
      headerOf(raw, 'Subject').includes(subject)
    )
      found.push(readableMail(raw));
  }
  return found;
}

const daysAfterPayment = async (number: string, days: number) => {
  const paidAt = (await orderRow(number)).paidAt;
  if (!paidAt) throw new Error('the order is not paid');
  return new Date(paidAt.getTime() + days * DAY_MS + 60_000);
};

describe('paying with "send my prescription later"', () => {
  it('leaves the order Not Shipped and awaiting its prescription for 14 days', async () => {
    const order = await laterOrder();
    const row = await orderRow(order.number);
    expect(row.status).toBe(OrderStatus.NotShipped);
    expect(row.prescriptionDueAt?.getTime()).toBe((row.paidAt?.getTime() ?? 0) + 14 * DAY_MS);
    const detail = await info(order);
    expect(detail.prescriptionDueAt).toBe(row.prescriptionDueAt?.toISOString());
    expect(detail.lines[0]?.lens?.prescriptionNote).toBe('To be sent after ordering');
  });

  it('holds the optician’s check, the lab and shipping while it waits', async () => {
    const order = await laterOrder();
    const waiting = /waiting for the shopper’s prescription/;
    expect(
      (
        await adminOrders(staff, 'checkPrescription', {
          number: order.number,
          decision: 'question',
          message: 'Which lenses do you wear now?',
        })
      ).body,
    ).toMatchObject({ code: 0, msg: expect.stringMatching(waiting) });
    expect(
      (await adminOrders(staff, 'labStage', { number: order.number, stage: 'quality_checked' })).body,
    ).toMatchObject({ code: 0, msg: expect.stringMatching(/once the shopper has sent the prescription/) });
    expect(
      (
        await adminOrders(staff, 'ship', {
          number: order.number,
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
        })
      ).body,
    ).toMatchObject({ code: 0, msg: expect.stringMatching(waiting) });
  });

  it('is an order without a wait when the prescription was typed', async () => {
    const order = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
    expect((await orderRow(order.number)).prescriptionDueAt).toBeNull();
  });
});

describe('the shopper sends it', () => {
  it('typed: kept on the line, the wait ended, in the history', async () => {
    const order = await laterOrder();
    const detail = okData(await send(order, { source: 'typed', ...MILD_RX }));
    expect(detail.prescriptionDueAt).toBeNull();
    expect(detail.lines[0]?.lens?.rx).toMatchObject({ source: 'typed', values: { od_sph: -1.5, pd: 63 } });
    expect(detail.lines[0]?.lens?.prescriptionNote).toBe('Entered by you');
    expect(detail.history.at(-1)?.note).toMatch(/The prescription was sent/);
    expect((await orderRow(order.number)).prescriptionDueAt).toBeNull();
    // the optician can now open and check it
    const opened = await adminOrders(staff, 'prescription', { number: order.number });
    expect(opened.body.code).toBe(200);
    // and a second send finds nothing waiting
    expect((await send(order, { source: 'typed', ...MILD_RX })).body).toMatchObject({
      code: 0,
      msg: 'This order is not waiting for a prescription.',
    });
  });

  it('as a photo of it', async () => {
    const order = await laterOrder();
    const detail = okData(await send(order, await uploadedPrescription(order.shopper)));
    expect(detail.lines[0]?.lens?.rx).toMatchObject({ source: 'image', photo: true });
  });

  it('answers values that cannot be kept by field, and keeps waiting', async () => {
    const order = await laterOrder();
    const refused = await send(order, { source: 'typed', od_sph: '-1.50', os_sph: '-1.25' });
    expect(refused.body.code).toBe(422);
    expect((refused.body.data as unknown as { fields: Record<string, string> }).fields).toHaveProperty('pd');
    expect((await orderRow(order.number)).prescriptionDueAt).not.toBeNull();
    expect((await send(order, { source: 'later' })).body.code).toBe(0);
  });

  it('is not found for another shopper, and needs a sign-in', async () => {
    const order = await laterOrder();
    const other = await createShopper('other');
    expect((await send(order, { source: 'typed', ...MILD_RX }, other.headers)).body.code).toBe(404);
    expect((await send(order, { source: 'typed', ...MILD_RX }, {})).body.code).toBe(3);
    expect((await orderRow(order.number)).prescriptionDueAt).not.toBeNull();
  });
});

describe('the reminders (days 2, 5, 10)', () => {
  it('sends the day-2 reminder once when the job runs twice, and at once', async () => {
    const order = await laterOrder();
    const day2 = await daysAfterPayment(order.number, 2);
    expect(await sendPrescriptionReminders(new Date(day2.getTime() - 2 * 3_600_000))).toBe(0);
    await sendPrescriptionReminders(day2);
    await sendPrescriptionReminders(day2);
    await Promise.all([sendPrescriptionReminders(day2), sendPrescriptionReminders(day2)]);
    const mails = await mailsTo(
      order.shopper.email,
      `Send the prescription for your Oculo order ${order.number}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`/centerMain/order/send-prescription?order=${order.number}`);
    expect((await orderRow(order.number)).prescriptionReminders).toBe(1);
    // day 10: the last reminder, once
    const day10 = await daysAfterPayment(order.number, 10);
    await Promise.all([sendPrescriptionReminders(day10), sendPrescriptionReminders(day10)]);
    expect(await mailsTo(order.shopper.email, 'Last reminder: send the prescription')).toHaveLength(1);
    expect((await orderRow(order.number)).prescriptionReminders).toBe(3);
  });

  it('sends none once the prescription is sent', async () => {
    const order = await laterOrder();
    okData(await send(order, { source: 'typed', ...MILD_RX }));
    expect(await sendPrescriptionReminders(await daysAfterPayment(order.number, 5))).toBe(0);
  });
});

describe('the wait’s end (day 14)', () => {
  const refundsOf = async (number: string) => {
    const db = await database();
    const row = await orderRow(number);
    return db.select().from(orderRefunds).where(eq(orderRefunds.orderId, row.id));
  };

  it('cancels and refunds in full once, when the job runs twice and at once', async () => {
    const order = await laterOrder();
    const day13 = await daysAfterPayment(order.number, 13);
    await endPrescriptionWaits(day13);
    expect(await refundsOf(order.number)).toHaveLength(0);

    const day14 = await daysAfterPayment(order.number, 14);
    await Promise.all([endPrescriptionWaits(day14), endPrescriptionWaits(day14)]);
    await endPrescriptionWaits(day14);
    const refunds = await refundsOf(order.number);
    const row = await orderRow(order.number);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: 'done', provider: 'demo', amountCents: row.totalCents });
    expect(row).toMatchObject({
      status: OrderStatus.Refunded,
      refundedCents: row.totalCents,
      prescriptionDueAt: null,
    });
    expect(await mailsTo(order.shopper.email, `Your Oculo order ${order.number} is cancelled`)).toHaveLength(
      1,
    );
    expect((await info(order)).history.at(-1)?.note).toMatch(/did not arrive in time/);
    // no member refunded it: the shop did, and the console's history says so
    const { history } = okData(await adminOrders<OperatorOrder>(staff, 'info', { number: order.number }));
    expect(history.find((entry) => /Refunded in full/.test(entry.note))?.actor).toBe('system');
  });

  it('leaves an order whose prescription came in time', async () => {
    const order = await laterOrder();
    okData(await send(order, { source: 'typed', ...MILD_RX }));
    await endPrescriptionWaits(await daysAfterPayment(order.number, 15));
    expect(await refundsOf(order.number)).toHaveLength(0);
    expect((await orderRow(order.number)).status).toBe(OrderStatus.NotShipped);
  });
});

describe('the console', () => {
  it('lists the orders awaiting a prescription and shows the wait’s end', async () => {
    const order = await laterOrder();
    const typed = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
    const list = okData(
      await adminOrders<{ list: OrderListItem[] }>(staff, 'list', {
        awaitingPrescription: true,
        pageSize: 100,
      }),
    ).list;
    const numbers = list.map((item) => item.number);
    expect(numbers).toContain(order.number);
    expect(numbers).not.toContain(typed.number);
    expect(list.find((item) => item.number === order.number)?.prescriptionDueAt).not.toBeNull();
    const shown = okData(await adminOrders(staff, 'info', { number: order.number }));
    expect(shown.prescriptionDueAt).toBe((await orderRow(order.number)).prescriptionDueAt?.toISOString());
  });

  it('lets staff extend the wait, audited and in the history', async () => {
    const order = await laterOrder();
    const before = (await orderRow(order.number)).prescriptionDueAt?.getTime() ?? 0;
    const extended = okData(
      await adminOrders<OperatorOrder>(staff, 'extendPrescriptionWait', { number: order.number, days: 7 }),
    );
    expect(new Date(extended.prescriptionDueAt ?? 0).getTime()).toBe(before + 7 * DAY_MS);
    expect(extended.history.at(-1)).toMatchObject({
      actor: 'operator',
      note: expect.stringMatching(/extended by 7 days/),
    });
    expect((await auditLinesOf(order.number)).map((line) => line.action)).toContain(
      'order.extend-prescription-wait',
    );
    // the old day 14 no longer ends it
    await endPrescriptionWaits(await daysAfterPayment(order.number, 15));
    expect((await orderRow(order.number)).status).toBe(OrderStatus.NotShipped);
    expect(
      (await adminOrders(staff, 'extendPrescriptionWait', { number: order.number, days: 31 })).body.code,
    ).toBe(422);
  });

  it('refuses an order that waits for nothing', async () => {
    const typed = await shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
    expect(
      (await adminOrders(staff, 'extendPrescriptionWait', { number: typed.number, days: 3 })).body,
    ).toMatchObject({ code: 0, msg: 'This order is not waiting for a prescription.' });
  });

  it('refuses a shopper’s token, none and the catalog role on the operator call', async () => {
    const order = await laterOrder();
    const json = { number: order.number, days: 3 };
    const verb = '/api/admin/orders/extendPrescriptionWait';
    expect((await callRoute('POST', verb, { json })).body.code).toBe(3);
    expect((await callRoute('POST', verb, { json, headers: order.shopper.headers })).body.code).toBe(3);
    expect((await callRoute('POST', verb, { json, headers: catalog.headers })).body.code).toBe(403);
    expect((await orderRow(order.number)).prescriptionDueAt?.getTime()).toBe(
      ((await orderRow(order.number)).paidAt?.getTime() ?? 0) + 14 * DAY_MS,
    );
  });
});
