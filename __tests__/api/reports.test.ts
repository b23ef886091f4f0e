import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { SalesReportView } from '@/lib/contract/calls/admin/reports';
import { createDeviceId } from '@/lib/shop/random-id';
import { database } from '@/lib/server/platform/db';
import { orderLines, orderRefunds, orders, siteEvents } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#reports: sales per bucket, best frames and colours, lens shares, coupon use and
// the funnel over whole days of the shop's time zone, each as a CSV, for the owner and the staff.
// Orders and events are written straight in, dated in March 2024 in New York, where the clocks went
// forward on the 10th. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).

type SettingsView = { settings: Record<string, string>; publicUrlSetting: string };

const MARCH = { from: '2024-03-01', to: '2024-03-14' };
const FORMULA_CODE = '=CMD|A1';

let owner: TestOperator;

const report = (range: object, headers = owner.headers) =>
  post<SalesReportView>('/api/admin/reports/sales', range, headers);

async function setTimeZone(timeZone: string): Promise<void> {
  const view = okData(
    await callRoute<SettingsView>('GET', '/api/admin/settings/get', { headers: owner.headers }),
  );
  okData(
    await post(
      '/api/admin/settings/update',
      { ...view.settings, publicUrl: view.publicUrlSetting, timeZone },
      owner.headers,
    ),
  );
}

interface Line {
  code: string;
  colorName: string;
  kind?: 'frame' | 'accessory';
  quantity: number;
  totalCents: number;
  lensUse?: string;
  lens?: [string, string][];
}

