import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Checkout } from '@/components/checkout/checkout';
import type { CheckoutStart } from '@/components/checkout/checkout-start';
import { hydrateShopState, resetShopState, setCountries, setToken, shopStore } from '@/lib/client/store';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import {
  answer,
  checkoutAnswers,
  COUNTRIES,
  HOME,
  ORDER_NUMBER,
  PAID_ORDER,
  SNAPSHOT,
  SNAPSHOT_ID,
  UNPAID_ORDER,
  type Sent,
} from './checkout-fixtures';

// spec §2 /payment, step 2 "Payment": placing the order once, the configured payment providers,
// and paying an order placed earlier (?order=N).

const push = jest.fn();
const replace = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace, prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/payment',
}));
// Neither provider's script can load here: PayPal reports the load as rejected, Stripe.js fails.
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: unknown }) => children,
  PayPalButtons: () => null,
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: true, isResolved: false, isInitial: false }],
}));
jest.mock('@stripe/stripe-js', () => ({
  loadStripe: jest.fn(() => Promise.reject(new Error('Failed to load Stripe.js'))),
}));

startApiTestServer();

let sent: Sent[];
const callsTo = (path: string) => sent.filter((call) => call.path === path);
const DEMO_ONLY = { paypal: null, stripe: null, demo: true };

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  setCountries(COUNTRIES);
  setToken('tok_ada');
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  push.mockClear();
  replace.mockClear();
  window.history.replaceState(null, '', '/payment');
  sent = [];
  checkoutAnswers(sent);
  server.use(
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [HOME] })),
    http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
  );
  answer(sent, '/api/cart/snapshootShipping', () =>
    envelope(200, 'success', { snapshot: SNAPSHOT, signIn: null }),
  );
  answer(sent, '/api/order/submit', () =>
    envelope(200, 'success', {
      orderNumber: ORDER_NUMBER,
      status: 0,
      totalCents: 12_350,
      payBy: '2099-01-15T11:00:00.000Z',
    }),
  );
  answer(sent, '/api/payment/demo', () =>
    envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 1, paid: true }),
  );
});

function methodsAre(methods: object) {
  server.use(http.post(`${SHOP}/api/payment/methods`, () => envelope(200, 'success', methods)));
}

const renderCheckout = (start: CheckoutStart = { kind: 'snapshot', snapshotId: SNAPSHOT_ID }) =>
  render(
    <FreshSwr>
      <Checkout start={start} />
    </FreshSwr>,
  );

async function toPaymentStep(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout();
  await screen.findAllByTestId('shipping-method');
  await user.click(await screen.findByTestId('shipping-continue'));
  await screen.findByTestId('payment-step');
}

