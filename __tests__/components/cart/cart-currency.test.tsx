import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { setCurrencyIndex, setToken } from '@/lib/client/store';
import { envelope, server, SHOP, startApiTestServer } from '../../client/api/api-test-server';
import { HOME } from '../checkout/checkout-fixtures';
import { cartOf, FRAME_ONLY, GLASSES, SECOND_GLASSES } from './cart-fixtures';
import type { CartLine } from '@/lib/contract/calls/cart';
import { cartServer, renderCart, type CartServer } from './cart-page';

// In the cart, amounts in the shopper's currency with no dollar amount left but the charged-in-USD
// note, and free US shipping spoken of only to a shopper shipping to the US (the default address's
// country, else the currency: lib/shop/shipping-region.ts).

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/shoppingCart',
}));

startApiTestServer();

const EUR = 2;
const GBP = 4;
let state: CartServer;

beforeEach(() => {
  state = cartServer([GLASSES, SECOND_GLASSES, FRAME_ONLY]);
});

describe('the cart in the shopper’s currency and country', () => {
  it('says how far free US shipping is to a shopper paying in US dollars', async () => {
    state.cart = cartOf([{ ...FRAME_ONLY, frameDiscountCents: 0, totalCents: 3_900 }]);
    renderCart();
    expect(await screen.findByTestId('cart-away-from-free-shipping')).toHaveTextContent(
      '$30.00 away from free US standard shipping',
    );
    expect(screen.queryByTestId('usd-charge-note')).toBeNull();
  });

  it('tells a shopper outside the US nothing of free US shipping, going by the currency', async () => {
    renderCart();
    expect(await screen.findByTestId('cart-free-shipping')).toHaveTextContent(
      'You get free US standard shipping',
    );

    act(() => setCurrencyIndex(EUR));
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
    // euros name no country: nothing of "your country" before one is known
    expect(screen.queryByTestId('cart-shipping-abroad')).toBeNull();
    expect(screen.getByTestId('cart-totals')).not.toHaveTextContent(/your country/);
    expect(screen.getByTestId('cart-totals')).toHaveTextContent('Shipping is added at checkout.');
    // docs/product.md#currencies: 143 USD × 0.9342 = 133.59 EUR
    expect(screen.getByTestId('cart-total')).toHaveTextContent('€133.59');
    expect(screen.getByTestId('usd-charge-note')).toHaveTextContent('You will be charged $143.00 (USD).');
  });

  it('goes by a signed-in shopper’s default address before the currency', async () => {
    act(() => setToken('tok_cart'));
    server.use(
      http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
      http.post(`${SHOP}/api/address/list`, () =>
        envelope(200, 'success', { list: [{ ...HOME, countryCode: 'GB', countryName: 'United Kingdom' }] }),
      ),
    );
    renderCart();
    expect(await screen.findByTestId('cart-shipping-abroad')).toHaveTextContent(
      'Shipping to your country is worked out at checkout.',
    );
    expect(screen.queryByTestId('cart-free-shipping')).toBeNull();
  });

  it('leaves no dollar amount but the charged-in-USD note when pounds are chosen', async () => {
    act(() => setCurrencyIndex(GBP));
    state.cart = cartOf([{ ...FRAME_ONLY, frameDiscountCents: 0, totalCents: 3_900 }, GLASSES]);
    renderCart();
    const area = await screen.findByTestId('cart-area');
    await screen.findAllByTestId('cart-line');
    const note = screen.getByTestId('usd-charge-note');
    expect(note).toHaveTextContent('You will be charged $138.00 (USD).');
    const withoutNote = (area.textContent ?? '').replace(note.textContent ?? '', '');
    expect(withoutNote).toContain('£');
    expect(withoutNote).not.toContain('$');
  });

  // docs/product.md#line-breakdown: the shown prices add up to the shown line total in every currency
  const PROGRESSIVE_PAIRS: CartLine = {
    ...GLASSES,
    quantity: 3,
    unitPriceCents: 4_999,
    unitLensCents: 8_900 + 1_500 + 3_900,
    subtotalCents: (4_999 + 14_300) * 3,
    frameDiscountCents: 2_500 * 2,
    totalCents: (4_999 + 14_300) * 3 - 5_000,
    lens: {
      ...GLASSES.lens,
      lensUse: 'Progressive',
      lensUsePriceCents: 8_900,
      lens: [
        { name: 'Additional Price', item: 'Anti-Reflective', priceCents: 1_500 },
        { name: 'Lens Index', item: '1.61 High-Index', priceCents: 3_900 },
        { name: 'Lens Type', item: 'Clear', priceCents: 0 },
      ],
      prescription: [],
      prescriptionNote: 'Entered by you',
      rx: null,
    },
  };
  const hundredths = (text: string | null) =>
    text === 'Included' ? 0 : Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

  it.each([
    ['USD', 0],
    ['AUD', 1],
    ['EUR', EUR],
    ['CAD', 3],
    ['GBP', GBP],
  ])('itemises a progressive pair that adds up to its line total in %s', async (_code, index) => {
    state.cart = cartOf([PROGRESSIVE_PAIRS]);
    act(() => setCurrencyIndex(index));
    renderCart();
    const line = within(await screen.findByTestId('cart-line'));
    const rows = line.getAllByTestId('line-breakdown-row');
    expect(rows.map((row) => row.querySelector('dt')?.textContent)).toEqual([
      'Frame',
      'Prescription',
      'Coating',
      'Lens thickness',
      'Lens type',
    ]);
    expect(rows[1]).toHaveTextContent('Progressive');
    const amounts = line.getAllByTestId('line-breakdown-amount').map((cell) => hundredths(cell.textContent));
    const unit = amounts.reduce((sum, amount) => sum + amount, 0);
    const discount = hundredths(line.getByTestId('line-frame-discount').textContent?.split(':')[1] ?? '');
    expect(discount).toBeGreaterThan(0);
    expect(hundredths(line.getByTestId('line-total').textContent)).toBe(unit * 3 - discount);
    expect(hundredths(line.getByTestId('line-unit-price').textContent)).toBe(unit);
  });
});

// docs/product.md#taxes: the cart knows no address, so it names no tax amount; with tax on it says
// the checkout works it out, with tax off nothing.
describe('tax in the cart', () => {
  it('says nothing of tax while the shop charges none', async () => {
    renderCart();
    await screen.findByTestId('cart-totals');
    expect(screen.queryByTestId('cart-tax')).toBeNull();
    expect(screen.getByTestId('cart-totals')).not.toHaveTextContent(/tax/i);
  });

  it('says tax is calculated at checkout once the shop charges it', async () => {
    const cart = cartOf([GLASSES, SECOND_GLASSES]);
    state.cart = { ...cart, totals: { ...cart.totals, taxAtCheckout: true } };
    renderCart();
    const row = (await screen.findByTestId('cart-tax')).parentElement as HTMLElement;
    expect(row).toHaveTextContent('TaxCalculated at checkout');
    // no amount: the estimated total is the merchandise's
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$123.50');
  });
});