/** An order written straight in, with its lines as the checkout freezes them. */
async function order(
  userId: number,
  totalCents: number,
  paidAt: string | null,
  lines: Line[],
  coupon?: { code: string; discountCents: number },
): Promise<number> {
  const db = await database();
  const [row] = await db
    .insert(orders)
    .values({
      number: `OCRPT-${randomBytes(5).toString('hex')}`,
      userId,
      snapshotId: 2_000_000_000 - Math.floor(Math.random() * 1_000_000_000),
      status: paidAt ? 1 : 0,
      subtotalCents: totalCents,
      frameDiscountCents: 0,
      couponDiscountCents: coupon?.discountCents ?? 0,
      couponCode: coupon?.code ?? null,
      shippingCents: 0,
      totalCents,
      currency: 'USD',
      address: {} as never,
      email: 'reports@example.com',
      shippingMethod: 'standard',
      shippingName: 'Standard',
      payBy: new Date('2024-03-31T00:00:00Z'),
      paidAt: paidAt ? new Date(paidAt) : null,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('no order');
  await db.insert(orderLines).values(
    lines.map((line, sort) => ({
      orderId: row.id,
      quantity: line.quantity,
      sort,
      line: {
        id: sort,
        code: line.code,
        name: `Frame ${line.code}`,
        kind: line.kind ?? 'frame',
        sku: `${line.code}-${line.colorName}`,
        colorName: line.colorName,
        image: null,
        quantity: line.quantity,
        unitPriceCents: 0,
        unitLensCents: 0,
        subtotalCents: line.totalCents,
        frameDiscountCents: 0,
        totalCents: line.totalCents,
        lens: line.lensUse
          ? {
              lensUse: line.lensUse,
              lens: (line.lens ?? []).map(([name, item]) => ({ name, item, priceCents: 0 })),
              prescription: [],
              prescriptionNote: '',
            }
          : null,
      },
    })),
  );
  return row.id;
}

/** Events sent as the storefront sends them, then dated `at`. */
async function events(device: string, at: string, list: object[]): Promise<void> {
  okData(await post('/api/other/statistics', { events: list }, { 'x-device-id': device }));
  const db = await database();
  await db
    .update(siteEvents)
    .set({ createdAt: new Date(at) })
    .where(inArray(siteEvents.deviceId, [device]));
}

const view = (path: string) => ({ type: 'page_view', path });
const click = (path: string, target: string) => ({ type: 'click', path, target });
const steps = (...names: string[]) =>
  names.map((step) => click('/details/OCRPT1/lenses', `lens-wizard:step:${step}`));

beforeAll(async () => {
  owner = await createOperator('owner');
  await setTimeZone('America/New_York');
  const { userId } = await createShopper('reports');
  const first = await order(
    userId,
    10_001,
    '2024-03-02T15:00:00Z',
    [
      {
        code: 'OCRPT1',
        colorName: 'Black',
        quantity: 1,
        totalCents: 8_000,
        lensUse: 'Single Vision',
        lens: [
          ['Lens Index', '1.67 High-Index'],
          ['Lens Type', 'Clear'],
          ['Additional Price', 'Anti-Reflective'],
        ],
      },
      { code: 'OCCASE', colorName: 'Grey', kind: 'accessory', quantity: 1, totalCents: 2_001 },
    ],
    { code: 'SPRING', discountCents: 1_500 },
  );
  // 23:30 on 5 March in New York (UTC-5): already the 6th in UTC
  const second = await order(userId, 5_000, '2024-03-06T04:30:00Z', [
    {
      code: 'OCRPT1',
      colorName: 'Tortoise',
      quantity: 2,
      totalCents: 5_000,
      lensUse: 'Progressive',
      lens: [['Lens Index', '1.50 Standard']],
    },
  ]);
  // noon on 10 March, after the clocks went forward (UTC-4)
  await order(
    userId,
    7_550,
    '2024-03-10T16:00:00Z',
    [{ code: 'OCRPT2', colorName: 'Black', quantity: 1, totalCents: 7_000 }],
    {
      code: FORMULA_CODE,
      discountCents: 250,
    },
  );
  // unpaid, and paid on 29 February in New York: neither counts
  await order(userId, 9_900, null, [{ code: 'OCRPT2', colorName: 'Black', quantity: 5, totalCents: 9_900 }]);
  await order(userId, 9_900, '2024-03-01T04:59:00Z', [
    { code: 'OCRPT2', colorName: 'Black', quantity: 5, totalCents: 9_900 },
  ]);
  const db = await database();
  const refund = { destination: 'wallet', reason: 'Came back', createdAt: new Date('2024-03-05T12:00:00Z') };
  await db.insert(orderRefunds).values([
    {
      ...refund,
      orderId: first,
      amountCents: 1_234,
      state: 'done',
      idempotencyKey: `rpt-${randomBytes(6).toString('hex')}`,
      completedAt: new Date('2024-03-05T12:00:00Z'),
    },
    // refused: it gave nothing back
    {
      ...refund,
      orderId: second,
      amountCents: 999,
      state: 'failed',
      idempotencyKey: `rpt-${randomBytes(6).toString('hex')}`,
      completedAt: new Date('2024-03-05T12:00:00Z'),
    },
  ]);
  // two shoppers start the wizard: one stops at the prescription, one goes on to the cart and the checkout
  const [goesOn, stops, looks, lensesOnly, before] = [1, 2, 3, 4, 5].map(() => createDeviceId());
  await events(must(goesOn), '2024-03-03T15:00:00Z', [
    view('/details/OCRPT1'),
    click('/details/OCRPT1/lenses', 'lens-wizard:start'),
    ...steps('lens_use', 'prescription', 'add_ones', 'lens_index', 'lens_type'),
    click('/details/OCRPT1/lenses', 'add-to-cart'),
    view('/payment'),
  ]);
  await events(must(stops), '2024-03-03T15:00:00Z', [
    view('/details/OCRPT1'),
    click('/details/OCRPT1/lenses', 'lens-wizard:start'),
    ...steps('lens_use', 'prescription'),
  ]);
  await events(must(looks), '2024-03-04T15:00:00Z', [view('/details/OCRPT2')]);
  await events(must(lensesOnly), '2024-03-04T15:00:00Z', [view('/details/OCRPT1/lenses')]);
  // before the range
  await events(must(before), '2024-02-20T15:00:00Z', [
    view('/details/OCRPT1'),
    click('/details/OCRPT1/lenses', 'lens-wizard:start'),
  ]);
});

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('missing');
  return value;
}

describe('POST /api/admin/reports/sales', () => {
  it('sums the sales per day of the shop, an order at 23:30 there on its own day, to the cent', async () => {
    const answer = okData(await report(MARCH));
    expect(answer.timeZone).toBe('America/New_York');
    expect(answer.startsAt).toBe('2024-03-01T05:00:00.000Z');
    // the 14th ends at midnight EDT (UTC-4)
    expect(answer.endsAt).toBe('2024-03-15T04:00:00.000Z');
    expect(answer.bucketSize).toBe('day');
    expect(answer.buckets).toHaveLength(14);
    const figures = answer.buckets
      .filter((bucket) => bucket.orders > 0 || bucket.refunds > 0)
      .map((b) => [
        b.key,
        b.orders,
        b.revenueCents,
        b.averageOrderCents,
        b.refunds,
        b.refundedCents,
        b.netCents,
      ]);
    expect(figures).toEqual([
      ['2024-03-02', 1, 10_001, 10_001, 0, 0, 10_001],
      ['2024-03-05', 1, 5_000, 5_000, 1, 1_234, 3_766],
      ['2024-03-10', 1, 7_550, 7_550, 0, 0, 7_550],
    ]);
    expect(answer.totals).toEqual({
      orders: 3,
      revenueCents: 22_551,
      averageOrderCents: 7_517,
      refunds: 1,
      refundedCents: 1_234,
      netCents: 21_317,
    });
  });

  it('cuts a longer range into Monday weeks', async () => {
    const answer = okData(await report({ from: '2024-02-01', to: '2024-04-30' }));
    expect(answer.bucketSize).toBe('week');
    const week = answer.buckets.find((bucket) => bucket.key === '2024-03-04');
    expect(week && [week.from, week.to, week.orders, week.revenueCents]).toEqual([
      '2024-03-04',
      '2024-03-10',
      2,
      12_550,
    ]);
  });

  it('names the best frames and colours by units sold, with their lines’ revenue', async () => {
    const answer = okData(await report(MARCH));
    expect(answer.frames.map((row) => [row.code, row.units, row.revenueCents])).toEqual([
      ['OCRPT1', 3, 13_000],
      ['OCRPT2', 1, 7_000],
    ]);
    expect(answer.colors.map((row) => [row.code, row.colorName, row.units, row.revenueCents])).toEqual([
      ['OCRPT1', 'Tortoise', 2, 5_000],
      ['OCRPT1', 'Black', 1, 8_000],
      ['OCRPT2', 'Black', 1, 7_000],
    ]);
  });

  it('shares the frames sold out by lens use, index, type and coating', async () => {
    const { lenses } = okData(await report(MARCH));
    expect(lenses.frames).toBe(4);
    expect(lenses.rows.map((row) => [row.groupName, row.choice, row.units, row.share])).toEqual([
      ['Lens use', 'Progressive', 2, 0.5],
      ['Lens use', 'Frame only', 1, 0.25],
      ['Lens use', 'Single Vision', 1, 0.25],
      ['Lens index', '1.50 Standard', 2, 0.5],
      ['Lens index', '1.67 High-Index', 1, 0.25],
      ['Lens type', 'Clear', 1, 0.25],
      ['Coating', 'Anti-Reflective', 1, 0.25],
    ]);
  });

  it('counts each coupon’s paid orders and the discount it gave', async () => {
    expect(okData(await report(MARCH)).coupons).toEqual([
      { code: 'SPRING', orders: 1, discountCents: 1_500, revenueCents: 10_001 },
      { code: FORMULA_CODE, orders: 1, discountCents: 250, revenueCents: 7_550 },
    ]);
  });

  it('counts the funnel by device, with the drop-off at the step where a shopper stopped', async () => {
    const { funnel } = okData(await report(MARCH));
    expect(funnel.stages.map((row) => [row.stage, row.count, row.dropOff])).toEqual([
      ['product-view', 3, null],
      ['wizard-start', 2, 0.3333],
      ['add-to-cart', 1, 0.5],
      ['checkout', 1, 0],
      // paid orders in the range: orders keep no device, so they count more than the checkouts
      ['paid', 3, null],
    ]);
    expect(funnel.steps.map((row) => [row.step, row.reached, row.stopped, row.dropOff])).toEqual([
      ['lens_use', 2, 0, 0],
      ['prescription', 2, 1, 0.5],
      ['add_ones', 1, 0, 0],
      ['lens_index', 1, 0, 0],
      ['lens_type', 1, 0, 0],
    ]);
  });

  it.each<[string, object, string]>([
    ['no first day', { to: '2024-03-14' }, 'from'],
    ['no last day', { from: '2024-03-01' }, 'to'],
    ['a day not in the calendar', { from: '2024-02-30', to: '2024-03-14' }, 'from'],
    ['a last day before the first', { from: '2024-03-14', to: '2024-03-01' }, 'to'],
    ['more than 366 days', { from: '2023-01-01', to: '2024-01-02' }, 'to'],
    ['a field it does not take', { ...MARCH, country: 'US' }, 'country'],
  ])('refuses %s with 422 naming the field', async (_, range, field) => {
    const answer = await report(range);
    expect(answer.body.code).toBe(422);
    expect(Object.keys((answer.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
  });

  it('is the owner’s and the staff’s: a shopper’s token and a catalog member are refused', async () => {
    const staff = await createOperator('staff');
    expect(okData(await report(MARCH, staff.headers)).totals.orders).toBe(3);
    const shopper = await createShopper('nosy');
    expect((await report(MARCH, shopper.headers)).body.code).toBe(3);
    const catalog = await createOperator('catalog');
    expect((await report(MARCH, catalog.headers)).body.code).toBe(403);
    expect(await envelopeCode(await exportCsv({ ...MARCH, report: 'sales' }, catalog.headers))).toBe(403);
    expect(await envelopeCode(await exportCsv({ ...MARCH, report: 'sales' }, shopper.headers))).toBe(3);
  });
});

async function exportCsv(input: object, headers = owner.headers) {
  const { POST } = await import('@/app/api/admin/reports/export/route');
  return POST(
    new Request('http://shop.test/api/admin/reports/export', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-oculo-peer': '127.0.0.1' },
      body: JSON.stringify(input),
    }),
  );
}

const envelopeCode = async (answer: Response) => ((await answer.json()) as { code: number }).code;

async function csvRows(answer: Response): Promise<string[]> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

describe('POST /api/admin/reports/export', () => {
  it('answers the sales as a CSV file: a row per bucket in dollars, and the totals', async () => {
    const answer = await exportCsv({ ...MARCH, report: 'sales' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-2024-03-01-to-2024-03-14.csv"',
    );
    const rows = await csvRows(answer);
    expect(rows[0]).toBe('From,To,Orders,Revenue (USD),Average order (USD),Refunds,Refunded (USD),Net (USD)');
    expect(rows[2]).toBe('2024-03-02,2024-03-02,1,100.01,100.01,0,0,100.01');
    expect(rows[5]).toBe('2024-03-05,2024-03-05,1,50,50,1,12.34,37.66');
    expect(rows[15]).toBe('Total,,3,225.51,75.17,1,12.34,213.17');
  });

  it('makes a coupon code a spreadsheet would run into text', async () => {
    const rows = await csvRows(await exportCsv({ ...MARCH, report: 'coupons' }));
    expect(rows.slice(0, 3)).toEqual([
      'Code,Orders,Discount given (USD),Revenue (USD)',
      'SPRING,1,15,100.01',
      "'=CMD|A1,1,2.5,75.5",
    ]);
  });

  it('answers the lens shares and the funnel in percentages', async () => {
    const lenses = await csvRows(await exportCsv({ ...MARCH, report: 'lenses' }));
    expect(lenses[1]).toBe('Lens use,Progressive,2,50');
    const funnel = await csvRows(await exportCsv({ ...MARCH, report: 'funnel' }));
    expect(funnel).toContain('Started the lens wizard,2,,33.33');
    expect(funnel).toContain('Wizard step: Prescription,1,2,50');
  });

  it('refuses a report it does not know with 422 naming the field', async () => {
    const answer = await exportCsv({ ...MARCH, report: 'everything' });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await answer.json()) as { code: number; data: { fields: Record<string, string> } };
    expect(body.code).toBe(422);
    expect(Object.keys(body.data.fields)).toContain('report');
  });
});
