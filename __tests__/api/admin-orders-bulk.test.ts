import type { LabMoveResult } from '@/lib/contract/calls/admin/order-schemas';
import type { ShipmentCsvAnswer } from '@/lib/contract/calls/admin/order-bulk';
import { callRoute } from '../support/call-route';
import { freshProduct, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import {
  adminOrders,
  auditCount,
  auditLinesOf,
  confirmPrescription,
  makeOptician,
  shopOrder,
  type ShopOrder,
} from '../support/operator-orders';
import { mailTo, useTestOutbox } from '../support/outbox';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper, type TestShopper } from '../support/shoppers';

// Bulk work on the orders list (docs/operating.md#bulk-work): a selection moved to a lab stage all
// or nothing, orders shipped from a CSV file (a dry run, then exactly the valid rows), and the
// export of a selection.

let outbox = '';
let staff: TestOperator;
let catalog: TestOperator;
let shopper: TestShopper;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  await makeOptician(staff, await createOperator('owner'));
  catalog = await createOperator('catalog');
  shopper = await createShopper('bulk');
});

const accessoryOrder = async () => shopOrder({ item: await freshProduct('accessories', { stock: 5 }) });
const glassesOrder = () => shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
const stageOf = async (number: string) => okData(await adminOrders(staff, 'info', { number })).lab.stage;
const statusOf = async (number: string) => okData(await adminOrders(staff, 'info', { number })).status;
const moveMany = (numbers: string[], stage: string) =>
  adminOrders<LabMoveResult>(staff, 'labStageMany', { numbers, stage });

function shipCsv(text: string, dryRun: boolean, headers: Record<string, string> = staff.headers) {
  const form = new FormData();
  form.append('file', new File([text], 'parcels.csv', { type: 'text/csv' }));
  form.append('dryRun', String(dryRun));
  return callRoute<ShipmentCsvAnswer>('POST', '/api/admin/orders/shipCsv', { body: form, headers });
}

describe('the bulk calls: owners and staff only', () => {
  it('refuses no token and a shopper’s (code 3), and a role without the orders area (403)', async () => {
    const json = { numbers: ['OC250101-AAAAAA'], stage: 'ready' };
    const path = '/api/admin/orders/labStageMany';
    expect((await callRoute('POST', path, { json })).body.code).toBe(3);
    expect((await callRoute('POST', path, { json, headers: shopper.headers })).body.code).toBe(3);
    expect((await callRoute('POST', path, { json, headers: catalog.headers })).body.code).toBe(403);

    const csv = 'order_number,carrier,tracking_number\nOC250101-AAAAAA,UPS,1Z999AA10123456784\n';
    expect((await shipCsv(csv, true, {})).body.code).toBe(3);
    expect((await shipCsv(csv, true, shopper.headers)).body.code).toBe(3);
    expect((await shipCsv(csv, false, catalog.headers)).body.code).toBe(403);
    expect(okData(await shipCsv(csv, true)).verdicts[0]?.reason).toBe('There is no order with this number.');
  });
});

