import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { Checkout } from '@/components/checkout/checkout';
import {
  COUPON_TAG_KEY,
  hydrateShopState,
  resetShopState,
  setCountries,
  setToken,
  shopStore,
  signIn,
  type UserInfo,
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
  NEW_ACCOUNT,
  SNAPSHOT,
  SNAPSHOT_ID,
  type Sent,
  US_OPTIONS,
} from './checkout-fixtures';

// docs/product.md#routes /payment, step 1 "Shipping": a guest's e-mail (asked first) and address, a
// signed-in shopper's saved address with the coupon chosen in the cart, and the server's refusals,
// over /api/cart/snapshootShipping.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/payment',
}));
jest.mock('@/lib/client/store', () => {
  const actual = jest.requireActual<typeof import('@/lib/client/store')>('@/lib/client/store');
  return {
    ...actual,
    // the session the guest's fast registration answers is kept as a sign-in keeps it
    signIn: jest.fn(async (token: string, userInfo: UserInfo) => {
      actual.setToken(token);
      actual.setUserInfo(userInfo);
    }),
  };
});

startApiTestServer();

let sent: Sent[];
const shippingCalls = () => sent.filter((call) => call.path === '/api/cart/snapshootShipping');

beforeEach(() => {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  setCountries(COUNTRIES);
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  jest.mocked(signIn).mockClear();
  sent = [];
  checkoutAnswers(sent);
  // what the payment step loads once a guest is signed in to the account made for them
  server.use(
    http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/payment/methods`, () =>
      envelope(200, 'success', { paypal: null, stripe: null, demo: true }),
    ),
  );
});

const renderCheckout = () =>
  render(
    <FreshSwr>
      <Checkout start={{ kind: 'snapshot', snapshotId: SNAPSHOT_ID }} />
    </FreshSwr>,
  );

async function fillGuestAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByTestId('address-firstName'), 'Grace');
  await user.type(screen.getByTestId('address-lastName'), 'Hopper');
  await user.type(screen.getByTestId('address-line1'), '1 Navy Way');
  await user.type(screen.getByTestId('address-city'), 'Albany');
  await waitFor(() => expect(screen.getByTestId('address-province').tagName).toBe('SELECT'));
  await user.selectOptions(screen.getByTestId('address-province'), 'New York');
  await user.type(screen.getByTestId('address-postcode'), '12207');
  await user.type(screen.getByTestId('address-phone'), '555 987 6543');
}

describe('the shipping step', () => {
  it('sends a guest’s address and e-mail, and signs in with the account made for it', async () => {
    const user = userEvent.setup();
    const guestSnapshot = {
      ...SNAPSHOT,
      email: 'grace@example.com',
      address: {
        ...SNAPSHOT.address,
        firstName: 'Grace',
        lastName: 'Hopper',
        summary: 'Grace Hopper, 1 Navy Way, Albany',
      },
    };
    answer(sent, '/api/cart/snapshootShipping', () =>
      envelope(200, 'success', {
        snapshot: guestSnapshot,
        signIn: { token: 'tok_guest', userInfo: NEW_ACCOUNT },
      }),
    );
    renderCheckout();

    expect(
      await screen.findByText('We will create an account for this e-mail so you can follow your order'),
    ).toBeVisible();
    // the e-mail is asked first, before the address
    const email = screen.getByTestId('checkout-email');
    expect(email.compareDocumentPosition(await screen.findByTestId('address-firstName'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getAllByTestId('summary-line')).toHaveLength(2);
    expect(within(summary).getByTestId('summary-frame-discount')).toHaveTextContent('−$24.50');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$123.50');
    // US standard shipping is free from $69 (docs/product.md#shipping)
    const standard = (await screen.findAllByTestId('shipping-method'))[0] as HTMLElement;
    expect(standard).toHaveTextContent('Free');
    expect(screen.queryByTestId('coupon-choice')).toBeNull();

    await fillGuestAddress(user);
    await user.type(screen.getByTestId('checkout-email'), 'not-an-address');
    await user.click(screen.getByTestId('address-save'));
    expect(shippingCalls()).toEqual([]);
    expect(screen.getByTestId('checkout-email')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address.'),
    );

    await user.clear(screen.getByTestId('checkout-email'));
    await user.type(screen.getByTestId('checkout-email'), 'Grace@Example.com');
    await user.click(screen.getByTestId('address-save'));

    await screen.findByTestId('payment-step');
    expect(shippingCalls()).toEqual([
      {
        path: '/api/cart/snapshootShipping',
        body: {
          snapshotId: SNAPSHOT_ID,
          address: {
            firstName: 'Grace',
            lastName: 'Hopper',
            countryCode: 'US',
            province: 'New York',
            city: 'Albany',
            line1: '1 Navy Way',
            line2: '',
            postcode: '12207',
            phoneCode: '1',
            phone: '555 987 6543',
          },
          shippingMethod: 'standard',
          email: 'Grace@Example.com',
        },
      },
    ]);
    expect(signIn).toHaveBeenCalledWith('tok_guest', NEW_ACCOUNT);
    expect(shopStore.getState().userToken).toBe('tok_guest');
    // the name is said once
    const recap = screen.getByTestId('shipping-recap');
    expect(recap).toHaveTextContent('Grace Hopper, 1 Navy Way, Albany');
    expect(recap.textContent?.match(/Grace Hopper/g)).toHaveLength(1);
  });

  it('shows the fields a 422 answer names on their fields', async () => {
    const user = userEvent.setup();
    answer(sent, '/api/cart/snapshootShipping', () =>
      envelope(422, 'address.postcode: Enter a ZIP code such as 62701.', {
        fields: {
          'address.postcode': 'Enter a ZIP code such as 62701.',
          email: 'This e-mail address cannot receive mail.',
        },
      }),
    );
    renderCheckout();
    await fillGuestAddress(user);
    await user.type(screen.getByTestId('checkout-email'), 'grace@example.com');
    await user.click(screen.getByTestId('address-save'));

    await waitFor(() =>
      expect(screen.getByTestId('address-postcode')).toHaveAccessibleDescription(
        'Enter a ZIP code such as 62701.',
      ),
    );
    expect(screen.getByTestId('checkout-email')).toHaveAccessibleDescription(
      expect.stringContaining('This e-mail address cannot receive mail.'),
    );
    expect(screen.queryByTestId('payment-step')).toBeNull();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('asks a guest whose e-mail has an account to sign in', async () => {
    const user = userEvent.setup();
    answer(sent, '/api/cart/snapshootShipping', () =>
      envelope(0, 'This e-mail already has an account. Please sign in to check out.'),
    );
    renderCheckout();
    await fillGuestAddress(user);
    await user.type(screen.getByTestId('checkout-email'), 'ada@example.com');
    await user.click(screen.getByTestId('address-save'));

    const refusal = await screen.findByTestId('shipping-error');
    expect(refusal).toHaveTextContent('This e-mail already has an account. Please sign in to check out.');
    await user.click(within(refusal).getByRole('button', { name: 'Sign in' }));
    expect(shopStore.getState().dialogs.login).toBe(true);
  });

  it('refreshes the shipping methods when the country changes', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await screen.findAllByTestId('shipping-method');
    await user.selectOptions(screen.getByTestId('address-countryCode'), 'United Kingdom');

    await waitFor(() => expect(screen.getAllByTestId('shipping-method')).toHaveLength(1));
    expect(screen.getByTestId('shipping-method')).toHaveTextContent('International standard');
    expect(screen.getByTestId('shipping-method')).toHaveTextContent('$14.95');
    expect(sent.filter((call) => call.path === '/api/order/expressFeeList').map((call) => call.body)).toEqual(
      [
        { snapshotId: SNAPSHOT_ID, countryCode: 'US' },
        { snapshotId: SNAPSHOT_ID, countryCode: 'GB' },
      ],
    );
  });

  it('lets a signed-in shopper ship to a saved address with the coupon chosen in the cart', async () => {
    const user = userEvent.setup();
    act(() => setToken('tok_ada'));
    // the coupon tag (docs/product.md#pricing): the held coupon chosen in the cart
    window.sessionStorage.setItem(COUPON_TAG_KEY, '5');
    server.use(
      http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [HOME] })),
      http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [WELCOME10] })),
    );
    answer(sent, '/api/cart/snapshootShipping', () =>
      envelope(200, 'success', {
        snapshot: {
          ...SNAPSHOT,
          coupon: { id: 5, code: 'WELCOME10', title: WELCOME10.title, discountCents: 1_235 },
          totals: { ...SNAPSHOT.totals, couponDiscountCents: 1_235, totalCents: 11_115 },
          shippingMethod: 'expedited',
        },
        signIn: null,
      }),
    );
    renderCheckout();
    expect(await screen.findByTestId('checkout-address')).toBeChecked();
    expect(screen.queryByTestId('checkout-email')).toBeNull();
    await user.click((await screen.findAllByTestId('shipping-method'))[1] as HTMLElement);
    // the coupon is chosen at the payment step, not here
    expect(screen.queryByTestId('coupon-choice')).toBeNull();
    await user.click(screen.getByTestId('shipping-continue'));

    await screen.findByTestId('payment-step');
    expect(shippingCalls().map((call) => call.body)).toEqual([
      { snapshotId: SNAPSHOT_ID, addressId: 7, shippingMethod: 'expedited', couponId: 5 },
    ]);
    expect(signIn).not.toHaveBeenCalled();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByTestId('summary-coupon')).toHaveTextContent('−$12.35');
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('$111.15');
    expect(screen.getByTestId('shipping-recap')).toHaveTextContent('Expedited shipping');
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('WELCOME10 applied: −$12.35');
  });

  it('prices the methods with the coupon chosen in the cart: a free-shipping coupon shows each free', async () => {
    act(() => setToken('tok_ada'));
    window.sessionStorage.setItem(COUPON_TAG_KEY, '5');
    server.use(
      http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [HOME] })),
      http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [WELCOME10] })),
    );
    // docs/operating.md#coupons: the server answers every method free, the coupon named
    answer(sent, '/api/order/expressFeeList', (body) =>
      envelope(200, 'success', {
        list: US_OPTIONS.map((option) => ({
          ...option,
          feeCents: body.couponId === 5 ? 0 : option.feeCents,
          free: body.couponId === 5 || option.free,
          ...(body.couponId === 5 ? { freeWithCoupon: 'WELCOME10' } : {}),
        })),
        countryCode: 'US',
        discountedMerchandiseCents: 12_350,
        awayFromFreeShippingCents: 0,
      }),
    );
    renderCheckout();
    await waitFor(() =>
      expect(screen.getAllByTestId('shipping-free-with-coupon').length).toBe(US_OPTIONS.length),
    );
    const expedited = screen
      .getAllByTestId('shipping-method')
      .find((option) => option.dataset.method === 'expedited') as HTMLElement;
    expect(expedited).toHaveTextContent('Free$14.95with coupon WELCOME10');
    expect(within(expedited).getByText('$14.95').closest('s')).not.toBeNull();
    expect(
      sent.filter((call) => call.path === '/api/order/expressFeeList').map((call) => call.body),
    ).toContainEqual({ snapshotId: SNAPSHOT_ID, countryCode: 'US', couponId: 5 });
  });
});
