import { and, eq } from 'drizzle-orm';
import type { TaxReportView } from '@/lib/contract/calls/admin/tax-report';
import { database } from '@/lib/server/platform/db';
import { orderRefunds } from '@/lib/server/platform/db/schema';
import { callRoute, post } from '../support/call-route';
import {
  addGlasses,
  addToCart,
  freshProduct,
  must,
  okData,
  orderRow,
  payWithDemo,
  setOrder,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#tax-report: per jurisdiction, the tax of the orders paid in a period (whole
// days in the shop's time zone) and the tax its done refunds gave back, as a table and a CSV file,
// for the owner. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).

type Rate = Record<string, unknown> & { id: number };
type TaxesAnswer = { settings: { enabled: boolean; countries: Record<string, string> }; rates: Rate[] };
type SettingsView = { settings: Record<string, string>; publicUrlSetting: string };

const CA_ADDRESS = { ...US_ADDRESS, province: 'California', city: 'Los Angeles', postcode: '90012' };
const TX_ADDRESS = { ...US_ADDRESS, province: 'TX', city: 'Austin', postcode: '78701' };
const DE_ADDRESS = {
  ...US_ADDRESS,
  countryCode: 'DE',
  province: '',
  city: 'Berlin',
  postcode: '10115',
  phoneCode: '49',
  phone: '030 1234567',
};
/** A rate name as a careless or hostile hand could type it: a spreadsheet would run it. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","tax")';

let owner: TestOperator;

const report = (period: object, headers = owner.headers) =>
  post<TaxReportView>('/api/admin/taxes/report', period, headers);

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

/** Glasses at $129 with $25 lenses and a $15 case, shipped to `address`, paid, then dated `paidAt`. */
async function paidGlassesOrder(address: object, paidAt: string) {
  const shopper = await createShopper('taxed');
  await addGlasses(shopper.headers, await freshProduct('sunglasses', { priceCents: 12_900 }));
  okData(await addToCart(shopper.headers, await freshProduct('accessories', { priceCents: 1_500 })));
  const taken = okData(await snapshoot(shopper.headers));
  const { snapshot } = okData(await snapshootShipping(shopper.headers, taken.snapshotId, { address }));
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  okData(await payWithDemo(shopper.headers, order.orderNumber));
  await setOrder(order.orderNumber, { paidAt: new Date(paidAt) });
  return { number: order.orderNumber, shippingCents: snapshot.totals.shippingCents };
}

/**
 * Refunds part of an order to the shop wallet through the console, which records its tax part
 * (docs/operating.md#refund-by-line), then dates it in the period under test.
 */
async function refundPart(number: string, amountCents: number, completedAt: string): Promise<number> {
  okData(
    await post(
      '/api/admin/orders/refund',
      { number, amountCents, destination: 'wallet', reason: 'One part came back' },
      owner.headers,
    ),
  );
  const db = await database();
  const { id } = await orderRow(number);
  const changed = await db
    .update(orderRefunds)
    .set({ completedAt: new Date(completedAt) })
    .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.state, 'done')))
    .returning({ taxCents: orderRefunds.taxCents });
  const [refund, ...more] = changed;
  if (!refund || more.length > 0) throw new Error(`${number} should have one done refund`);
  return refund.taxCents;
}

let californian: { number: string; shippingCents: number };
let german: { number: string; shippingCents: number };
/** The tax part the refund of the July order recorded (its share of the order's tax). */
let augustRefundTaxCents = 0;

