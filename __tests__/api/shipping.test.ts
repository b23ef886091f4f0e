import type { ShippingTableView } from '@/lib/contract/calls/admin/shipping';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { DEFAULT_SHIPPING_TABLE } from '@/lib/shop/shipping';
import { currentAdvertisedTerms } from '@/lib/server/flows/advertised-terms';
import { PROBLEM_MESSAGES } from '@/lib/server/domain/checkout/snapshot-problems';
import { forgetShipping } from '@/lib/server/domain/shipping';
import { auditActions } from '../support/audit-log';
import { post } from '../support/call-route';
import {
  addToCart,
  cartOf,
  freshProduct,
  GB_ADDRESS,
  guestDevice,
  must,
  okData,
  orderRow,
  snapshoot,
  snapshootShipping,
  snapshootStatus,
  submitOrder,
  US_ADDRESS,
  type Headers,
} from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#shipping: the shipping table is data the owner keeps, seeded with the shop's
// default (docs/product.md#shipping), so a new shop prices shipping exactly as before; a change
// reaches carts and checkouts at once, never a placed order, and never a fee the shopper has not seen.

type Table = ShippingTableView;

const DEFAULT_VIEW: Table = {
  zones: DEFAULT_SHIPPING_TABLE.map((zone) => ({
    name: zone.name,
    countries: [...zone.countries],
    regions: [...zone.regions],
    methods: zone.methods.map((method) => ({
      code: method.code,
      name: method.name,
      priceCents: method.priceCents,
      fewestDays: method.days[0],
      mostDays: method.days[1],
      freeFromCents: method.freeFromCents,
    })),
  })),
};

let owner: TestOperator;
beforeAll(async () => {
  owner = await createOperator('owner');
});

const getTable = (who: TestOperator = owner) => post<Table>('/api/admin/shipping/get', {}, who.headers);
const setTable = (table: unknown, who: TestOperator = owner) =>
  post<Table>('/api/admin/shipping/update', table, who.headers);

afterEach(async () => {
  okData(await setTable(DEFAULT_VIEW));
});

/** The default table with one US method changed (or removed when `changes` is null). */
function withUsMethod(
  code: string,
  changes: Partial<Table['zones'][number]['methods'][number]> | null,
): Table {
  return {
    zones: DEFAULT_VIEW.zones.map((zone, index) =>
      index !== 0
        ? zone
        : {
            ...zone,
            methods: zone.methods.flatMap((method) =>
              method.code !== code ? [method] : changes === null ? [] : [{ ...method, ...changes }],
            ),
          },
    ),
  };
}

/** A signed-in shopper's snapshot of one accessory at `priceCents`, shipped to `address`. */
async function shippedSnapshot(priceCents: number, address: object = US_ADDRESS, shippingMethod?: string) {
  const shopper = await createShopper('buyer');
  const item = await freshProduct('accessories', { priceCents });
  okData(await addToCart(shopper.headers, item));
  const taken = okData(await snapshoot(shopper.headers));
  const shipped = okData(
    await snapshootShipping(shopper.headers, taken.snapshotId, {
      address,
      ...(shippingMethod ? { shippingMethod } : {}),
    }),
  );
  return { shopper, snapshot: shipped.snapshot };
}

const chooseMethod = async (headers: Headers, snapshotId: string, shippingMethod: string) =>
  snapshootShipping(headers, snapshotId, { shippingMethod });