describe('/api/admin/orders/labStageMany: all or nothing', () => {
  it('moves nothing when one order cannot move, and names each such order', async () => {
    const first = await accessoryOrder();
    const second = await accessoryOrder();
    const unchecked = await glassesOrder();
    const before = await auditCount('order.lab-stage');

    const refused = await moveMany(
      [first.number, unchecked.number, second.number, 'OC250101-ZZZZZZ'],
      'quality_checked',
    );
    expect(refused.body).toMatchObject({
      code: 422,
      msg: '2 of the 4 orders cannot move to “Quality check passed”, so none was moved.',
      data: {
        fields: {
          [unchecked.number]: expect.stringMatching(/Confirm the prescription first/),
          'OC250101-ZZZZZZ': 'There is no order with this number.',
        },
      },
    });
    expect(Object.keys((refused.body.data as unknown as { fields: object }).fields)).toHaveLength(2);
    expect(await stageOf(first.number)).toBeNull();
    expect(await stageOf(second.number)).toBeNull();
    expect(await auditCount('order.lab-stage')).toBe(before);

    // without the two, both move: one audit line each
    expect(okData(await moveMany([first.number, second.number, first.number], 'quality_checked'))).toEqual({
      stage: 'quality_checked',
      moved: [first.number, second.number],
      refused: [],
    });
    expect(await stageOf(first.number)).toBe('quality_checked');
    expect(await stageOf(second.number)).toBe('quality_checked');
    expect(await auditCount('order.lab-stage')).toBe(before + 2);
    for (const order of [first, second])
      expect(
        (await auditLinesOf(order.number))
          .filter((line) => line.action === 'order.lab-stage')
          .map((line) => [line.summary, line.actorEmail]),
      ).toEqual([['Lab: Quality check passed', staff.email]]);
  });

  it('mails each shopper at “in production”, as the single move does', async () => {
    const orders = [await glassesOrder(), await glassesOrder()];
    for (const order of orders) await confirmPrescription(staff, order.number);
    const started = Date.now();
    expect(
      okData(
        await moveMany(
          orders.map((order) => order.number),
          'in_production',
        ),
      ).moved,
    ).toHaveLength(2);
    for (const order of orders)
      await mailTo(
        outbox,
        order.shopper.email,
        `Your Oculo order ${order.number} is in production`,
        started - 1000,
      );
  });

  it('refuses more orders than a selection holds (422)', async () => {
    const numbers = Array.from({ length: 101 }, (_, index) => `OC250101-${String(index).padStart(6, 'A')}`);
    expect((await moveMany(numbers, 'ready')).body.code).toBe(422);
  });
});

