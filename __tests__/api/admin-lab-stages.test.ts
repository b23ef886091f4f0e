import { PDFDocument } from 'pdf-lib';
import type { LabMoveResult, OrderListItem } from '@/lib/contract/calls/admin/order-schemas';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { callRoute, post } from '../support/call-route';
import { freshProduct, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import {
  adminOrders,
  confirmPrescription,
  makeOptician,
  auditCount,
  auditLinesOf,
  readableMail,
  shopOrder,
  type ShopOrder,
} from '../support/operator-orders';
import { mailTo, useTestOutbox } from '../support/outbox';
import { textOf } from '../support/pdf-page-text';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper, type TestShopper } from '../support/shoppers';

// The lab's steps between paid and shipped (docs/operating.md#lab-stages,
// docs/operating.md#job-sheets) through the console's calls, and the shopper's timeline
// (docs/product.md#order-timeline): stages forward one at a time, a selection moved at once with
// each refusal named, shipping held until "ready to ship", the job sheets' PDF and its audit lines.

let outbox = '';
let staff: TestOperator;
let catalog: TestOperator;
let shopper: TestShopper;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  await makeOptician(staff, await createOperator('owner'));
  catalog = await createOperator('catalog');
  shopper = await createShopper('lab-stages');
});

const glassesOrder = () => shopOrder({ glasses: { source: 'typed', ...MILD_RX } });
const confirm = (number: string) => confirmPrescription(staff, number);
const move = (number: string, stage: string) => adminOrders(staff, 'labStage', { number, stage });
const moveMany = (numbers: string[], stage: string) =>
  adminOrders<LabMoveResult>(staff, 'labStages', { numbers, stage });
const ship = (number: string) =>
  adminOrders(staff, 'ship', { number, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' });

describe('the new calls: owners and staff only', () => {
  const calls = [
    ['labStage', { number: 'OC250101-AAAAAA', stage: 'fitted' }],
    ['labStages', { numbers: ['OC250101-AAAAAA'], stage: 'fitted' }],
    ['jobSheets', { numbers: ['OC250101-AAAAAA'] }],
  ] as const;

  it.each(calls)(
    '/api/admin/orders/%s refuses a shopper’s token, none and the catalog role',
    async (verb, json) => {
      const path = `/api/admin/orders/${verb}`;
      expect((await callRoute('POST', path, { json })).body.code).toBe(3);
      expect((await callRoute('POST', path, { json, headers: shopper.headers })).body.code).toBe(3);
      expect((await callRoute('POST', path, { json, headers: catalog.headers })).body.code).toBe(403);
      // staff get past the role: an unknown order (404), or a selection answered per order (200)
      expect([200, 404]).toContain(
        (await callRoute('POST', path, { json, headers: staff.headers })).body.code,
      );
    },
  );

  it('refuses a stage it does not know and an empty selection (422)', async () => {
    expect(
      (await adminOrders(staff, 'labStage', { number: 'OC250101-AAAAAA', stage: 'polished' })).body.code,
    ).toBe(422);
    expect((await adminOrders(staff, 'labStages', { numbers: [], stage: 'fitted' })).body.code).toBe(422);
    expect((await adminOrders(staff, 'jobSheets', { numbers: ['nope'] })).body.code).toBe(422);
  });
});

describe('stages move forward one at a time', () => {
  let order: ShopOrder;
  beforeAll(async () => {
    order = await glassesOrder();
  });

  it('refuses the lab before the prescription is confirmed, then a skip, a move back and a repeat', async () => {
    expect((await move(order.number, 'in_production')).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/Confirm the prescription first/),
    });
    expect((await move(order.number, 'prescription_confirmed')).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/by checking it/),
    });
    const confirmed = await confirm(order.number);
    expect(confirmed.order.lab).toMatchObject({ stage: 'prescription_confirmed', next: 'in_production' });

    expect((await move(order.number, 'fitted')).body).toMatchObject({
      code: 0,
      msg: '“Lenses in production” comes first: stages move one at a time, none is skipped.',
    });
    const started = Date.now();
    const produced = okData(await move(order.number, 'in_production'));
    // the shopper is told at "in production", with the day it should ship
    const mail = readableMail(
      await mailTo(
        outbox,
        order.shopper.email,
        `Your Oculo order ${order.number} is in production`,
        started - 1000,
      ),
    );
    expect(mail).toMatch(/We expect it to ship on \w+day, \w+ \d+/);

    expect(produced.lab).toMatchObject({ stage: 'in_production', next: 'fitted' });
    expect(produced.lab.stages.map((step) => [step.stage, Boolean(step.at), step.by])).toEqual([
      ['prescription_confirmed', true, staff.email],
      ['in_production', true, staff.email],
      ['fitted', false, null],
      ['quality_checked', false, null],
      ['ready', false, null],
    ]);
    expect((await move(order.number, 'in_production')).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/already at “Lenses in production”/),
    });
    okData(await move(order.number, 'fitted'));
    expect((await move(order.number, 'in_production')).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/only move forward, never back/),
    });

    // each move is in the audit log with the member
    const lines = (await auditLinesOf(order.number)).filter((line) => line.action === 'order.lab-stage');
    expect(lines.map((line) => [line.summary, line.actorEmail])).toEqual([
      ['Lab: Lenses in production', staff.email],
      ['Lab: Lenses fitted', staff.email],
    ]);
  });

  it('holds a lens order’s shipping until the lab has it ready, then ships it', async () => {
    expect((await ship(order.number)).body).toMatchObject({
      code: 0,
      msg: 'An order with prescription lenses ships once the lab has it “Ready to ship”. It is at “Lenses fitted”.',
    });
    okData(await move(order.number, 'quality_checked'));
    expect((await ship(order.number)).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/Ready to ship/),
    });
    const ready = okData(await move(order.number, 'ready'));
    expect(ready.actions.ship).toBe(true);
    expect(ready.lab.next).toBeNull();
    expect(okData(await ship(order.number))).toMatchObject({ status: 2, lab: { stage: null, next: null } });
    // a shipped order is out of the lab
    expect((await move(order.number, 'ready')).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/Only a paid order that has not shipped/),
    });
  });

  it('shows the shopper the timeline with its dates and the estimated ship day', async () => {
    const other = await glassesOrder();
    const read = async () =>
      okData(await post<OrderDetail>('/api/order/info', { orderNumber: other.number }, other.shopper.headers))
        .timeline;
    const paid = await read();
    expect(paid?.stages.map((step) => step.at)).toEqual([null, null, null, null, null]);
    expect(paid?.estimatedShipDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await confirm(other.number);
    okData(await move(other.number, 'in_production'));
    const producing = await read();
    expect(producing?.stages.map((step) => [step.name, step.at !== null])).toEqual([
      ['Prescription confirmed', true],
      ['Lenses in production', true],
      ['Lenses fitted', false],
      ['Quality check passed', false],
      ['Ready to ship', false],
    ]);
    // fewer stages ahead: the estimate comes no later
    expect(producing?.estimatedShipDate ?? '').not.toBe('');
    expect((producing?.estimatedShipDate ?? '') <= (paid?.estimatedShipDate ?? '')).toBe(true);
    // no names of the staff on the shopper's page
    expect(JSON.stringify(producing)).not.toContain(staff.email);
  });
});

