import { eq } from 'drizzle-orm';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { database } from '@/lib/server/platform/db';
import { orderLines, payments, taxSettings } from '@/lib/server/platform/db/schema';
import { applyPageChange } from '@/lib/server/platform/page-cache/page-change-listener';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import {
  addGlasses,
  addToCart,
  claimCoupon,
  freshProduct,
  guestDevice,
  must,
  okData,
  orderRow,
  payWithDemo,
  snapshoot,
  snapshootShipping,
  submitOrder,
  US_ADDRESS,
  type Headers,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#taxes and docs/operating.md#taxes: tax is off on a new shop, so every total is as
// it was; turned on, the checkout works it out per line from the delivery address, the order keeps
// it, and exclusive tax is in the amount the payment provider is asked for.

type Settings = { enabled: boolean; countries: Record<string, string> };
type Rate = Record<string, unknown> & { id: number };
type TaxesAnswer = { settings: Settings; rates: Rate[] };

let owner: TestOperator;
let seeded: TaxesAnswer;
beforeAll(async () => {
  owner = await createOperator('owner');
  seeded = okData(await post<TaxesAnswer>('/api/admin/taxes/get', {}, owner.headers));
});

const setTaxes = (settings: Settings, rates: object[] = seededRates(), who = owner) =>
  post<TaxesAnswer>('/api/admin/taxes/update', { settings, rates }, who.headers);
const seededRates = () => seeded.rates.map(({ id: _id, ...rate }) => rate);
const readTaxes = async () => {
  const { settings, rates } = okData(await post<TaxesAnswer>('/api/admin/taxes/get', {}, owner.headers));
  return { settings, rates: rates.map(({ id: _id, ...rate }) => rate) };
};
const taxOn = () => setTaxes({ ...seeded.settings, enabled: true });

afterEach(async () => {
  okData(await setTaxes(seeded.settings));
});

const CA_ADDRESS = { ...US_ADDRESS, province: 'California', city: 'Los Angeles', postcode: '90012' };
const FL_ADDRESS = { ...US_ADDRESS, province: 'FL', city: 'Tallahassee', postcode: '32301' };
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

/** A shopper's cart: sunglasses at $129.00 with polarized lenses, and a $15.00 accessory. */
async function glassesAndCase(shopper: TestShopper): Promise<{ lensCents: number }> {
  const frame = await freshProduct('sunglasses', { priceCents: 12_900 });
  const kit = await freshProduct('accessories', { priceCents: 1_500 });
  const { lensCents } = await addGlasses(shopper.headers, frame);
  okData(await addToCart(shopper.headers, kit));
  return { lensCents };
}

async function shippedTo(headers: Headers, address: object, shippingMethod?: string): Promise<Snapshot> {
  const taken = okData(await snapshoot(headers));
  return okData(
    await snapshootShipping(headers, taken.snapshotId, {
      address,
      ...(shippingMethod ? { shippingMethod } : {}),
    }),
  ).snapshot;
}

const untaxedTotal = (totals: Snapshot['totals']) =>
  totals.subtotalCents - totals.frameDiscountCents - totals.couponDiscountCents + totals.shippingCents;

describe('a new shop charges no tax (docs/operating.md#taxes)', () => {
  it('is seeded with tax off, per-country display and the rates with their sources', () => {
    expect(seeded.settings).toEqual({
      enabled: false,
      countries: {
        US: 'exclusive',
        CA: 'exclusive',
        DE: 'inclusive',
        FR: 'inclusive',
        GB: 'inclusive',
        AU: 'inclusive',
      },
    });
    const byPlace = Object.fromEntries(
      seeded.rates.map((rate) => [
        `${rate.countryCode}/${rate.regionCode}/${rate.taxClass}`,
        rate.ratePercent,
      ]),
    );
    expect(byPlace).toMatchObject({
      'US/CA/*': '7.25',
      'US/NY/*': '4',
      'US/TX/*': '6.25',
      'US/TX/prescription-lenses': '0',
      'US/FL/prescription-lenses': '0',
      'CA/*/*': '5',
      'CA/ON/*': '13',
      'GB/*/*': '20',
      'DE/*/*': '19',
      'FR/*/*': '20',
      'AU/*/*': '10',
    });
    for (const rate of seeded.rates) {
      expect(rate.source).toMatch(/https:\/\//);
      expect(rate.sourceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it.each([
    ['California', CA_ADDRESS],
    ['Germany', DE_ADDRESS],
  ])(
    'a checkout to %s is priced exactly as before, through the order and the payment',
    async (_, address) => {
      const shopper = await createShopper('buyer');
      await glassesAndCase(shopper);
      const snapshot = await shippedTo(shopper.headers, address);
      expect(snapshot.totals).toMatchObject({ taxCents: 0, taxIncluded: false, taxName: '' });
      expect(snapshot.totals.totalCents).toBe(untaxedTotal(snapshot.totals));
      expect(snapshot.lines.every((line) => line.taxCents === undefined)).toBe(true);
      const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
      expect(order.totalCents).toBe(untaxedTotal(snapshot.totals));
      expect(await orderRow(order.orderNumber)).toMatchObject({ taxCents: 0, taxIncluded: false, tax: null });
    },
  );
});

describe('with tax on (docs/product.md#taxes)', () => {
  it('a Californian order: 7.25 % added per line, shipping untaxed, charged through the demo provider', async () => {
    okData(await taxOn());
    const shopper = await createShopper('buyer');
    const { lensCents } = await glassesAndCase(shopper);
    expect(lensCents).toBe(LENS_CENTS);
    const snapshot = await shippedTo(shopper.headers, CA_ADDRESS, 'express');
    // newest line first: case 1500 · 7.25 % = 108.75 → 109; glasses (12900 + 2500) · 7.25 % =
    // 1116.5 → 1117 (half-up); express $24.95 untaxed
    expect(snapshot.lines.map((line) => line.taxCents)).toEqual([109, 1_117]);
    expect(snapshot.totals).toMatchObject({
      subtotalCents: 12_900 + LENS_CENTS + 1_500,
      shippingCents: 2_495,
      taxCents: 1_226,
      taxIncluded: false,
      taxName: 'Sales tax',
      totalCents: 12_900 + LENS_CENTS + 1_500 + 2_495 + 1_226,
    });

    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(order.totalCents).toBe(snapshot.totals.totalCents);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({
      taxCents: 1_226,
      taxIncluded: false,
      totalCents: snapshot.totals.totalCents,
    });
    expect(row.tax).toMatchObject({
      place: { countryCode: 'US', regionCode: 'CA', postcode: '90012' },
      shipping: { taxClass: 'shipping', taxableCents: 2_495, taxCents: 0, rate: { ratePercent: '0' } },
    });
    const db = await database();
    const lines = await db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(orderLines.sort);
    expect(lines.map((line) => line.line.tax?.taxCents)).toEqual([109, 1_117]);
    expect(lines[1]?.line.tax?.parts).toEqual([
      {
        taxClass: 'frames',
        taxableCents: 12_900,
        rate: expect.objectContaining({ countryCode: 'US', regionCode: 'CA', ratePercent: '7.25' }),
      },
      {
        taxClass: 'prescription-lenses',
        taxableCents: LENS_CENTS,
        rate: expect.objectContaining({ ratePercent: '7.25' }),
      },
    ]);

    const detail = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: order.orderNumber }, shopper.headers),
    );
    expect(detail.totals).toMatchObject({ taxCents: 1_226, taxIncluded: false, taxName: 'Sales tax' });

    okData(await payWithDemo(shopper.headers, order.orderNumber));
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(must(payment).amountCents).toBe(12_900 + LENS_CENTS + 1_500 + 2_495 + 1_226);
  });

  it('a German order: prices include 19 % VAT, the total unchanged, the VAT part shown and kept', async () => {
    okData(await taxOn());
    const shopper = await createShopper('buyer');
    await glassesAndCase(shopper);
    const snapshot = await shippedTo(shopper.headers, DE_ADDRESS);
    // case 1500 · 19/119 = 239.496 → 239; glasses 15400 · 19/119 = 2458.82 → 2459;
    // international standard shipping 1495 · 19/119 = 238.70 → 239
    expect(snapshot.lines.map((line) => line.taxCents)).toEqual([239, 2_459]);
    expect(snapshot.totals).toMatchObject({
      shippingCents: 1_495,
      taxCents: 2_937,
      taxIncluded: true,
      taxName: 'VAT',
    });
    expect(snapshot.totals.totalCents).toBe(untaxedTotal(snapshot.totals));

    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(order.totalCents).toBe(12_900 + LENS_CENTS + 1_500 + 1_495);
    expect(await orderRow(order.orderNumber)).toMatchObject({ taxCents: 2_937, taxIncluded: true });
    okData(await payWithDemo(shopper.headers, order.orderNumber));
    const db = await database();
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, (await orderRow(order.orderNumber)).id));
    expect(must(payment).amountCents).toBe(12_900 + LENS_CENTS + 1_500 + 1_495);
  });

  it('an exempt class: in Florida the lenses carry no tax, the frame and the case 6 %', async () => {
    okData(await taxOn());
    const shopper = await createShopper('buyer');
    await glassesAndCase(shopper);
    const snapshot = await shippedTo(shopper.headers, FL_ADDRESS);
    // case 1500 · 6 % = 90; frame 12900 · 6 % = 774, lenses 0 %; free standard shipping
    expect(snapshot.lines.map((line) => line.taxCents)).toEqual([90, 774]);
    expect(snapshot.totals).toMatchObject({ shippingCents: 0, taxCents: 864 });
    expect(snapshot.totals.totalCents).toBe(untaxedTotal(snapshot.totals) + 864);
  });

  it('the tax follows the address: California, then Texas, then a state with no rate', async () => {
    okData(await taxOn());
    const shopper = await createShopper('buyer');
    await glassesAndCase(shopper);
    const inCalifornia = await shippedTo(shopper.headers, CA_ADDRESS);
    expect(inCalifornia.totals.taxCents).toBe(109 + 1_117);
    const toTexas = okData(
      await snapshootShipping(shopper.headers, inCalifornia.snapshotId, { address: TX_ADDRESS }),
    ).snapshot;
    // case 1500 · 6.25 % = 93.75 → 94; frame 12900 · 6.25 % = 806.25 → 806, its lenses exempt in
    // Texas (0 %); free standard shipping
    expect(toTexas.lines.map((line) => line.taxCents)).toEqual([94, 806]);
    expect(toTexas.totals.taxCents).toBe(900);
    const toIllinois = okData(
      await snapshootShipping(shopper.headers, inCalifornia.snapshotId, { address: US_ADDRESS }),
    ).snapshot;
    expect(toIllinois.totals).toMatchObject({ taxCents: 0, taxName: '' });
    expect(toIllinois.lines.every((line) => line.taxCents === undefined)).toBe(true);
    expect(toIllinois.totals.totalCents).toBe(untaxedTotal(toIllinois.totals));
  });

  it('the second-frame offer and a coupon reduce what is taxed, the coupon spread over the parts', async () => {
    okData(await taxOn());
    const shopper = await createShopper('buyer');
    const dear = await freshProduct('sunglasses', { priceCents: 12_900 });
    const cheap = await freshProduct('sunglasses', { priceCents: 9_900 });
    await addGlasses(shopper.headers, dear);
    await addGlasses(shopper.headers, cheap);
    const couponId = await claimCoupon(shopper, 'WELCOME10');
    const taken = okData(await snapshoot(shopper.headers));
    const snapshot = okData(
      await snapshootShipping(shopper.headers, taken.snapshotId, { address: TX_ADDRESS, couponId }),
    ).snapshot;
    // parts: cheap frame 9900 − 4950, its lenses 2500, dear frame 12900, its lenses 2500 (22850);
    // WELCOME10 takes 2285, a tenth of each part: 495, 250, 1290, 250.
    // the lenses are exempt in Texas: cheap 4455 · 6.25 % = 278.44 → 278; dear 11610 · 6.25 % = 725.63 → 726
    expect(snapshot.totals).toMatchObject({ frameDiscountCents: 4_950, couponDiscountCents: 2_285 });
    expect(snapshot.lines.map((line) => line.taxCents)).toEqual([278, 726]);
    expect(snapshot.totals.totalCents).toBe(untaxedTotal(snapshot.totals) + 1_004);
  });
});

describe('the owner keeps the taxes (POST /api/admin/taxes/*)', () => {
  it('replaces the settings and rates whole, audited; a checkout afterwards follows', async () => {
    const answer = okData(
      await setTaxes({ enabled: true, countries: { US: 'exclusive' } }, [
        { countryCode: 'us', regionCode: 'il', ratePercent: '6.25', name: 'Sales tax' },
      ]),
    );
    expect(answer.rates).toEqual([
      expect.objectContaining({
        countryCode: 'US',
        regionCode: 'IL',
        postcodePattern: '*',
        taxClass: '*',
        ratePercent: '6.25',
        priority: 0,
      }),
    ]);
    expect(await auditActions(owner, 'taxes', 'tax')).toContain('taxes.update');
    const shopper = await createShopper('buyer');
    const kit = await freshProduct('accessories', { priceCents: 1_500 });
    okData(await addToCart(shopper.headers, kit));
    const snapshot = await shippedTo(shopper.headers, US_ADDRESS);
    // the case 1500 · 6.25 % = 93.75 → 94, and the row covers every class: shipping 595 · 6.25 % = 37.19 → 37
    expect(snapshot.lines.map((line) => line.taxCents)).toEqual([94]);
    expect(snapshot.totals).toMatchObject({ shippingCents: 595, taxCents: 131 });
  });

  it('a change made beside the console reaches the checkout on the change notice', async () => {
    const shopper = await createShopper('buyer');
    const kit = await freshProduct('accessories', { priceCents: 1_500 });
    okData(await addToCart(shopper.headers, kit));
    expect((await shippedTo(shopper.headers, TX_ADDRESS)).totals.taxCents).toBe(0);
    const db = await database();
    await db
      .update(taxSettings)
      .set({ value: { ...seeded.settings, enabled: true } })
      .where(eq(taxSettings.key, 'tax'));
    // this process still holds tax off until the notice (the trigger's, as another server gets it)
    expect((await shippedTo(shopper.headers, TX_ADDRESS)).totals.taxCents).toBe(0);
    applyPageChange('taxes');
    // 1500 · 6.25 % = 93.75 → 94; shipping 595 · 6.25 % = 37.19 → 37
    expect((await shippedTo(shopper.headers, TX_ADDRESS)).totals.taxCents).toBe(131);
  });

  it.each<[string, object, string]>([
    ['a rate over 100 %', { countryCode: 'US', ratePercent: '101', name: 'Tax' }, 'rates.0.ratePercent'],
    [
      'a rate with five decimals',
      { countryCode: 'US', ratePercent: '7.12345', name: 'Tax' },
      'rates.0.ratePercent',
    ],
    [
      'an unknown class',
      { countryCode: 'US', ratePercent: '5', name: 'Tax', taxClass: 'hats' },
      'rates.0.taxClass',
    ],
    [
      'a country that is not a code',
      { countryCode: 'USA', ratePercent: '5', name: 'Tax' },
      'rates.0.countryCode',
    ],
    ['no name', { countryCode: 'US', ratePercent: '5', name: '' }, 'rates.0.name'],
  ])('refuses %s with 422 naming the field, changing nothing', async (_, rate, field) => {
    const result = await setTaxes({ enabled: true, countries: {} }, [rate]);
    expect(result.body.code).toBe(422);
    expect(Object.keys((result.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
    expect(await readTaxes()).toEqual({ settings: seeded.settings, rates: seededRates() });
  });

  it('refuses two rows for the same place, class and priority, naming the second', async () => {
    const rate = { countryCode: 'US', regionCode: 'CA', ratePercent: '7.25', name: 'Sales tax' };
    const result = await setTaxes(seeded.settings, [rate, { ...rate, ratePercent: '8' }]);
    expect(result.body.code).toBe(422);
    expect(Object.keys((result.body.data as unknown as { fields: Record<string, string> }).fields)).toEqual([
      'rates.1',
    ]);
  });

  it('is the owner’s alone: a shopper, a device, the staff and catalog roles are refused', async () => {
    const shopper = await createShopper();
    const staff = await createOperator('staff');
    const catalog = await createOperator('catalog');
    const body = { settings: { ...seeded.settings, enabled: true }, rates: [] };
    for (const path of ['get', 'update']) {
      for (const headers of [shopper.headers, guestDevice()])
        expect(
          (await post(`/api/admin/taxes/${path}`, path === 'update' ? body : {}, headers)).body.code,
        ).toBe(3);
      for (const who of [staff, catalog])
        expect(
          (await post(`/api/admin/taxes/${path}`, path === 'update' ? body : {}, who.headers)).body.code,
        ).not.toBe(200);
    }
    expect(await readTaxes()).toEqual({ settings: seeded.settings, rates: seededRates() });
  });
});

/** The polarized non-prescription lenses addGlasses chooses, as seeded. */
const LENS_CENTS = 2_500;
