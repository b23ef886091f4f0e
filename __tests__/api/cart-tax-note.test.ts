import type { CartTotals } from '@/lib/contract/calls/cart';
import { post } from '../support/call-route';
import { addToCart, freshProduct, guestDevice, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';

// docs/product.md#taxes: the cart has no delivery address, so it shows no tax amount; it says
// whether tax will be worked out at checkout: yes once the owner turns tax on, no while it is off.

type TaxesAnswer = { settings: { enabled: boolean; countries: Record<string, string> }; rates: object[] };

let owner: TestOperator;
let seeded: TaxesAnswer;
beforeAll(async () => {
  owner = await createOperator('owner');
  seeded = okData(await post<TaxesAnswer>('/api/admin/taxes/get', {}, owner.headers));
});

const setTaxes = (enabled: boolean) =>
  post<TaxesAnswer>(
    '/api/admin/taxes/update',
    {
      settings: { ...seeded.settings, enabled },
      rates: seeded.rates.map(({ id: _id, ...rate }: { id?: number }) => rate),
    },
    owner.headers,
  );

afterEach(async () => {
  okData(await setTaxes(seeded.settings.enabled));
});

const cartTotals = async (headers: Record<string, string>) =>
  okData(await post<{ totals: CartTotals }>('/api/cart/list', {}, headers)).totals;

describe('the cart says whether tax is worked out at checkout', () => {
  it('no while tax is off, yes once the owner turns it on, and no amount either way', async () => {
    const headers = guestDevice();
    okData(await addToCart(headers, await freshProduct('accessories', { priceCents: 2_000 })));
    okData(await setTaxes(false));
    const off = await cartTotals(headers);
    expect(off.taxAtCheckout).toBe(false);

    okData(await setTaxes(true));
    const on = await cartTotals(headers);
    expect(on.taxAtCheckout).toBe(true);
    expect(on.merchandiseCents).toBe(off.merchandiseCents);
    expect(on).not.toHaveProperty('taxCents');
  });
});
