import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { envelope, startApiTestServer } from '../../client/api/api-test-server';
import { answer, ORDER_NUMBER, type Sent } from './checkout-fixtures';
import { ALL_METHODS, methodsAre, paymentStepServer, toPaymentStep } from './payment-step-page';

// docs/product.md#payment-step with the real providers' flows (their scripts stand in): "Place
// order and pay" by card checks the card details, places the order and confirms its PaymentIntent
// (Stripe's deferred-intent flow); PayPal's own button places the order, makes the PayPal order and
// captures it.

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/payment',
}));
// PayPal's buttons are a stand-in that keeps the props they were given.
const mockPayPal: { buttons: Record<string, unknown> | null } = { buttons: null };
jest.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({ children }: { children: unknown }) => children,
  PayPalButtons: (props: Record<string, unknown>) => {
    mockPayPal.buttons = props;
    return null;
  },
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false, isResolved: true, isInitial: false }],
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
  mockPayPal.buttons = null;
});

describe('paying with the providers', () => {
  it('by card: checks the card details, places the order, then confirms its PaymentIntent', async () => {
    const user = userEvent.setup();
    methodsAre({ ...ALL_METHODS, paypal: null, demo: false });
    const element = { mount: jest.fn(), destroy: jest.fn() };
    const elements = {
      create: jest.fn(() => element),
      update: jest.fn(),
      submit: jest.fn(async () => ({})),
    };
    const stripe = {
      elements: jest.fn(() => elements),
      confirmPayment: jest.fn(async () => ({ error: { message: 'Your card was declined.' } })),
    };
    jest.mocked(loadStripe).mockResolvedValueOnce(stripe as unknown as Stripe);
    await toPaymentStep(user);
    const pay = await screen.findByTestId('place-order');
    await waitFor(() => expect(pay).toBeEnabled());
    // no order exists yet: the form is shown for the amount, in US dollars
    // (docs/product.md#currencies)
    expect(stripe.elements).toHaveBeenCalledWith({ mode: 'payment', amount: 12_350, currency: 'usd' });
    expect(callsTo('/api/order/submit')).toEqual([]);

    await user.click(pay);
    expect(await screen.findByTestId('payment-problem')).toHaveTextContent('Your card was declined.');
    expect(elements.submit).toHaveBeenCalledTimes(1);
    expect(callsTo('/api/order/submit')).toHaveLength(1);
    expect(callsTo('/api/stripe/createOrder').map((call) => call.body)).toEqual([
      { orderNumber: ORDER_NUMBER },
    ]);
    expect(stripe.confirmPayment).toHaveBeenCalledWith({
      elements,
      clientSecret: 'pi_1_secret_2',
      confirmParams: {
        return_url: `${window.location.origin}/payment-success?order=${ORDER_NUMBER}&provider=stripe`,
      },
    });
  });

  it('with PayPal: its button places the order, makes the PayPal order and captures it', async () => {
    const user = userEvent.setup();
    methodsAre({ ...ALL_METHODS, stripe: null, demo: false });
    answer(sent, '/api/paypal/createOrder', () => envelope(200, 'success', { paypalOrderId: 'PAYPAL123' }));
    answer(sent, '/api/paypal/capturePayment', () =>
      envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 1, paid: true }),
    );
    await toPaymentStep(user);
    await waitFor(() => expect(mockPayPal.buttons).not.toBeNull());
    const buttons = mockPayPal.buttons as {
      createOrder: () => Promise<string>;
      onApprove: (data: { orderID: string }) => Promise<void>;
    };
    expect(callsTo('/api/order/submit')).toEqual([]);
    await act(async () => {
      expect(await buttons.createOrder()).toBe('PAYPAL123');
    });
    expect(callsTo('/api/order/submit')).toHaveLength(1);
    expect(callsTo('/api/paypal/createOrder').map((call) => call.body)).toEqual([
      { orderNumber: ORDER_NUMBER },
    ]);
    await act(() => buttons.onApprove({ orderID: 'PAYPAL123' }));
    expect(callsTo('/api/paypal/capturePayment').map((call) => call.body)).toEqual([
      { orderNumber: ORDER_NUMBER, paypalOrderId: 'PAYPAL123' },
    ]);
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/payment-success?order=${ORDER_NUMBER}`));
  });
});