beforeAll(async () => {
  owner = await createOperator('owner');
  const seeded = okData(await post<TaxesAnswer>('/api/admin/taxes/get', {}, owner.headers));
  const rates = seeded.rates.map(({ id: _id, ...rate }) =>
    rate.countryCode === 'US' && rate.regionCode === 'TX' ? { ...rate, name: FORMULA_NAME } : rate,
  );
  okData(
    await post(
      '/api/admin/taxes/update',
      { settings: { ...seeded.settings, enabled: true }, rates },
      owner.headers,
    ),
  );
  await setTimeZone('America/Los_Angeles');
  // 23:30 on 30 June in Los Angeles (UTC-7 in summer): already 1 July in UTC
  californian = await paidGlassesOrder(CA_ADDRESS, '2025-07-01T06:30:00Z');
  german = await paidGlassesOrder(DE_ADDRESS, '2025-06-10T19:00:00Z');
  // 00:30 on 1 July in Los Angeles: July's
  const julyCalifornian = await paidGlassesOrder(CA_ADDRESS, '2025-07-01T07:30:00Z');
  await paidGlassesOrder(TX_ADDRESS, '2025-09-15T19:00:00Z');
  // $11.90 of the German order, which held 19 % VAT: 11.90 · 19/119 = 1.90
  expect(await refundPart(german.number, 1_190, '2025-06-20T12:00:00Z')).toBe(190);
  // a refund in August of the order paid in July
  augustRefundTaxCents = await refundPart(julyCalifornian.number, 536, '2025-08-02T12:00:00Z');
  const july = await orderRow(julyCalifornian.number);
  // its share of the tax: 536 · tax / total, half-up
  expect(augustRefundTaxCents).toBe(Math.round((536 * july.taxCents) / july.totalCents));
  expect(augustRefundTaxCents).toBeGreaterThan(0);
  // a refund the provider refused, in June: it gave nothing back
  const db = await database();
  await db.insert(orderRefunds).values({
    orderId: (await orderRow(german.number)).id,
    amountCents: 1_190,
    taxCents: 190,
    destination: 'original',
    provider: 'demo',
    state: 'failed',
    failure: 'Declined',
    idempotencyKey: `tax-report-failed-${german.number}`,
    completedAt: new Date('2025-06-21T12:00:00Z'),
  });
});

const JUNE = { from: '2025-06-01', to: '2025-06-30' };

