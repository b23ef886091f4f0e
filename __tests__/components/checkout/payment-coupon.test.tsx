import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Checkout } from '@/components/checkout/checkout';
import {
  COUPON_TAG_KEY,
  hydrateShopState,
  resetShopState,
  setCountries,
  setCurrencyIndex,
  setToken,
  shopStore,
} from '@/lib/client/store';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { WELCOME10 } from '../cart/cart-fixtures';
import {
  answer,
  checkoutAnswers,
  COUNTRIES,
  HOME,
  SNAPSHOT,
  SNAPSHOT_ID,
  type Sent,
} from './checkout-fixtures';

// The coupon at the payment step. Everyone there has an account (a guest's was made for their
// e-mail at the shipping step), so the first-order code is typed and applied by the server
// (/api/cart/snapshootShipping couponCode), a held coupon can be picked, and one removed.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/payment',
}));

startApiTestServer();

let sent: Sent[];
const shippingCalls = () => sent.filter((call) => call.path === '/api/cart/snapshootShipping');
const WITH_WELCOME = {
  ...SNAPSHOT,
  coupon: { id: 5, code: 'WELCOME10', title: WELCOME10.title, discountCents: 1_235 },
  totals: { ...SNAPSHOT.totals, couponDiscountCents: 1_235, totalCents: 11_115 },
};

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  setCountries(COUNTRIES);
  setToken('tok_new_account');
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  sent = [];
  checkoutAnswers(sent);
  server.use(
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [HOME] })),
    http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/payment/methods`, () =>
      envelope(200, 'success', { paypal: null, stripe: null, demo: true }),
    ),
  );
  answer(sent, '/api/cart/snapshootShipping', (body) =>
    envelope(200, 'success', {
      snapshot: body.couponCode === 'WELCOME10' || body.couponId === 5 ? WITH_WELCOME : SNAPSHOT,
      signIn: null,
    }),
  );
});

async function toPaymentStep(user: ReturnType<typeof userEvent.setup>) {
  render(
    <FreshSwr>
      <Checkout start={{ kind: 'snapshot', snapshotId: SNAPSHOT_ID }} />
    </FreshSwr>,
  );
  await screen.findAllByTestId('shipping-method');
  await user.click(await screen.findByTestId('shipping-continue'));
  return screen.findByTestId('checkout-coupon');
}

describe('the coupon at the payment step', () => {
  it('applies a typed code through the server and the summary follows', async () => {
    const user = userEvent.setup();
    const coupon = await toPaymentStep(user);
    await user.type(within(coupon).getByTestId('coupon-code'), 'WELCOME10');
    await user.click(within(coupon).getByTestId('coupon-apply'));

    expect(await within(coupon).findByTestId('coupon-applied')).toHaveTextContent(
      'WELCOME10 applied: −$12.35',
    );
    expect(shippingCalls().at(-1)?.body).toEqual({ snapshotId: SNAPSHOT_ID, couponCode: 'WELCOME10' });
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('summary-coupon')).toHaveTextContent('−$12.35');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$111.15');
    expect(window.sessionStorage.getItem(COUPON_TAG_KEY)).toBe('5');
    expect(within(coupon).getByTestId('coupon-code')).toHaveValue('');

    await user.click(within(coupon).getByTestId('coupon-remove'));
    await waitFor(() => expect(within(coupon).queryByTestId('coupon-applied')).toBeNull());
    expect(shippingCalls().at(-1)?.body).toEqual({ snapshotId: SNAPSHOT_ID, couponId: null });
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$123.50');
  });

  it('shows the server’s refusal of a code on the field', async () => {
    const user = userEvent.setup();
    const coupon = await toPaymentStep(user);
    answer(sent, '/api/cart/snapshootShipping', () =>
      envelope(422, 'couponCode: This coupon code is not valid.', {
        fields: {
          couponCode:
            'This coupon code is not valid. Check it, or sign in if the coupon was given to your account.',
        },
      }),
    );
    await user.type(within(coupon).getByTestId('coupon-code'), 'NOSUCH');
    await user.click(within(coupon).getByTestId('coupon-apply'));
    await waitFor(() =>
      expect(within(coupon).getByTestId('coupon-code')).toHaveAccessibleDescription(
        expect.stringContaining('This coupon code is not valid.'),
      ),
    );
    expect(within(coupon).queryByTestId('coupon-applied')).toBeNull();
  });

  it('asks for a code before sending an empty one', async () => {
    const user = userEvent.setup();
    const coupon = await toPaymentStep(user);
    const before = shippingCalls().length;
    await user.click(within(coupon).getByTestId('coupon-apply'));
    expect(within(coupon).getByTestId('coupon-code')).toHaveAccessibleDescription('Enter the coupon code.');
    expect(shippingCalls()).toHaveLength(before);
  });

  it('lets a shopper pick a coupon they hold, and says why one does not apply, in their currency', async () => {
    const user = userEvent.setup();
    server.use(http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [WELCOME10] })));
    answer(sent, '/api/cart/snapshootShipping', (body) =>
      envelope(200, 'success', {
        snapshot:
          body.couponId === 5
            ? {
                ...SNAPSHOT,
                couponProblem:
                  'This coupon needs a merchandise total of at least $50.00: add $12.35 more to use it.',
              }
            : SNAPSHOT,
        signIn: null,
      }),
    );
    const coupon = await toPaymentStep(user);
    act(() => setCurrencyIndex(4));
    await user.selectOptions(await within(coupon).findByTestId('coupon-choice'), '5');
    expect(await within(coupon).findByTestId('coupon-problem')).toHaveTextContent(
      'This coupon needs a merchandise total of at least £41.33: add £10.21 more to use it.',
    );
    expect(shippingCalls().at(-1)?.body).toEqual({ snapshotId: SNAPSHOT_ID, couponId: 5 });
  });
});
