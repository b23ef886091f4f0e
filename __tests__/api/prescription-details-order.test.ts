import type { CartLine, LineLens } from '@/lib/contract/calls/cart';
import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import type { OrderDetail } from '@/lib/contract/calls/order';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { LENS_RULE_MESSAGES } from '@/lib/shop/lens-rules';
import { addYears } from '@/lib/shop/prescription-details';
import { fromVisionPrescription } from '@/lib/shop/prescription-fhir';
import { post } from '../support/call-route';
import { must, okData, type CartAnswer } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { adminOrders, auditLinesOf, shopOrder } from '../support/operator-orders';
import {
  addPrescriptionGlasses,
  eyeglassesFrame,
  MILD_RX,
  type PrescriptionChoice,
} from '../support/prescription-glasses';
import { createShopper } from '../support/shoppers';

// The whole prescription (docs/product.md#prescription-details) through the calls the storefront and
// the console make: typed prism, near PD, dates, prescriber, wearer and note go from the lens flow to
// the cart line and the order, a bad one is named at its field, an expired one needs the shopper's
// confirmation, which the optician's check shows, and the console downloads it as FHIR
// (docs/product.md#prescription-fhir).

let staff: TestOperator;
beforeAll(async () => {
  staff = await createOperator('staff');
});

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const EXAM = day(-30);

const WHOLE_RX = {
  ...MILD_RX,
  od_prism_h: '1.50',
  od_prism_h_base: 'in',
  os_prism_v: '0.50',
  os_prism_v_base: 'down',
  near_pd: '60',
  exam_date: EXAM,
  prescriber_name: 'Dr Ann Eye',
  prescriber_licence: 'OPT-123',
  wearer_name: 'Sam Doe',
  note: 'For the desk\nand reading',
};
/** The details as the API answers them: prism in Δ, near PD in mm, the expiry worked out. */
const WHOLE_DETAILS = {
  od_prism_h: 1.5,
  od_prism_h_base: 'in',
  od_prism_v: null,
  od_prism_v_base: null,
  os_prism_h: null,
  os_prism_h_base: null,
  os_prism_v: 0.5,
  os_prism_v_base: 'down',
  near_pd: 60,
  exam_date: EXAM,
  expiry_date: addYears(EXAM, 2),
  prescriber_name: 'Dr Ann Eye',
  prescriber_licence: 'OPT-123',
  wearer_name: 'Sam Doe',
  note: 'For the desk\nand reading',
};

const glassesOf = (list: readonly { lens: LineLens | null }[]) => must(list.find((line) => line.lens)?.lens);

/** The lens use and the prescription through /api/process/next, as the wizard's first two steps. */
async function prescriptionStep(headers: Record<string, string>, prescription: PrescriptionChoice) {
  const frame = await eyeglassesFrame();
  const start = okData(await post<FlowAnswer>('/api/process/product', { code: frame.code }, headers));
  const useOption = must(start.data.options.find((option) => option.code === 'single_vision'));
  const lensUse = { type: 'lens_use', value: useOption.id, price: useOption.price };
  const first = okData(
    await post<FlowAnswer>(
      '/api/process/next',
      { code: frame.code, step_id: start.step_id, step_data: [lensUse] },
      headers,
    ),
  );
  return post<FlowAnswer>(
    '/api/process/next',
    {
      code: frame.code,
      step_id: first.step_id,
      step_data: [lensUse, { type: 'prescription', value: prescription, price: 0 }],
    },
    headers,
  );
}

describe('a typed prescription with prism, near PD, dates, prescriber, wearer and note', () => {
  it('keeps every field from the lens flow to the cart, the checkout and the order', async () => {
    const shopper = await createShopper('rx-whole');
    // the shopper is told before paying that the shop confirms a prism by e-mail (docs/product.md#lens-rules)
    const next = okData(await prescriptionStep(shopper.headers, { source: 'typed', ...WHOLE_RX }));
    expect(next.data.notes).toContain(LENS_RULE_MESSAGES.labReview([LENS_RULE_MESSAGES.labPrism]));

    const { number } = await shopOrder({ shopper, glasses: { source: 'typed', ...WHOLE_RX } });
    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: number }, shopper.headers),
    );
    const ordered = must(glassesOf(detail.lines).rx);
    expect(ordered.details).toEqual(WHOLE_DETAILS);
    expect(ordered.expiredConfirmed).toBeUndefined();

    // the console's opened prescription carries them too, with no expiry flag
    const opened = okData(await adminOrders<OrderPrescription>(staff, 'prescription', { number }));
    expect(must(opened.lines[0]).details).toEqual(WHOLE_DETAILS);
    expect(must(opened.lines[0]).flags.map((flag) => flag.code)).not.toContain('expired');
  });

  it('shows them in the cart line, and a line without details answers none', async () => {
    const shopper = await createShopper('rx-cart');
    await addPrescriptionGlasses(shopper.headers, { source: 'typed', ...WHOLE_RX });
    await addPrescriptionGlasses(shopper.headers, { source: 'typed', ...MILD_RX });
    const cart = okData(await post<CartAnswer>('/api/cart/list', {}, shopper.headers));
    const rxs = cart.list.flatMap((line: CartLine) => (line.lens?.rx ? [line.lens.rx] : []));
    expect(rxs.map((rx) => rx.details ?? null)).toEqual(expect.arrayContaining([WHOLE_DETAILS, null]));
  });

  it.each<[string, Record<string, string>, string, RegExp]>([
    [
      'a prism off the steps',
      { od_prism_h: '1.30', od_prism_h_base: 'in' },
      'od_prism_h',
      /horizontal prism/,
    ],
    ['a prism without its base', { os_prism_v: '2.00' }, 'os_prism_v_base', /Choose the base \(up or down\)/],
    [
      'a base the direction does not have',
      { od_prism_v: '1.00', od_prism_v_base: 'in' },
      'od_prism_v_base',
      /up or down/,
    ],
    ['an exam in the future', { exam_date: day(3) }, 'exam_date', /cannot be after today/],
    [
      'an expiry before the exam',
      { exam_date: EXAM, expiry_date: day(-40) },
      'expiry_date',
      /after the exam date/,
    ],
    ['a near PD out of range', { near_pd: '90' }, 'near_pd', /PD/],
    ['a wearer’s name too long', { wearer_name: 'x'.repeat(81) }, 'wearer_name', /under 80 characters/],
  ])('%s is refused with 422 at its field', async (_, given, field, message) => {
    const answer = await prescriptionStep({}, { source: 'typed', ...MILD_RX, ...given });
    expect(answer.body).toMatchObject({
      code: 422,
      data: { fields: { [field]: expect.stringMatching(message) } },
    });
  });
});