describe('POST /api/admin/taxes/report', () => {
  it('counts June’s paid orders and done refunds (not a failed one) per jurisdiction, in the shop’s time zone', async () => {
    const june = okData(await report(JUNE));
    expect(june).toMatchObject({
      from: '2025-06-01',
      to: '2025-06-30',
      timeZone: 'America/Los_Angeles',
      startsAt: '2025-06-01T07:00:00.000Z',
      endsAt: '2025-07-01T07:00:00.000Z',
    });
    expect(june.rows).toEqual([
      {
        countryCode: 'DE',
        regionCode: '',
        jurisdiction: 'Germany',
        taxNames: ['VAT'],
        orders: 1,
        // 12900 + 2500 + 1500 + shipping, all holding 19 % VAT: without the 2937 of it
        taxableCents: 12_900 + 2_500 + 1_500 + german.shippingCents - 2_937,
        collectedCents: 2_937,
        refundedCents: 190,
        netCents: 2_747,
      },
      {
        countryCode: 'US',
        regionCode: 'CA',
        jurisdiction: 'United States, California',
        taxNames: ['Sales tax'],
        orders: 1,
        // the 23:30 order of the last day: 7.25 % added, the shipping at California's 0 % shipping row
        taxableCents: 12_900 + 2_500 + 1_500 + californian.shippingCents,
        collectedCents: 1_226,
        refundedCents: 0,
        netCents: 1_226,
      },
    ]);
    expect(june.totals).toEqual({
      orders: 2,
      taxableCents: june.rows.reduce((all, row) => all + row.taxableCents, 0),
      collectedCents: 2_937 + 1_226,
      refundedCents: 190,
      netCents: 2_747 + 1_226,
    });
  });

  it('leaves out what was paid outside the period: July has the order of 00:30 on its first day', async () => {
    const july = okData(await report({ from: '2025-07-01', to: '2025-07-31' }));
    expect(
      july.rows.map((row) => [row.jurisdiction, row.orders, row.collectedCents, row.refundedCents]),
    ).toEqual([['United States, California', 1, 1_226, 0]]);
    // a refund in August of July's order: refunded then, nothing collected
    const august = okData(await report({ from: '2025-08-01', to: '2025-08-31' }));
    expect(august.rows).toEqual([
      expect.objectContaining({
        jurisdiction: 'United States, California',
        orders: 0,
        collectedCents: 0,
        refundedCents: augustRefundTaxCents,
        netCents: -augustRefundTaxCents,
      }),
    ]);
    expect(okData(await report({ from: '2025-05-01', to: '2025-05-31' })).rows).toEqual([]);
  });

  it('counts days in UTC when the shop is in UTC: the 23:30 order moves to July', async () => {
    await setTimeZone('UTC');
    try {
      const june = okData(await report(JUNE));
      expect(june).toMatchObject({ timeZone: 'UTC', startsAt: '2025-06-01T00:00:00.000Z' });
      expect(june.rows.map((row) => row.jurisdiction)).toEqual(['Germany']);
    } finally {
      await setTimeZone('America/Los_Angeles');
    }
  });

  it.each<[string, object, string]>([
    ['no first day', { to: '2025-06-30' }, 'from'],
    ['no last day', { from: '2025-06-01' }, 'to'],
    ['a day not in the calendar', { from: '2025-02-30', to: '2025-03-31' }, 'from'],
    ['a day written otherwise', { from: '2025-06-01', to: '30.06.2025' }, 'to'],
    ['a last day before the first', { from: '2025-06-30', to: '2025-06-01' }, 'to'],
    ['more than 366 days', { from: '2024-01-01', to: '2025-01-01' }, 'to'],
    ['a field it does not take', { ...JUNE, country: 'US' }, 'country'],
  ])('refuses %s with 422 naming the field', async (_, period, field) => {
    const answer = await report(period);
    expect(answer.body.code).toBe(422);
    expect(Object.keys((answer.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
  });

  it('takes a leap year whole', async () => {
    expect(okData(await report({ from: '2024-01-01', to: '2024-12-31' })).rows).toEqual([]);
  });

  it('is the owner’s: a shopper’s token, a catalog member and a staff member are refused', async () => {
    const shopper = await createShopper('nosy');
    expect((await report(JUNE, shopper.headers)).body.code).toBe(3);
    for (const role of ['catalog', 'staff'] as const) {
      const member = await createOperator(role);
      expect((await report(JUNE, member.headers)).body.code).toBe(403);
      expect(await envelopeCode(await exportCsv(JUNE, member.headers))).toBe(403);
    }
    expect(await envelopeCode(await exportCsv(JUNE, shopper.headers))).toBe(3);
  });
});

async function exportCsv(period: object, headers = owner.headers) {
  const { POST } = await import('@/app/api/admin/taxes/exportReport/route');
  return POST(
    new Request('http://shop.test/api/admin/taxes/exportReport', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-oculo-peer': '127.0.0.1' },
      body: JSON.stringify(period),
    }),
  );
}

/** A refused file call answers the envelope, not a file. */
const envelopeCode = async (answer: Response) => ((await answer.json()) as { code: number }).code;

async function csvRows(answer: Response): Promise<string[]> {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

describe('POST /api/admin/taxes/exportReport', () => {
  it('answers the report as a CSV file: a row per jurisdiction in dollars, and the totals', async () => {
    const answer = await exportCsv(JUNE);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(
      'attachment; filename="tax-report-2025-06-01-to-2025-06-30.csv"',
    );
    const germanTaxable = (12_900 + 2_500 + 1_500 + german.shippingCents - 2_937) / 100;
    const californianTaxable = (12_900 + 2_500 + 1_500 + californian.shippingCents) / 100;
    expect(await csvRows(answer)).toEqual([
      'Jurisdiction,Country,Region,Tax names,Orders,Taxable sales (USD),Tax collected (USD),Tax refunded (USD),Net tax (USD)',
      `Germany,DE,,VAT,1,${germanTaxable},29.37,1.9,27.47`,
      `"United States, California",US,CA,Sales tax,1,${californianTaxable},12.26,0,12.26`,
      `Total,,,,2,${(germanTaxable * 100 + californianTaxable * 100) / 100},41.63,1.9,39.73`,
      '',
    ]);
  });

  it('makes a rate name a spreadsheet would run into text, and keeps a negative net a number', async () => {
    const september = await csvRows(await exportCsv({ from: '2025-09-01', to: '2025-09-30' }));
    expect(must(september[1])).toMatch(
      /^"United States, Texas",US,TX,"'=HYPERLINK\(""http:\/\/evil\.example"",""tax""\)",1,/,
    );
    // the JSON answer keeps the name as the owner typed it
    expect(okData(await report({ from: '2025-09-01', to: '2025-09-30' })).rows[0]?.taxNames).toEqual([
      FORMULA_NAME,
    ]);
    const august = await csvRows(await exportCsv({ from: '2025-08-01', to: '2025-08-31' }));
    const refunded = String(augustRefundTaxCents / 100);
    expect(august[1]).toBe(`"United States, California",US,CA,Sales tax,0,0,0,${refunded},-${refunded}`);
    expect(august[2]).toBe(`Total,,,,0,0,0,${refunded},-${refunded}`);
  });

  it('refuses a bad period with the envelope’s 422', async () => {
    const answer = await exportCsv({ from: '2025-06-30', to: '2025-06-01' });
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await envelopeCode(answer)).toBe(422);
  });
});
