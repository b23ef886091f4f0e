import type { OperatorOrder, OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { DEFAULT_LENS_RULES } from '@/lib/shop/lens-rules';
import { OPTICIAN_CHECK_ITEMS, type OpticianCheckItem } from '@/lib/shop/optician-check';
import { callRoute, post } from '../support/call-route';
import { okData, orderRow } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { adminOrders, shopOrder, uploadedPrescription } from '../support/operator-orders';
import { MILD_RX } from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// The optician's check of a prescription (docs/operating.md#optician-check): only a member an owner
// let confirm prescriptions (owners always may), with a licence number on their profile, who opened
// the values, confirms, and only with every applicable item of the checklist ticked; the order's
// checks, which its page's history shows, keep who, when and the licence; asking the shopper opens
// a ticket and is kept there too.

let owner: TestOperator;
let optician: TestOperator;
let clerk: TestOperator;

const NO_PHOTO: OpticianCheckItem[] = [
  'values-fit-lenses',
  'pd-in-range',
  'not-expired',
  'frame-fits-lenses',
];

type Checked = { order: OperatorOrder; ticketNumber: string | null };
const confirm = (operator: TestOperator, number: string, checked: readonly OpticianCheckItem[] = NO_PHOTO) =>
  adminOrders<Checked>(operator, 'checkPrescription', { number, decision: 'confirmed', checked });
const open = async (operator: TestOperator, number: string) =>
  okData(await adminOrders<OrderPrescription>(operator, 'prescription', { number }));
const glassesOrder = () => shopOrder({ glasses: { source: 'typed', ...MILD_RX } });

beforeAll(async () => {
  owner = await createOperator('owner');
  optician = await createOperator('staff');
  clerk = await createOperator('staff');
  // the owner grants the optician the check, on the staff page's call
  okData(
    await post(
      '/api/admin/staff/update',
      { id: optician.staffId, mayConfirmPrescriptions: true },
      owner.headers,
    ),
  );
  // the optician keeps their own name and licence number, on their account page's call
  okData(
    await post(
      '/api/admin/session/profile',
      { name: 'Ada Lens', licenceNumber: 'OPT-4711' },
      optician.headers,
    ),
  );
  okData(
    await post('/api/admin/session/profile', { name: 'Carl Clerk', licenceNumber: 'OPT-1' }, clerk.headers),
  );
});

describe('who may confirm a prescription', () => {
  it('refuses a member without the permission (403), whatever else they did', async () => {
    const order = await glassesOrder();
    await open(clerk, order.number);
    const refused = await confirm(clerk, order.number);
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      code: 403,
      msg: expect.stringMatching(/needs the permission “may confirm prescriptions”: ask an owner/),
    });
    expect((await orderRow(order.number)).prescriptionCheck).toBeNull();

    // a member cannot grant it to themselves: the staff call is the owners', the profile's has no such field
    expect(
      (
        await post(
          '/api/admin/staff/update',
          { id: clerk.staffId, mayConfirmPrescriptions: true },
          clerk.headers,
        )
      ).body.code,
    ).toBe(403);
    const self = await post(
      '/api/admin/session/profile',
      { name: 'Carl Clerk', licenceNumber: 'OPT-1', mayConfirmPrescriptions: true },
      clerk.headers,
    );
    expect(self.body.code).toBe(422);
    expect((await confirm(clerk, order.number)).body.code).toBe(403);
  });

  it('lets the staff page and the session say who holds it; owners always do', async () => {
    const { list } = okData(
      await callRoute<{ list: { id: number; mayConfirmPrescriptions: boolean; licenceNumber: string }[] }>(
        'GET',
        '/api/admin/staff/list',
        { headers: owner.headers },
      ),
    );
    const byId = (id: number) => list.find((member) => member.id === id);
    expect(byId(optician.staffId)).toMatchObject({
      mayConfirmPrescriptions: true,
      licenceNumber: 'OPT-4711',
    });
    expect(byId(clerk.staffId)).toMatchObject({ mayConfirmPrescriptions: false });
    expect(byId(owner.staffId)).toMatchObject({ mayConfirmPrescriptions: true });
    expect(
      okData(await callRoute('GET', '/api/admin/session/me', { headers: optician.headers })),
    ).toMatchObject({
      name: 'Ada Lens',
      licenceNumber: 'OPT-4711',
      mayConfirmPrescriptions: true,
    });
  });

  it('refuses a member without a licence number on their profile, owners too', async () => {
    const order = await glassesOrder();
    await open(owner, order.number);
    expect((await confirm(owner, order.number)).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/Add your optician’s licence number/),
    });
    okData(
      await post(
        '/api/admin/session/profile',
        { name: 'Olive Owner', licenceNumber: 'OWN 22/7' },
        owner.headers,
      ),
    );
    expect(okData(await confirm(owner, order.number)).order.prescriptionCheck).toMatchObject({
      state: 'confirmed',
      by: 'Olive Owner',
      licenceNumber: 'OWN 22/7',
    });
  });
});