describe('a selection moved at once', () => {
  it('moves the movable orders and names each refusal', async () => {
    const movable = await glassesOrder();
    const unchecked = await glassesOrder();
    const accessory = await shopOrder({ item: await freshProduct('accessories', { stock: 5 }) });
    await confirm(movable.number);
    const before = await auditCount('order.lab-stage');

    const answer = okData(
      await moveMany(
        [movable.number, unchecked.number, accessory.number, 'OC250101-ZZZZZZ', movable.number],
        'in_production',
      ),
    );
    expect(answer).toEqual({
      stage: 'in_production',
      moved: [movable.number],
      refused: [
        { number: unchecked.number, reason: expect.stringMatching(/Confirm the prescription first/) },
        { number: accessory.number, reason: expect.stringMatching(/no prescription lenses: it skips/) },
        { number: 'OC250101-ZZZZZZ', reason: 'There is no order with this number.' },
      ],
    });
    expect(await auditCount('order.lab-stage')).toBe(before + 1);
    expect(okData(await adminOrders(staff, 'info', { number: movable.number })).lab.stage).toBe(
      'in_production',
    );
    expect(okData(await adminOrders(staff, 'info', { number: unchecked.number })).lab.stage).toBeNull();

    // an order without lenses has the quality check and "ready" only, and may ship at any stage
    const plain = okData(await moveMany([accessory.number], 'quality_checked'));
    expect(plain.moved).toEqual([accessory.number]);
    const list = okData(
      await adminOrders<{ list: OrderListItem[] }>(staff, 'list', {
        search: accessory.number,
        labStage: 'quality_checked',
      }),
    );
    expect(list.list.map((row) => [row.number, row.labStage])).toEqual([
      [accessory.number, 'quality_checked'],
    ]);
    expect(
      okData(
        await adminOrders<{ list: OrderListItem[] }>(staff, 'list', {
          search: unchecked.number,
          labStage: 'waiting',
        }),
      ).list.length,
    ).toBe(1);
    expect(okData(await ship(accessory.number)).status).toBe(2);
  });
});

describe('the job sheets, one PDF for a selection', () => {
  it('answers a page per order with the numbers and the prescription, audited as prescription.view', async () => {
    const glasses = await glassesOrder();
    const accessory = await shopOrder({ item: await freshProduct('accessories', { stock: 5 }) });
    const before = await auditCount('prescription.view');

    const { POST } = await import('@/app/api/admin/orders/jobSheets/route');
    const answer = await POST(
      new Request('http://shop.test/api/admin/orders/jobSheets', {
        method: 'POST',
        headers: { ...staff.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ numbers: [glasses.number, accessory.number] }),
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /attachment; filename="job-sheets-\d{4}-\d{2}-\d{2}\.pdf"/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(2);
    const [first, second] = pdf.getPages().map(textOf);
    expect(first).toContain(`Order ${glasses.number}`);
    expect(first).toContain('-1.50'); // OD SPH
    expect(first).toContain('PD: 63 mm');
    const sku = okData(await adminOrders(staff, 'info', { number: glasses.number })).lines[0]?.sku ?? '?';
    expect(first).toContain(`SKU: ${sku}`);
    expect(second).toContain(`Order ${accessory.number}`);
    expect(second).not.toContain('PD:');

    // the glasses' prescription was read: one line for it, none for the accessory
    expect(await auditCount('prescription.view')).toBe(before + 1);
    const [line] = (await auditLinesOf(glasses.number)).filter((row) => row.action === 'prescription.view');
    expect(line).toMatchObject({ actorEmail: staff.email, after: { what: 'job sheet' } });
  });

  it('answers 404 in the envelope for an unknown order, and writes nothing', async () => {
    const before = await auditCount('prescription.view');
    const answer = await adminOrders(staff, 'jobSheets', { numbers: ['OC250101-ZZZZZZ'] });
    expect(answer.body.code).toBe(404);
    expect(await auditCount('prescription.view')).toBe(before);
  });
});
