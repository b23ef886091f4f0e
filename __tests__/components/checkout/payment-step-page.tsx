import { render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Checkout } from '@/components/checkout/checkout';
import type { CheckoutStart } from '@/components/checkout/checkout-start';
import { hydrateShopState, resetShopState, setCountries, setToken, shopStore } from '@/lib/client/store';
import { clearCookies } from '../../client/account-fixtures';
import { configureForTest, envelope, server, SHOP } from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import {
  answer,
  checkoutAnswers,
  COUNTRIES,
  HOME,
  ORDER_NUMBER,
  SNAPSHOT,
  SNAPSHOT_ID,
  type Sent,
} from './checkout-fixtures';

// The payment page of a signed-in shopper with a saved address, against msw answers: what the
// payment-step tests share. The server places ORDER_NUMBER, the demo pays it, Stripe makes an intent.

export const DEMO_ONLY = { paypal: null, stripe: null, demo: true };
export const ALL_METHODS = {
  paypal: { clientId: 'sb-client', currency: 'USD', sdkUrl: 'https://www.paypal.com/sdk/js' },
  stripe: { publishableKey: 'pk_test_123' },
  demo: true,
};

/** Resets the shop state and answers every call of the payment page; returns what the page sent. */
export function paymentStepServer(): Sent[] {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  setCountries(COUNTRIES);
  setToken('tok_ada');
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  window.history.replaceState(null, '', '/payment');
  const sent: Sent[] = [];
  checkoutAnswers(sent);
  server.use(
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [HOME] })),
    http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
  );
  answer(sent, '/api/cart/count', () => envelope(200, 'success', { count: 0 }));
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
  answer(sent, '/api/stripe/createOrder', () =>
    envelope(200, 'success', { clientSecret: 'pi_1_secret_2', paymentIntentId: 'pi_1', amountCents: 12_350 }),
  );
  return sent;
}

export function methodsAre(methods: object) {
  server.use(http.post(`${SHOP}/api/payment/methods`, () => envelope(200, 'success', methods)));
}

export const renderCheckout = (start: CheckoutStart = { kind: 'snapshot', snapshotId: SNAPSHOT_ID }) =>
  render(
    <FreshSwr>
      <Checkout start={start} />
    </FreshSwr>,
  );

/** From the shipping step with the saved address to the payment step. */
export async function toPaymentStep(user: ReturnType<typeof userEvent.setup>) {
  renderCheckout();
  await screen.findAllByTestId('shipping-method');
  await user.click(await screen.findByTestId('shipping-continue'));
  await screen.findByTestId('payment-step');
}