describe('what a confirmation needs', () => {
  it('refuses a member who has not opened the values; another member’s opening does not count', async () => {
    const order = await glassesOrder();
    await open(clerk, order.number);
    expect((await confirm(optician, order.number)).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^Open the prescription’s values/),
    });
    expect((await orderRow(order.number)).prescriptionCheck).toBeNull();
    await open(optician, order.number);
    expect(okData(await confirm(optician, order.number)).order.prescriptionCheck?.state).toBe('confirmed');
  });

  it('refuses a confirmation without every applicable item of the checklist', async () => {
    const order = await glassesOrder();
    const opened = await open(optician, order.number);
    expect(opened.checkItems).toEqual(NO_PHOTO);
    expect(opened.lines[0]?.flags).toEqual([]);
    for (const checked of [[], NO_PHOTO.slice(0, 3)]) {
      const refused = await confirm(optician, order.number, checked);
      expect(refused.body).toMatchObject({
        code: 0,
        msg: expect.stringMatching(/^Tick every item of the checklist/),
      });
    }
    expect((await confirm(optician, order.number, NO_PHOTO.slice(1))).body.msg).toContain(
      'Not ticked: “The values are plausible for the lenses chosen”.',
    );
    // no checklist at all, and an item the console does not have
    expect(
      (await adminOrders(optician, 'checkPrescription', { number: order.number, decision: 'confirmed' })).body
        .code,
    ).toBe(0);
    expect((await confirm(optician, order.number, ['looks-fine' as OpticianCheckItem])).body.code).toBe(422);
    expect((await orderRow(order.number)).prescriptionCheck).toBeNull();
    expect(okData(await confirm(optician, order.number)).order.prescriptionCheck?.state).toBe('confirmed');
  });

  it('asks about the photo only for a photo prescription', async () => {
    const shopper = await createShopper('optician-photo');
    const order = await shopOrder({
      shopper,
      glasses: await uploadedPrescription(shopper),
    });
    const opened = await open(optician, order.number);
    expect(opened.checkItems).toEqual([...OPTICIAN_CHECK_ITEMS]);
    expect((await confirm(optician, order.number)).body.msg).toContain('Not ticked: “The photo is legible”.');
    expect(
      okData(await confirm(optician, order.number, OPTICIAN_CHECK_ITEMS)).order.prescriptionCheck?.state,
    ).toBe('confirmed');
  });

  it('lists the flags the shop raises first, with the values', async () => {
    const order = await shopOrder({ glasses: { source: 'typed', ...MILD_RX, pd: '78' } });
    expect((await open(optician, order.number)).lines[0]?.flags).toEqual([
      { code: 'pd-out-of-range', message: 'The PD is 78 mm, outside 54–74 mm.' },
    ]);
  });

  it('flags a power beyond the lab by the lens rules the owner keeps, as the shopper was told', async () => {
    const order = await shopOrder({
      glasses: { source: 'typed', ...MILD_RX, od_sph: '-3.75', os_sph: '-3.25' },
    });
    expect((await open(optician, order.number)).lines[0]?.flags).toEqual([]);
    const labRange = (range: unknown) =>
      post('/api/admin/lensRules/update', { key: 'labRange', value: range }, owner.headers);
    try {
      okData(await labRange({ minSphere: -350, maxSphere: 800, maxCylinder: 400, flagPrism: true }));
      expect((await open(optician, order.number)).lines[0]?.flags).toEqual([
        {
          code: 'beyond-lab-range',
          message:
            "The right eye (OD)'s SPH −3.75 is beyond what the lab makes (SPH −3.50 to +8.00, CYL up to 4.00).",
        },
      ]);
    } finally {
      okData(await labRange(DEFAULT_LENS_RULES.labRange));
    }
  });
});

describe('the order’s history of its checks', () => {
  it('shows the confirmation with the optician’s name and licence, and the question with its ticket', async () => {
    const order = await glassesOrder();
    // the clerk may not confirm, but may ask the shopper
    const asked = okData(
      await adminOrders<Checked>(clerk, 'checkPrescription', {
        number: order.number,
        decision: 'question',
        message: 'Your right eye’s sphere reads −1.50: could you confirm it with your optician?',
      }),
    );
    expect(asked.ticketNumber).toMatch(/^T-/);
    expect(asked.order.prescriptionCheck).toMatchObject({
      state: 'question',
      by: 'Carl Clerk',
      licenceNumber: null,
    });
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

    await open(optician, order.number);
    const started = Date.now();
    okData(await confirm(optician, order.number));
    const info = okData(await adminOrders(optician, 'info', { number: order.number }));
    expect(info.prescriptionChecks).toEqual([
      {
        decision: 'question',
        by: 'Carl Clerk',
        licenceNumber: null,
        checked: [],
        ticketNumber: asked.ticketNumber,
        at: expect.any(String),
      },
      {
        decision: 'confirmed',
        by: 'Ada Lens',
        licenceNumber: 'OPT-4711',
        checked: NO_PHOTO,
        ticketNumber: null,
        at: expect.any(String),
      },
    ]);
    expect(Date.parse(info.prescriptionChecks[1]?.at ?? '')).toBeGreaterThanOrEqual(started - 1000);
    expect(info.prescriptionCheck).toMatchObject({
      state: 'confirmed',
      by: 'Ada Lens',
      licenceNumber: 'OPT-4711',
    });
    expect((await orderRow(order.number)).prescriptionCheckedBy).toBe(optician.staffId);
  });
});
