import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setCurrencyIndex, setToken } from '@/lib/client/store';
import { envelope, server, SHOP, startApiTestServer } from '../../client/api/api-test-server';
import { answer, ORDER_NUMBER, PAID_ORDER, SNAPSHOT_ID, UNPAID_ORDER, type Sent } from './checkout-fixtures';
import {
  ALL_METHODS,
  DEMO_ONLY,
  methodsAre,
  paymentStepServer,
  renderCheckout,
  toPaymentStep,
} from './payment-step-page';

// docs/product.md#payment-step /payment, step 2 "Payment" (paying is one step after the address):
// one "Pay $…" places the order once and pays it with the chosen method; the ways to pay are the
// configured providers; an order placed earlier (?order=N) is paid the same way.

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

beforeEach(() => {
  sent = paymentStepServer();
  push.mockClear();
  replace.mockClear();
});

describe('the payment step', () => {
  it('places the order and pays it in one press, once, and the success page opens', async () => {
    const user = userEvent.setup();
    methodsAre(DEMO_ONLY);
    await toPaymentStep(user);

    // one way to pay: no choice to make, and nothing is placed before the press
    expect(screen.queryByTestId('payment-methods')).toBeNull();
    // the button says what the press costs, with the order total beside it
    const place = await screen.findByTestId('place-order');
    expect(place).toHaveTextContent(/^Pay \$123\.50$/);
    expect(screen.getByTestId('payment-total')).toHaveTextContent('$123.50');
    expect(callsTo('/api/order/submit')).toEqual([]);

    await user.dblClick(place);
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
    expect(callsTo('/api/order/submit').map((call) => call.body)).toEqual([{ snapshotId: SNAPSHOT_ID }]);
    expect(callsTo('/api/payment/demo').map((call) => call.body)).toEqual([{ orderNumber: ORDER_NUMBER }]);
    // a reload now opens the order's payment, not the spent snapshot
    expect(window.location.search).toBe(`?order=${ORDER_NUMBER}`);
    // the header's cart badge is asked again once the order took the cart's lines
    await waitFor(() => expect(callsTo('/api/cart/count').length).toBeGreaterThan(0));
  });

  it('shows a refused order with the way back to the cart, and can try again', async () => {
    const user = userEvent.setup();
    methodsAre(DEMO_ONLY);
    answer(sent, '/api/order/submit', () =>
      envelope(0, 'Milo Square sold out while you checked out. Review your cart.'),
    );
    await toPaymentStep(user);
    await user.click(await screen.findByTestId('place-order'));
    const refusal = await screen.findByTestId('payment-problem');
    expect(refusal).toHaveTextContent('Milo Square sold out while you checked out. Review your cart.');
    expect(within(refusal).getByRole('link', { name: 'Back to the cart' })).toHaveAttribute(
      'href',
      '/shoppingCart',
    );
    expect(callsTo('/api/payment/demo')).toEqual([]);
    expect(screen.getByTestId('place-order')).toBeEnabled();
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(callsTo('/api/order/submit')).toHaveLength(2));
  });

  it('keeps the placed order when the payment does not go through, and pays it on the next press', async () => {
    const user = userEvent.setup();
    methodsAre(DEMO_ONLY);
    answer(sent, '/api/payment/demo', () =>
      envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 0, paid: false }),
    );
    await toPaymentStep(user);
    await user.click(await screen.findByTestId('place-order'));
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent(
      'The payment did not go through. Please try again.',
    );
    expect(screen.getByTestId('payment-order-number')).toHaveTextContent(ORDER_NUMBER);
    // the order is placed: the shipping can no longer be changed, nor the coupon
    expect(screen.queryByTestId('shipping-change')).toBeNull();
    expect(screen.queryByTestId('checkout-coupon')).toBeNull();

    answer(sent, '/api/payment/demo', () =>
      envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 1, paid: true }),
    );
    await user.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
    expect(callsTo('/api/order/submit')).toHaveLength(1);
    expect(callsTo('/api/payment/demo')).toHaveLength(2);
  });

  it('offers the configured ways to pay; the demo stays usable when PayPal and the card cannot load', async () => {
    const user = userEvent.setup();
    methodsAre(ALL_METHODS);
    await toPaymentStep(user);

    const methods = await screen.findByTestId('payment-methods');
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Card', 'PayPal', 'Demo payment']);
    expect(within(methods).getByRole('radio', { name: 'Card' })).toBeChecked();
    expect(await screen.findByTestId('card-unavailable')).toHaveTextContent('The card form could not load.');

    await user.click(within(methods).getByRole('radio', { name: 'PayPal' }));
    expect(await screen.findByTestId('paypal-unavailable')).toHaveTextContent(
      'The PayPal button could not load.',
    );

    await user.click(within(methods).getByRole('radio', { name: 'Demo payment' }));
    // choosing a way to pay places nothing
    expect(callsTo('/api/order/submit')).toEqual([]);
    await user.click(await screen.findByTestId('place-order'));
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

    // the server's sentence follows the shopper's currency (docs/product.md#amounts-in-content)
    act(() => setCurrencyIndex(4));
    expect(problems).toHaveTextContent('Aurora Round now costs £65.30 (was £57.04).');
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
    const pay = await screen.findByTestId('pay-order');
    expect(pay).toHaveTextContent(/^Pay \$123\.50$/);
    await user.click(pay);
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