describe('a new shop prices shipping exactly as before (docs/product.md#shipping)', () => {
  it('is seeded with the default table', async () => {
    expect(okData(await getTable())).toEqual(DEFAULT_VIEW);
  });

  it.each<[string, number, object, [string, number][]]>([
    [
      'US below $69',
      6_899,
      US_ADDRESS,
      [
        ['standard', 595],
        ['expedited', 1_495],
        ['express', 2_495],
      ],
    ],
    [
      'US from $69',
      6_900,
      US_ADDRESS,
      [
        ['standard', 0],
        ['expedited', 1_495],
        ['express', 2_495],
      ],
    ],
    [
      'abroad, whatever the total',
      50_000,
      GB_ADDRESS,
      [
        ['standard', 1_495],
        ['express', 3_495],
      ],
    ],
  ])('%s: each method at its old fee', async (_, priceCents, address, fees) => {
    const { shopper, snapshot } = await shippedSnapshot(priceCents, address);
    expect(snapshot.shippingOptions.map((option) => [option.method, option.feeCents])).toEqual(fees);
    for (const [method, fee] of fees) {
      const chosen = okData(await chooseMethod(shopper.headers, snapshot.snapshotId, method)).snapshot;
      expect(chosen.shippingMethod).toBe(method);
      expect(chosen.totals).toMatchObject({ shippingCents: fee, totalCents: priceCents + fee });
    }
  });

  it('abroad, expedited is not offered (422)', async () => {
    const { shopper, snapshot } = await shippedSnapshot(2_000, GB_ADDRESS);
    const refused = await chooseMethod(shopper.headers, snapshot.snapshotId, 'expedited');
    expect(refused.body).toMatchObject({
      code: 422,
      data: { fields: { shippingMethod: 'This shipping method is not offered for this country.' } },
    });
  });

  it('the cart is "$X away" from the US threshold of $69', async () => {
    const headers = guestDevice();
    okData(await addToCart(headers, await freshProduct('accessories', { priceCents: 6_000 })));
    expect((await cartOf(headers)).totals).toMatchObject({
      freeShippingThresholdCents: 6_900,
      awayFromFreeShippingCents: 900,
    });
  });
});

