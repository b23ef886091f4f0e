import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ShoppingCart } from '@/components/cart/shopping-cart';
import {
  COUPON_TAG_KEY,
  hydrateShopState,
  resetShopState,
  setCurrencyIndex,
  setToken,
  shopStore,
} from '@/lib/client/store';
import type { CartLine } from '@/lib/contract/calls/cart';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { cartOf, FRAME_ONLY, GLASSES, SECOND_GLASSES, WELCOME10 } from './cart-fixtures';

// docs/product.md#routes /shoppingCart: the cart's lines, totals, coupon and checkout over
// /api/cart/*.

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/shoppingCart',
}));

startApiTestServer();

const EUR = 2;
let cart: ReturnType<typeof cartOf>;
let sent: { path: string; body: unknown }[];

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

function answer(path: string, reply: (body: Record<string, unknown>) => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return reply(body);
    }),
  );
}

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  push.mockClear();
  sent = [];
  cart = cartOf([GLASSES, SECOND_GLASSES, FRAME_ONLY]);
  server.use(
    http.post(`${SHOP}/api/cart/list`, () => envelope(200, 'success', cart)),
    // a signed-in shopper's book and saved prescriptions (the free-shipping line and the save offer)
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/prescription/list`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/cart/savedItems`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/order/incompleteFrame`, () =>
      envelope(200, 'success', {
        list: cart.list
          .filter((line) => line.needsLenses)
          .map(({ id, code, name, sku, colorName, image, unitPriceCents }) => ({
            id,
            code,
            name,
            sku,
            colorName,
            image,
            unitPriceCents,
          })),
      }),
    ),
  );
});

const renderCart = () =>
  render(
    <FreshSwr>
      <ShoppingCart />
    </FreshSwr>,
  );

const lineOf = async (id: number) =>
  must(
    (await screen.findAllByTestId('cart-line')).find(
      (line) => line.getAttribute('data-line-id') === String(id),
    ),
  );

describe('the cart page', () => {
  it('shows each line with its lenses, the second-frame offer, its problem and the way to lenses', async () => {
    renderCart();
    const lines = await screen.findAllByTestId('cart-line');
    expect(lines.map((line) => line.getAttribute('data-line-id'))).toEqual(['11', '12', '13']);

    const glasses = within(await lineOf(11));
    expect(glasses.getByRole('link', { name: 'Aurora Round' })).toHaveAttribute(
      'href',
      '/details/aurora-round',
    );
    expect(glasses.getByText('Colour: Black')).toBeInTheDocument();
    const choices = glasses.getByTestId('line-lens-choices');
    // the pair itemised in the shopper's words: frame, lens use and each choice with its price
    expect(choices).toHaveTextContent(
      'Frame$69.00PrescriptionSingle VisionIncludedLens thickness1.61 Thin$20.00Lens typeBlue-light filtering$10.00',
    );
    expect(choices).not.toHaveTextContent(/Prescription Type|Additional Price|Lens Index/);
    expect(glasses.getByTestId('line-unit-price')).toHaveTextContent('$99.00 each');
    // the typed prescription, OD and OS rows with one PD for both eyes
    const rx = glasses.getByTestId('line-prescription');
    expect(rx).toHaveTextContent('Entered by you');
    const row = (eye: 'od' | 'os') =>
      ['sph', 'cyl', 'axis'].map((value) => within(rx).getByTestId(`rx-${eye}-${value}`).textContent);
    expect(row('od')).toEqual(['−2.00', '—', '—']);
    expect(row('os')).toEqual(['−1.75', '−0.50', '180']);
    expect(within(rx).getByTestId('rx-pd')).toHaveTextContent('63');
    expect(glasses.getByTestId('line-lenses')).not.toHaveTextContent(/config|lens_/);
    // a guest is not offered to save it (there is no account yet)
    expect(glasses.queryByTestId('prescription-save-offer')).toBeNull();
    expect(glasses.queryByTestId('line-frame-discount')).toBeNull();
    expect(glasses.getByTestId('line-total')).toHaveTextContent('$99.00');

    const second = within(await lineOf(12));
    expect(second.getByTestId('line-frame-discount')).toHaveTextContent('Second frame 50% off: −$24.50');
    expect(second.getByTestId('line-problem')).toHaveTextContent('Only 2 left');
    expect(second.getByTestId('line-total')).toHaveTextContent('$24.50');
    // the quantity offers no more than the line's most
    expect(second.getByTestId('line-quantity').querySelectorAll('option:not([disabled])')).toHaveLength(2);

    const frameOnly = within(await lineOf(13));
    expect(frameOnly.queryByTestId('line-lenses')).toBeNull();
    expect(frameOnly.getByTestId('line-choose-lenses')).toHaveAttribute(
      'href',
      '/details/luna-cat-eye/lenses?color=LUN-RED',
    );
    expect(await screen.findByTestId('cart-unfinished')).toHaveTextContent('One frame still needs lenses');

    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$187.00');
    expect(screen.getByTestId('cart-frame-discount')).toHaveTextContent('−$44.00');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$143.00');
    expect(screen.getByTestId('cart-free-shipping')).toHaveTextContent('You get free US standard shipping');
    expect(shopStore.getState().counts.cart).toBe(3);
  });

  // docs/operating.md#promotions: the line and the total name the offer the cart was priced with
  it('names the offer the server priced the cart with, on the line and in the totals', async () => {
    cart = { ...cart, totals: { ...cart.totals, frameOfferName: 'Second frame 30% off' } };
    renderCart();
    expect(within(await lineOf(12)).getByTestId('line-frame-discount')).toHaveTextContent(
      'Second frame 30% off: −$24.50',
    );
    expect(screen.getByTestId('cart-frame-discount').closest('div')).toHaveTextContent(
      'Second frame 30% off−$44.00',
    );
    expect(screen.queryByText(/50% off/)).toBeNull();
  });

  it('changes a quantity through /api/cart/num and shows the server’s new totals', async () => {
    const user = userEvent.setup();
    const twoPairs: CartLine = {
      ...GLASSES,
      quantity: 2,
      subtotalCents: 19_800,
      frameDiscountCents: 3_450,
      totalCents: 16_350,
    };
    answer('/api/cart/num', () => {
      cart = cartOf([twoPairs, SECOND_GLASSES, FRAME_ONLY]);
      return envelope(200, 'success', cart);
    });
    renderCart();
    await user.selectOptions(within(await lineOf(11)).getByTestId('line-quantity'), '2');

    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$207.50'));
    expect(sent).toEqual([{ path: '/api/cart/num', body: { id: 11, num: 2 } }]);
    expect(within(await lineOf(11)).getByTestId('line-frame-discount')).toHaveTextContent(
      'Second frame 50% off: −$34.50',
    );
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$286.00');
    expect(shopStore.getState().counts.cart).toBe(4);
  });

  it('shows a refused quantity on its line and keeps the cart as it was', async () => {
    const user = userEvent.setup();
    answer('/api/cart/num', () => envelope(0, 'Only 2 left of Milo Square in Tortoise.'));
    renderCart();
    await user.selectOptions(within(await lineOf(12)).getByTestId('line-quantity'), '2');
    expect(await within(await lineOf(12)).findByTestId('line-change-problem')).toHaveTextContent(
      'Only 2 left of Milo Square in Tortoise.',
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$143.00');
  });

  it('removes a line through /api/cart/delete and updates the header counter', async () => {
    const user = userEvent.setup();
    answer('/api/cart/delete', () => {
      cart = cartOf([GLASSES, FRAME_ONLY]);
      return envelope(200, 'success', cart);
    });
    renderCart();
    await user.click(within(await lineOf(12)).getByTestId('line-remove'));

    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toHaveLength(2));
    expect(sent).toEqual([{ path: '/api/cart/delete', body: { ids: [12] } }]);
    expect(shopStore.getState().counts.cart).toBe(2);
  });

  it('checks out: the snapshot is made in the shopper’s currency and the payment page opens', async () => {
    const user = userEvent.setup();
    const snapshotId = '0123456789abcdef0123456789abcdef';
    answer('/api/cart/snapshoot', () => envelope(200, 'success', { snapshotId }));
    act(() => setCurrencyIndex(EUR));
    renderCart();
    await user.click(await screen.findByTestId('checkout'));

    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment?snapshot=${snapshotId}`));
    expect(sent).toEqual([{ path: '/api/cart/snapshoot', body: { currency: 'EUR' } }]);
  });

  it('shows a refused checkout beside the button', async () => {
    const user = userEvent.setup();
    answer('/api/cart/snapshoot', () =>
      envelope(0, 'Luna Cat-Eye has no lenses yet. Choose lenses or remove it.'),
    );
    renderCart();
    await user.click(await screen.findByTestId('checkout'));
    expect(await screen.findByTestId('checkout-refusal')).toHaveTextContent(
      'Luna Cat-Eye has no lenses yet. Choose lenses or remove it.',
    );
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByTestId('checkout')).toBeEnabled();
  });

  it('tells a guest a coupon code goes in at checkout', async () => {
    renderCart();
    expect(await screen.findByTestId('coupon-at-checkout')).toHaveTextContent(
      'Have a coupon code? You can enter it at checkout.',
    );
    expect(screen.queryByTestId('coupon-choice')).toBeNull();
  });

  it('lets a signed-in shopper pick a held coupon, estimates it and checks out with it', async () => {
    const user = userEvent.setup();
    act(() => setToken('tok_cart'));
    server.use(
      http.post(`${SHOP}/api/coupon/my`, () =>
        envelope(200, 'success', {
          list: [WELCOME10, { ...WELCOME10, id: 6, code: 'BIG100', minSpendCents: 50_000 }],
        }),
      ),
    );
    answer('/api/cart/snapshoot', () => envelope(200, 'success', { snapshotId: 'f'.repeat(32) }));
    renderCart();
    const choice = await screen.findByTestId('coupon-choice');
    // a coupon whose minimum spend the cart does not reach cannot be chosen
    expect(within(choice).getByRole('option', { name: /BIG100/ })).toBeDisabled();
    await user.selectOptions(choice, '5');

    // 10% of $143.00 merchandise
    expect(screen.getByTestId('cart-coupon-discount')).toHaveTextContent('−$14.30');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$128.70');
    expect(window.sessionStorage.getItem(COUPON_TAG_KEY)).toBe('5');
    await user.click(screen.getByTestId('checkout'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ currency: 'USD', couponId: 5 });
  });

  it('names what a limited coupon covers in the picker, and leaves its discount to the checkout', async () => {
    const user = userEvent.setup();
    act(() => setToken('tok_cart'));
    server.use(
      http.post(`${SHOP}/api/coupon/my`, () =>
        envelope(200, 'success', {
          list: [{ ...WELCOME10, id: 7, code: 'SUN10', covers: 'Frames in Sunglasses' }],
        }),
      ),
    );
    renderCart();
    const choice = await screen.findByTestId('coupon-choice');
    expect(within(choice).getByRole('option', { name: /SUN10/ })).toHaveTextContent(
      'SUN10: Welcome: 10% off your first pair (Only frames in Sunglasses)',
    );
    await user.selectOptions(choice, '7');
    // the cart cannot tell which lines it covers: the checkout prices it
    expect(screen.queryByTestId('cart-coupon-discount')).toBeNull();
  });

  it('invites to shop when the cart is empty', async () => {
    cart = cartOf([]);
    renderCart();
    const empty = await screen.findByTestId('cart-empty');
    expect(within(empty).getByRole('link', { name: 'Shop eyeglasses' })).toHaveAttribute(
      'href',
      '/eyeglasses',
    );
    expect(shopStore.getState().counts.cart).toBe(0);
  });
});