describe('the payment step', () => {
  it('places the order once, then the demo provider pays it and the success page opens', async () => {
    const user = userEvent.setup();
    methodsAre(DEMO_ONLY);
    await toPaymentStep(user);

    const place = screen.getByTestId('place-order');
    await user.dblClick(place);
    expect(await screen.findByTestId('payment-order-number')).toHaveTextContent(ORDER_NUMBER);
    expect(callsTo('/api/order/submit')).toEqual([
      { path: '/api/order/submit', body: { snapshotId: SNAPSHOT_ID } },
    ]);
    expect(screen.queryByTestId('place-order')).toBeNull();
    // a reload now opens the order's payment, not the spent snapshot
    expect(window.location.search).toBe(`?order=${ORDER_NUMBER}`);

    // only the configured provider shows
    const payment = screen.getByTestId('order-payment');
    expect(await within(payment).findByTestId('pay-demo')).toHaveTextContent('Pay with the demo provider');
    expect(within(payment).queryByTestId('payment-paypal')).toBeNull();
    expect(within(payment).queryByTestId('payment-card')).toBeNull();

    await user.click(within(payment).getByTestId('pay-demo'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
    expect(callsTo('/api/payment/demo').map((call) => call.body)).toEqual([{ orderNumber: ORDER_NUMBER }]);
  });

  it('shows a refused order with the way back to the cart', async () => {
    const user = userEvent.setup();
    answer(sent, '/api/order/submit', () =>
      envelope(0, 'Milo Square sold out while you checked out. Review your cart.'),
    );
    await toPaymentStep(user);
    await user.click(screen.getByTestId('place-order'));
    const refusal = await screen.findByTestId('place-order-refusal');
    expect(refusal).toHaveTextContent('Milo Square sold out while you checked out. Review your cart.');
    expect(within(refusal).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
    expect(screen.getByTestId('place-order')).toBeEnabled();
  });

  it('keeps the demo provider usable when the PayPal and card scripts cannot load', async () => {
    const user = userEvent.setup();
    methodsAre({
      paypal: { clientId: 'sb-client', currency: 'USD', sdkUrl: 'https://www.paypal.com/sdk/js' },
      stripe: { publishableKey: 'pk_test_123' },
      demo: true,
    });
    answer(sent, '/api/stripe/createOrder', () =>
      envelope(200, 'success', {
        clientSecret: 'pi_1_secret_2',
        paymentIntentId: 'pi_1',
        amountCents: 12_350,
      }),
    );
    await toPaymentStep(user);
    await user.click(screen.getByTestId('place-order'));

    expect(await screen.findByTestId('paypal-unavailable')).toHaveTextContent(
      'The PayPal button could not load.',
    );
    expect(await screen.findByTestId('card-unavailable')).toHaveTextContent('The card form could not load.');
    await user.click(screen.getByTestId('pay-demo'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
  });

  it('says what changed when the snapshot no longer holds, and checks out again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/cart/snapshootStatus`, () =>
        envelope(200, 'success', {
          valid: false,
          problems: [{ kind: 'price', message: 'Aurora Round now costs $79.00 (was $69.00).' }],
          orderNumber: null,
        }),
      ),
    );
    answer(sent, '/api/cart/snapshoot', () => envelope(200, 'success', { snapshotId: 'e'.repeat(32) }));
    renderCheckout();
    const problems = await screen.findByTestId('snapshot-problems');
    expect(problems).toHaveTextContent('Aurora Round now costs $79.00 (was $69.00).');
    expect(within(problems).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );

    await user.click(within(problems).getByTestId('snapshot-rebuild'));
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/payment?snapshot=${'e'.repeat(32)}`));
    expect(callsTo('/api/cart/snapshoot').map((call) => call.body)).toEqual([{ currency: 'USD' }]);
  });

  it('opens the payment of the order a snapshot already became', async () => {
    server.use(
      http.post(`${SHOP}/api/cart/snapshootStatus`, () =>
        envelope(200, 'success', {
          valid: false,
          problems: [{ kind: 'ordered', message: 'This checkout is already an order.' }],
          orderNumber: ORDER_NUMBER,
        }),
      ),
    );
    renderCheckout();
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/payment?order=${ORDER_NUMBER}`));
    expect(screen.queryByTestId('snapshot-problems')).toBeNull();
  });
});

describe('paying an order placed earlier (?order=N)', () => {
  it('goes straight to the payment of an unpaid order', async () => {
    const user = userEvent.setup();
    methodsAre(DEMO_ONLY);
    answer(sent, '/api/order/info', () => envelope(200, 'success', UNPAID_ORDER));
    renderCheckout({ kind: 'order', orderNumber: ORDER_NUMBER });

    expect(await screen.findByTestId('payment-order-number')).toHaveTextContent(ORDER_NUMBER);
    expect(screen.getByTestId('shipping-recap')).toHaveTextContent('Standard shipping');
    expect(within(screen.getByTestId('order-summary')).getByTestId('summary-total')).toHaveTextContent(
      '$123.50',
    );
    expect(screen.queryByTestId('place-order')).toBeNull();
    await user.click(await screen.findByTestId('pay-demo'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
    expect(callsTo('/api/order/info').map((call) => call.body)).toEqual([{ orderNumber: ORDER_NUMBER }]);
  });

  it('leads to the order page when the order is not unpaid', async () => {
    answer(sent, '/api/order/info', () => envelope(200, 'success', PAID_ORDER));
    renderCheckout({ kind: 'order', orderNumber: ORDER_NUMBER });
    const notPayable = await screen.findByTestId('order-not-payable');
    expect(notPayable).toHaveTextContent('Its status is Not Shipped.');
    expect(within(notPayable).getByRole('link', { name: 'See the order' })).toHaveAttribute(
      'href',
      `/centerMain/order/order-detail?order=${ORDER_NUMBER}`,
    );
    expect(screen.queryByTestId('order-payment')).toBeNull();
  });

  it('asks a signed-out visitor to sign in and asks the server nothing', async () => {
    act(() => setToken(''));
    renderCheckout({ kind: 'order', orderNumber: ORDER_NUMBER });
    expect(await screen.findByTestId('checkout-sign-in')).toHaveTextContent(
      `Sign in to pay for order ${ORDER_NUMBER}.`,
    );
    expect(callsTo('/api/order/info')).toEqual([]);
  });
});