describe('the owner changes the table (docs/operating.md#shipping)', () => {
  it('a new price and threshold reach the cart and new checkouts at once; the change is audited', async () => {
    const headers = guestDevice();
    okData(await addToCart(headers, await freshProduct('accessories', { priceCents: 6_000 })));
    okData(await setTable(withUsMethod('standard', { priceCents: 795, freeFromCents: 10_000 })));
    expect((await cartOf(headers)).totals).toMatchObject({
      freeShippingThresholdCents: 10_000,
      awayFromFreeShippingCents: 4_000,
    });
    const { snapshot } = await shippedSnapshot(7_000);
    expect(snapshot.totals).toMatchObject({ shippingCents: 795, totalCents: 7_795 });
    expect(await auditActions(owner, 'shipping', 'table')).toContain('shipping.update');
  });

  // docs/operating.md#promotions "Where the offer shows": the terms on every page name the threshold
  it('the advertised free-shipping term follows the US threshold, and goes when nothing ships free', async () => {
    const freeTerm = async () =>
      (await currentAdvertisedTerms()).find((term) => term.key === 'free-shipping')?.detail;
    expect(await freeTerm()).toBe('Free standard shipping on US orders of $69 or more.');
    okData(await setTable(withUsMethod('standard', { freeFromCents: 10_000 })));
    expect(await freeTerm()).toBe('Free standard shipping on US orders of $100 or more.');
    okData(await setTable(withUsMethod('standard', { freeFromCents: null })));
    expect(await freeTerm()).toBeUndefined();
  });

  it('a price changed under a checkout stops the order until the shopper sees the new fee', async () => {
    const { shopper, snapshot } = await shippedSnapshot(3_000, US_ADDRESS, 'express');
    expect(snapshot.totals.shippingCents).toBe(2_495);
    okData(await setTable(withUsMethod('express', { priceCents: 2_995 })));

    const status = okData(await snapshootStatus(shopper.headers, snapshot.snapshotId));
    expect(status).toMatchObject({
      valid: false,
      problems: [{ kind: 'shipping', message: PROBLEM_MESSAGES.shippingPrice('Express shipping') }],
    });
    const refused = await submitOrder(shopper.headers, snapshot.snapshotId);
    expect(refused.body).toMatchObject({ code: 0, msg: PROBLEM_MESSAGES.shippingPrice('Express shipping') });

    // choosing again shows the new fee, and that is what the order charges
    const again = okData(await chooseMethod(shopper.headers, snapshot.snapshotId, 'express')).snapshot;
    expect(again.totals).toMatchObject({ shippingCents: 2_995, totalCents: 5_995 });
    const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(order.totalCents).toBe(5_995);
  });

  it('a method removed under a checkout asks for a method again, never a 500', async () => {
    const { shopper, snapshot } = await shippedSnapshot(3_000, US_ADDRESS, 'expedited');
    okData(await setTable(withUsMethod('expedited', null)));

    const status = okData(await snapshootStatus(shopper.headers, snapshot.snapshotId));
    expect(status.problems).toEqual([{ kind: 'shipping', message: PROBLEM_MESSAGES.shippingGone }]);
    expect((await submitOrder(shopper.headers, snapshot.snapshotId)).body).toMatchObject({
      code: 0,
      msg: PROBLEM_MESSAGES.shippingGone,
    });
    const gone = await chooseMethod(shopper.headers, snapshot.snapshotId, 'expedited');
    expect(gone.body).toMatchObject({ code: 422, data: { fields: { shippingMethod: expect.any(String) } } });

    const chosen = okData(await chooseMethod(shopper.headers, snapshot.snapshotId, 'standard')).snapshot;
    expect(chosen.shippingOptions.map((option) => option.method)).toEqual(['standard', 'express']);
    expect(okData(await snapshootStatus(shopper.headers, snapshot.snapshotId)).valid).toBe(true);
  });

  it('the first order after a change is placed: the table is read before its transaction (docs/architecture.md#transactions)', async () => {
    const { shopper, snapshot } = await shippedSnapshot(3_000, US_ADDRESS, 'express');
    // as a change notice from another server, or the minute's backstop, does: read again when next asked
    forgetShipping();
    const placed = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    expect(must(await orderRow(placed.orderNumber))).toMatchObject({
      shippingCents: 2_495,
      shippingName: 'Express shipping',
    });
  });

  it('a placed order keeps the method, price and days it was placed with', async () => {
    const { shopper, snapshot } = await shippedSnapshot(3_000, US_ADDRESS, 'express');
    const placed = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
    okData(
      await setTable(
        withUsMethod('express', { name: 'Express courier', priceCents: 3_995, fewestDays: 3, mostDays: 5 }),
      ),
    );
    const info = okData(
      await post<OrderDetail>('/api/order/info', { orderNumber: placed.orderNumber }, shopper.headers),
    );
    expect(info).toMatchObject({
      shippingMethod: 'express',
      shippingName: 'Express shipping',
      shippingDays: [1, 2],
      totals: expect.objectContaining({ shippingCents: 2_495 }),
    });
    expect(must(await orderRow(placed.orderNumber)).shippingCents).toBe(2_495);
  });

  it('a zone of provinces wins over its country’s zone (the address keeps the province’s name)', async () => {
    const us = must(DEFAULT_VIEW.zones[0]);
    const illinois = {
      name: 'Illinois',
      countries: ['US'],
      regions: ['IL'],
      methods: [
        {
          code: 'local',
          name: 'Local courier',
          priceCents: 300,
          fewestDays: 1,
          mostDays: 2,
          freeFromCents: null,
        },
      ],
    };
    okData(await setTable({ zones: [illinois, ...DEFAULT_VIEW.zones] }));
    const { snapshot } = await shippedSnapshot(3_000);
    expect(snapshot.address?.province).not.toBe('IL');
    expect(snapshot.shippingOptions.map((option) => option.method)).toEqual(['local']);
    expect(snapshot.totals).toMatchObject({ shippingCents: 300 });
    const elsewhere = await shippedSnapshot(3_000, {
      ...US_ADDRESS,
      province: 'NY',
      city: 'Albany',
      postcode: '12207',
    });
    expect(elsewhere.snapshot.shippingOptions.map((option) => option.method)).toEqual(
      us.methods.map((method) => method.code),
    );
  });

  it('a method the owner adds is offered under its own code', async () => {
    const table = withUsMethod('express', null);
    const us = must(table.zones[0]);
    const added: Table = {
      zones: [
        {
          ...us,
          methods: [
            ...us.methods,
            {
              code: 'next-day',
              name: 'Next day',
              priceCents: 3_900,
              fewestDays: 1,
              mostDays: 1,
              freeFromCents: null,
            },
          ],
        },
        must(table.zones[1]),
      ],
    };
    okData(await setTable(added));
    const { shopper, snapshot } = await shippedSnapshot(3_000);
    const chosen = okData(await chooseMethod(shopper.headers, snapshot.snapshotId, 'next-day')).snapshot;
    expect(chosen.totals.shippingCents).toBe(3_900);
    expect((await chooseMethod(shopper.headers, snapshot.snapshotId, 'express')).body.code).toBe(422);
  });
});

