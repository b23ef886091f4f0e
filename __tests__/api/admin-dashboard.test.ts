import { eq, lte } from 'drizzle-orm';
import type { DashboardSummary } from '@/lib/contract/calls/admin/dashboard';
import { database } from '@/lib/server/platform/db/database';
import {
  afterSalesRequests,
  productVariants,
  products,
  supportTickets,
  ticketMessages,
} from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { LOW_STOCK_THRESHOLD, startOfUtcDay, startOfUtcWeek } from '@/lib/shop/dashboard-periods';
import { callRoute, post } from '../support/call-route';
import {
  addGlasses,
  fromAddress,
  freshProduct,
  must,
  okData,
  orderRow,
  paidOrder,
  payWithDemo,
  readySnapshot,
  setOrder,
  setStock,
  submitOrder,
  type TestItem,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { addPrescriptionGlasses, MILD_RX } from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// The operator console's dashboard: today's and this week's orders and revenue (UTC, the week from
// Monday, less refunds), orders waiting for the prescription check or for shipping, open
// after-sales requests, unanswered tickets, low-stock colours.

const summaryOf = async (headers: Record<string, string> = {}) =>
  callRoute<DashboardSummary>('GET', '/api/admin/dashboard/summary', { headers });

let staff: TestOperator;

beforeAll(async () => {
  staff = await createOperator('staff');
});

/** A paid order of glasses through the lens flow: with a typed prescription, or plain sunglasses. */
async function paidGlassesOrder(prescription: boolean): Promise<{ orderNumber: string; totalCents: number }> {
  const shopper = await createShopper('glasses');
  if (prescription) await addPrescriptionGlasses(shopper.headers, { source: 'typed', ...MILD_RX });
  else await addGlasses(shopper.headers, await freshProduct('sunglasses'));
  const snapshot = await readySnapshot(shopper.headers);
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  okData(await payWithDemo(shopper.headers, order.orderNumber));
  return order;
}

describe('who may call', () => {
  it('refuses no token and a shopper; every role of the staff may, a catalog member sees only stock', async () => {
    expect((await summaryOf()).body.code).toBe(3);
    expect((await summaryOf((await createShopper('dash')).headers)).body.code).toBe(3);
    for (const role of ['owner', 'staff'] as const) {
      const seen = okData(await summaryOf((await createOperator(role)).headers));
      expect(seen.sales).not.toBeNull();
      expect(seen.work).not.toBeNull();
    }
    const catalog = okData(await summaryOf((await createOperator('catalog')).headers));
    expect(catalog).toMatchObject({ sales: null, work: null, lowStock: { threshold: LOW_STOCK_THRESHOLD } });
  });
});

describe('GET /api/admin/dashboard/summary', () => {
  it('counts the known orders, requests, tickets and low stock', async () => {
    const now = new Date();
    const dayStart = startOfUtcDay(now);
    const weekStart = startOfUtcWeek(now);
    const before = okData(await summaryOf(staff.headers));
    expect(before).toMatchObject({
      dayStartsAt: dayStart.toISOString(),
      weekStartsAt: weekStart.toISOString(),
    });
    const db = await database();

    // ——— sales: paid today, paid this Monday at 00:00 UTC, paid last week, unpaid ———
    const today = await paidOrder({ priceCents: 4_000 });
    await setOrder(today.order.orderNumber, { refundedCents: 300 });
    const monday = await paidOrder({ priceCents: 5_000 });
    await setOrder(monday.order.orderNumber, { paidAt: weekStart, status: 2 });
    const lastWeek = await paidOrder({ priceCents: 6_000 });
    await setOrder(lastWeek.order.orderNumber, { paidAt: new Date(weekStart.getTime() - 1000), status: 4 });
    const unpaid = await paidOrder({ priceCents: 7_000 });
    await setOrder(unpaid.order.orderNumber, { paidAt: null, status: 0 });
    const mondayIsToday = weekStart.getTime() === dayStart.getTime();

    // ——— waiting work: prescription orders unchecked, asked about, confirmed; plain glasses ———
    const unchecked = await paidGlassesOrder(true);
    const asked = await paidGlassesOrder(true);
    await setOrder(asked.orderNumber, { prescriptionCheck: 'question' });
    const confirmed = await paidGlassesOrder(true);
    await setOrder(confirmed.orderNumber, { prescriptionCheck: 'confirmed' });
    const shippedRx = await paidGlassesOrder(true);
    await setOrder(shippedRx.orderNumber, { status: 2 });
    const plain = await paidGlassesOrder(false);

    // ——— after-sales: one waiting, one answered ———
    const completed = await orderRow(lastWeek.order.orderNumber);
    const request = {
      orderId: completed.id,
      userId: completed.userId,
      kind: 'return',
      reason: 'damaged',
      details: 'The hinge is broken.',
      refundTo: 'original',
      photoKeys: [],
    };
    await db.insert(afterSalesRequests).values([request, { ...request, state: 'approved' }]);

    // ——— tickets: a new one, one answered then written to again, one answered and read, one closed ———
    const filed = async () =>
      okData(
        await post<{ ticketNumber: string }>(
          '/api/contact/save',
          {
            name: 'Maria Keller',
            email: 'maria@example.com',
            topic: 'order',
            message: 'Where is my order, please?',
          },
          { 'x-device-id': createDeviceId(), ...fromAddress() },
        ),
      ).ticketNumber;
    await filed();
    const ticketRow = async (ticketNumber: string) =>
      must((await db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, ticketNumber)))[0]);
    const readAt = new Date(Date.now() - 60_000);
    const unread = await ticketRow(await filed());
    await db
      .update(supportTickets)
      .set({ status: 'answered', staffReadAt: readAt })
      .where(eq(supportTickets.id, unread.id));
    await db.insert(ticketMessages).values({ ticketId: unread.id, author: 'shopper', body: 'Any news?' });
    const read = await ticketRow(await filed());
    await db
      .update(supportTickets)
      .set({ status: 'answered', staffReadAt: new Date() })
      .where(eq(supportTickets.id, read.id));
    const closed = await ticketRow(await filed());
    await db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, closed.id));

    // ——— low stock: everything else well stocked, two colours low, one of a product off sale ———
    await db
      .update(productVariants)
      .set({ stock: 50 })
      .where(lte(productVariants.stock, productVariants.lowStockThreshold));
    const soldOut: TestItem = await freshProduct('accessories');
    const nearlyOut: TestItem = await freshProduct('accessories');
    const offSale: TestItem = await freshProduct('accessories');
    await setStock(soldOut, 0);
    await setStock(nearlyOut, LOW_STOCK_THRESHOLD);
    await setStock(offSale, 1);
    await db.update(products).set({ isActive: false }).where(eq(products.id, offSale.productId));
    // one more than the threshold is not low
    const plenty = await freshProduct('accessories');
    await setStock(plenty, LOW_STOCK_THRESHOLD + 1);

    const after = okData(await summaryOf(staff.headers));
    const sales = must(before.sales);
    const glasses =
      unchecked.totalCents +
      asked.totalCents +
      confirmed.totalCents +
      shippedRx.totalCents +
      plain.totalCents;
    const todayCents = today.order.totalCents - 300;
    const mondayCents = monday.order.totalCents;
    expect(after.sales).toEqual({
      today: {
        orders: sales.today.orders + 1 + 5 + (mondayIsToday ? 1 : 0),
        revenueCents: sales.today.revenueCents + todayCents + glasses + (mondayIsToday ? mondayCents : 0),
      },
      week: {
        orders: sales.week.orders + 1 + 5 + 1,
        revenueCents: sales.week.revenueCents + todayCents + glasses + mondayCents,
      },
    });
    expect(after.work).toEqual({
      awaitingPrescriptionCheck: must(before.work).awaitingPrescriptionCheck + 2,
      // the plain sunglasses, the confirmed prescription and the accessory paid today
      awaitingShipping: must(before.work).awaitingShipping + 3,
      openAfterSales: must(before.work).openAfterSales + 1,
      unansweredTickets: must(before.work).unansweredTickets + 2,
    });
    expect(after.lowStock.total).toBe(2);
    expect(after.lowStock.list.map((v) => [v.sku, v.stock])).toEqual([
      [soldOut.sku, 0],
      [nearlyOut.sku, LOW_STOCK_THRESHOLD],
    ]);
    expect(after.lowStock.list[0]).toMatchObject({ productCode: soldOut.code });
  });
});
