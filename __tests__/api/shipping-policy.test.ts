import type { ShippingTableView } from '@/lib/contract/calls/admin/shipping';
import PolicyRoute from '@/app/policies/[kind]/page';
import { callRoute, post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';

// docs/operating.md#store-policies: until the owner writes a shipping policy, its default tells the
// shipping table kept now (docs/operating.md#shipping), on the public page and in the console;
// an owner's own text is never rewritten. Runs on PGlite and on PostgreSQL.

type View = { policies: Record<string, { markdown: string; isDefault: boolean }> };

let owner: TestOperator;
let seeded: ShippingTableView;
beforeAll(async () => {
  owner = await createOperator('owner');
  seeded = okData(await post<ShippingTableView>('/api/admin/shipping/get', {}, owner.headers));
});

const setTable = (table: ShippingTableView) =>
  post<ShippingTableView>('/api/admin/shipping/update', table, owner.headers);

afterEach(async () => {
  okData(await setTable(seeded));
  okData(await post('/api/admin/settings/policySave', { kind: 'shipping', markdown: '' }, owner.headers));
});

const OWN_TABLE: ShippingTableView = {
  zones: [
    {
      name: 'North America',
      countries: ['US', 'CA'],
      regions: [],
      methods: [
        {
          code: 'standard',
          name: 'Ground',
          priceCents: 795,
          fewestDays: 4,
          mostDays: 9,
          freeFromCents: 9_900,
        },
      ],
    },
    {
      name: 'Rest of the world',
      countries: [],
      regions: [],
      methods: [
        {
          code: 'standard',
          name: 'Airmail',
          priceCents: 1_995,
          fewestDays: 8,
          mostDays: 15,
          freeFromCents: null,
        },
      ],
    },
  ],
};

/** The shipping policy as the console reads it, and as the public page draws it. */
async function shippingPolicy() {
  const view = okData(await callRoute<View>('GET', '/api/admin/settings/get', { headers: owner.headers }));
  const page = (await PolicyRoute({ params: Promise.resolve({ kind: 'shipping' }) })) as {
    props: { markdown: string };
  };
  return { console: view.policies.shipping, page: page.props.markdown };
}

describe('the default shipping policy', () => {
  it('tells the shipping table the owner keeps now, not the seeded one', async () => {
    okData(await setTable(OWN_TABLE));
    const policy = await shippingPolicy();
    expect(policy.console?.isDefault).toBe(true);
    expect(policy.page).toBe(policy.console?.markdown);
    expect(policy.page).toContain(
      '- Ground to North America is free when the frames and accessories come to $99 or more after discounts.',
    );
    expect(policy.page).toContain('| North America | Ground | $7.95 | $99 | 4–9 business days |');
    expect(policy.page).toContain('| Every other country | Airmail | $19.95 | — | 8–15 business days |');
    expect(policy.page).not.toContain('$69');
    expect(policy.page).not.toContain('Express shipping');
  });

  it('an owner’s own shipping policy is kept as written', async () => {
    const own = 'We ship by bicycle courier.';
    const saved = await post<View>(
      '/api/admin/settings/policySave',
      { kind: 'shipping', markdown: own },
      owner.headers,
    );
    expect(okData(saved).policies.shipping).toEqual({ markdown: own, isDefault: false });
    okData(await setTable(OWN_TABLE));
    const policy = await shippingPolicy();
    expect(policy.console).toEqual({ markdown: own, isDefault: false });
    expect(policy.page).toBe(own);
  });
});