describe('/api/admin/orders/shipCsv: a dry run, then exactly the valid rows', () => {
  let good: ShopOrder;
  let alsoGood: ShopOrder;
  let badTracking: ShopOrder;
  let unpaid: ShopOrder;
  let unchecked: ShopOrder;
  let file = '';

  beforeAll(async () => {
    good = await accessoryOrder();
    alsoGood = await accessoryOrder();
    badTracking = await accessoryOrder();
    unpaid = await shopOrder({ item: await freshProduct('accessories', { stock: 5 }), paid: false });
    unchecked = await glassesOrder();
    file = [
      'Order number,Carrier,Tracking number',
      `${good.number},UPS,1Z999AA10123456784`,
      `${badTracking.number},UPS,12`,
      `${unpaid.number},USPS,9400100000000000000001`,
      'OC250101-ZZZZZZ,UPS,1Z999AA10123456785',
      `${good.number},UPS,1Z999AA10123456784`,
      `${unchecked.number},FedEx,794612345678`,
      `${alsoGood.number.toLowerCase()},fedex,'-7946 1234 5679`,
      `${alsoGood.number},Pigeon,1Z999AA10123456786`,
    ].join('\r\n');
  });

  const reasons = (answer: ShipmentCsvAnswer) =>
    answer.verdicts.map((verdict) => [verdict.row, verdict.ships, verdict.reason]);

  it('lists each row’s verdict on the dry run, and writes nothing', async () => {
    const before = await auditCount('order.ship');
    const answer = okData(await shipCsv(file, true));
    expect(answer).toMatchObject({ dryRun: true, rows: 8, ships: 1, skipped: 7, shipped: [] });
    expect(reasons(answer)).toEqual([
      [2, true, null],
      [3, false, expect.stringMatching(/^Enter the tracking number as the carrier gives it/)],
      [4, false, 'This order is not paid yet, so it cannot ship.'],
      [5, false, 'There is no order with this number.'],
      [6, false, 'A duplicate of row 2: the order ships once.'],
      [7, false, expect.stringMatching(/^Check the prescription first/)],
      [8, false, expect.stringMatching(/^This order is on rows 8, 9 with different carriers/)],
      [9, false, expect.stringMatching(/^This order is on rows 8, 9/)],
    ]);
    expect(await statusOf(good.number)).toBe(1);
    expect(await auditCount('order.ship')).toBe(before);
  });

  it('ships exactly the valid rows, each mailed and audited once, and reports the rest', async () => {
    // the operator keeps one of the two rows of the second order
    const fixed = file.split('\r\n').slice(0, -1).join('\r\n');
    const dry = okData(await shipCsv(fixed, true));
    expect(dry.verdicts.filter((verdict) => verdict.ships).map((verdict) => verdict.number)).toEqual([
      good.number,
      alsoGood.number,
    ]);

    const before = await auditCount('order.ship');
    const started = Date.now();
    const answer = okData(await shipCsv(fixed, false));
    expect(answer).toMatchObject({ dryRun: false, rows: 7, ships: 2, skipped: 5 });
    expect(answer.shipped).toEqual([good.number, alsoGood.number]);
    expect(answer.verdicts[6]).toMatchObject({ carrier: 'FedEx', trackingNumber: '794612345679' });

    expect(await statusOf(good.number)).toBe(2);
    expect(await statusOf(alsoGood.number)).toBe(2);
    for (const order of [badTracking, unchecked]) expect(await statusOf(order.number)).toBe(1);
    expect(await statusOf(unpaid.number)).toBe(0);
    expect(await auditCount('order.ship')).toBe(before + 2);
    expect(
      (await auditLinesOf(alsoGood.number))
        .filter((line) => line.action === 'order.ship')
        .map((line) => [line.summary, line.actorEmail]),
    ).toEqual([['Shipped with FedEx 794612345679', staff.email]]);
    expect(okData(await adminOrders(staff, 'info', { number: good.number })).tracking).toMatchObject({
      carrier: 'UPS',
      number: '1Z999AA10123456784',
    });
    for (const order of [good, alsoGood])
      await mailTo(
        outbox,
        order.shopper.email,
        `Your Oculo order ${order.number} is on its way`,
        started - 1000,
      );

    // the same file again ships nothing more: both have shipped
    const again = okData(await shipCsv(fixed, false));
    expect(again.shipped).toEqual([]);
    expect(again.verdicts[0]?.reason).toBe('This order has already shipped.');
    expect(await auditCount('order.ship')).toBe(before + 2);
  });

  it.each([
    ['an empty file', '', 'The file is empty. Choose a CSV file of parcels.'],
    [
      'a header without the carrier',
      'order_number,tracking_number\n',
      /Columns missing from the header \(row 1\): carrier\./,
    ],
    ['a file over the size limit', 'x'.repeat(512 * 1024 + 10), 'The file must be 512 KB or smaller.'],
    [
      'more rows than one file ships',
      `order_number,carrier,tracking_number\n${'OC250101-AAAAAA,UPS,1Z999AA10123456784\n'.repeat(1001)}`,
      /^The file has 1,001 rows: ship at most 1,000 orders from one file\./,
    ],
  ])('refuses %s with a clear message (422)', async (_name, text, message) => {
    const answer = await shipCsv(text, true);
    expect(answer.body.code).toBe(422);
    expect((answer.body.data as unknown as { fields: { file: string } }).fields.file).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
  });
});

describe('/api/admin/orders/export: a selection', () => {
  it('answers only the orders chosen', async () => {
    const chosen = [await accessoryOrder(), await accessoryOrder()];
    await accessoryOrder();
    const { POST } = await import('@/app/api/admin/orders/export/route');
    const answer = await POST(
      new Request('http://shop.test/api/admin/orders/export', {
        method: 'POST',
        headers: { ...staff.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          numbers: chosen.map((order) => order.number),
          sort: 'number',
          direction: 'asc',
        }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-oculo-rows')).toBe('2');
    const rows = (await answer.text()).trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(chosen.map((order) => order.number).sort());
  });
});