describe('an expired prescription (docs/product.md#prescription-details)', () => {
  const EXPIRED = { ...MILD_RX, exam_date: '2023-03-01', expiry_date: '2025-03-14' };

  it('is refused without the shopper’s confirmation, with a sentence that says so', async () => {
    const answer = await prescriptionStep({}, { source: 'typed', ...EXPIRED });
    expect(answer.body).toMatchObject({
      code: 422,
      data: {
        fields: {
          confirmExpired:
            'This prescription expired on 14 March 2025. Use another, or confirm it is still right.',
        },
      },
    });
    // an exam date more than the shop's validity ago is expired too
    const old = await prescriptionStep({}, { source: 'typed', ...MILD_RX, exam_date: '2020-01-02' });
    expect(old.body).toMatchObject({
      code: 422,
      data: { fields: { confirmExpired: expect.stringMatching(/2 January 2022/) } },
    });
  });

  it('is accepted with it, kept on the order, and flagged “expired” in the optician’s check with the confirmation', async () => {
    const { number, shopper } = await shopOrder({
      glasses: { source: 'typed', ...EXPIRED, confirmExpired: true },
    });
    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: number }, shopper.headers),
    );
    expect(glassesOf(detail.lines).rx).toMatchObject({
      expiredConfirmed: true,
      details: { expiry_date: '2025-03-14' },
    });

    const opened = okData(await adminOrders<OrderPrescription>(staff, 'prescription', { number }));
    const line = must(opened.lines[0]);
    expect(line.expiredConfirmed).toBe(true);
    expect(line.flags).toContainEqual({
      code: 'expired',
      message:
        'The prescription expired on 2025-03-14. The shopper confirmed it is still right when ordering.',
    });
  });

  it('a confirmation of one that has not expired keeps nothing', async () => {
    const { number, shopper } = await shopOrder({
      glasses: { source: 'typed', ...WHOLE_RX, confirmExpired: true },
    });
    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: number }, shopper.headers),
    );
    expect(glassesOf(detail.lines).rx?.expiredConfirmed).toBeUndefined();
  });
});

describe('the console’s FHIR download (docs/product.md#prescription-fhir)', () => {
  const download = async (path: string, headers: Record<string, string>) => {
    const { GET } = await import('@/app/api/admin/orders/prescriptionFhir/route');
    return GET(new Request(`http://shop.test${path}`, { headers }));
  };

  it('answers the line’s VisionPrescription to an operator, audited as a viewing; never to a shopper', async () => {
    const { number, shopper } = await shopOrder({ glasses: { source: 'typed', ...WHOLE_RX } });
    const line = must(
      okData(await adminOrders<OrderPrescription>(staff, 'prescription', { number })).lines[0],
    );
    const path = `/api/admin/orders/prescriptionFhir?number=${number}&line=${line.lineId}`;

    const answer = await download(path, staff.headers);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/fhir+json');
    expect(answer.headers.get('content-disposition')).toMatch(/attachment; filename="prescription-/);
    const resource: unknown = await answer.json();
    expect(resource).toMatchObject({
      resourceType: 'VisionPrescription',
      dateWritten: EXAM,
      patient: { display: 'Sam Doe' },
      prescriber: { display: 'Dr Ann Eye', identifier: { value: 'OPT-123' } },
    });
    // it reads back as the prescription the shopper typed
    const back = fromVisionPrescription(resource);
    expect(back).toMatchObject({
      ok: true,
      draft: { od_sph: -1.5, od_prism_h: 1.5, od_prism_h_base: 'in', os_prism_v: 0.5, near_pd: 60, pd: 63 },
    });
    const [last] = (await auditLinesOf(number)).slice(-1);
    expect(last).toMatchObject({ action: 'prescription.view', actorEmail: staff.email });
    expect(last?.summary).toMatch(/FHIR/);

    const asShopper = await download(path, shopper.headers);
    expect(((await asShopper.json()) as { code: number }).code).toBe(3);
    const unknownLine = await download(
      `/api/admin/orders/prescriptionFhir?number=${number}&line=999999`,
      staff.headers,
    );
    expect(((await unknownLine.json()) as { code: number }).code).toBe(404);
  });
});