describe('what the owner sends is checked (422 naming the field)', () => {
  const [us, world] = DEFAULT_VIEW.zones as [Table['zones'][number], Table['zones'][number]];
  const usMethods = us.methods;
  it.each<[string, unknown, string]>([
    [
      'a method code twice in a zone',
      { zones: [{ ...us, methods: [usMethods[0], { ...usMethods[1], code: 'standard' }] }, world] },
      'zones.0.methods.1.code',
    ],
    ['a country in two zones', { zones: [us, { ...us, name: 'America' }, world] }, 'zones.1.countries.0'],
    [
      'fewest days above most',
      { zones: [{ ...us, methods: [{ ...usMethods[0], fewestDays: 9 }] }, world] },
      'zones.0.methods.0.mostDays',
    ],
    [
      'a negative price',
      { zones: [{ ...us, methods: [usMethods[0], { ...usMethods[1], priceCents: -1 }] }, world] },
      'zones.0.methods.1.priceCents',
    ],
    [
      'an empty method name',
      { zones: [{ ...us, methods: [{ ...usMethods[0], name: ' ' }] }, world] },
      'zones.0.methods.0.name',
    ],
    ['an empty zone name', { zones: [{ ...us, name: '' }, world] }, 'zones.0.name'],
    [
      'a code that is not a slug',
      { zones: [{ ...us, methods: [{ ...usMethods[0], code: 'Next Day!' }] }, world] },
      'zones.0.methods.0.code',
    ],
    ['no zone for every other country', { zones: [us] }, 'zones'],
    [
      'a country code that is not one',
      { zones: [{ ...us, countries: ['USA'] }, world] },
      'zones.0.countries.0',
    ],
  ])('refuses %s', async (_, body, field) => {
    const result = await setTable(body);
    expect(result.body.code).toBe(422);
    expect(Object.keys((result.body.data as unknown as { fields: Record<string, string> }).fields)).toContain(
      field,
    );
    expect(okData(await getTable())).toEqual(DEFAULT_VIEW);
  });
});

describe('only the owner', () => {
  it('a shopper’s token, a device, the catalog team and staff cannot read or change the table', async () => {
    const shopper = await createShopper();
    const cheaper = withUsMethod('express', { priceCents: 100 });
    for (const path of ['get', 'update']) {
      const body = path === 'update' ? cheaper : {};
      expect((await post(`/api/admin/shipping/${path}`, body, shopper.headers)).body.code).toBe(3);
      expect((await post(`/api/admin/shipping/${path}`, body, guestDevice())).body.code).toBe(3);
    }
    for (const role of ['catalog', 'staff'] as const) {
      const operator = await createOperator(role);
      expect((await getTable(operator)).body.code).toBe(403);
      expect((await setTable(cheaper, operator)).body.code).toBe(403);
    }
    expect(okData(await getTable())).toEqual(DEFAULT_VIEW);
  });
});
