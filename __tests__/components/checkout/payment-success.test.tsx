import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentSuccess } from '@/components/checkout/payment-success/payment-success';
import {
  hydrateShopState,
  resetShopState,
  setCounts,
  setToken,
  setUserInfo,
  shopStore,
} from '@/lib/client/store';
import { ADA, clearCookies } from '../../client/account-fixtures';
import { configureForTest, envelope, startApiTestServer } from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { GLASSES } from '../cart/cart-fixtures';
import { answer, NEW_ACCOUNT, ORDER_NUMBER, PAID_ORDER, type Sent } from './checkout-fixtures';

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

// docs/product.md#routes /payment-success: the paid order, the card provider's confirmation, and
// the password that turns a guest's new account into one they can sign in to. Then the cart badge
// reads 0, the name is said once, a signed-in shopper is not told to sign in, the delivery is
// estimated from the shipping method, and the typed prescription is offered to the account.

startApiTestServer();

let sent: Sent[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  act(() => {
    setToken('tok_guest');
    setUserInfo(NEW_ACCOUNT);
  });
  sent = [];
  answer(sent, '/api/order/info', () => envelope(200, 'success', PAID_ORDER));
  answer(sent, '/api/user/setPassword', () => envelope(200, 'success', { changed: true }));
  answer(sent, '/api/cart/count', () => envelope(200, 'success', { count: 0 }));
  answer(sent, '/api/prescription/list', () => envelope(200, 'success', { list: [] }));
});

const pathsSent = () => sent.map((call) => call.path);

const renderSuccess = (fromCardProvider = false) =>
  render(
    <FreshSwr>
      <PaymentSuccess query={{ orderNumber: ORDER_NUMBER, fromCardProvider }} />
    </FreshSwr>,
  );

describe('the payment success page', () => {
  it('thanks the shopper with the paid order and its summary', async () => {
    renderSuccess();
    expect(await screen.findByText(/is paid\./)).toHaveTextContent(
      `Thank you! Your order ${ORDER_NUMBER} is paid.`,
    );
    expect(screen.getByTestId('success-order-number')).toHaveTextContent(ORDER_NUMBER);
    const order = screen.getByTestId('paid-order');
    expect(within(order).getAllByTestId('paid-order-line')).toHaveLength(2);
    expect(within(order).getByTestId('paid-order-total')).toHaveTextContent('$123.50');
    expect(within(order).getByTestId('paid-order-status')).toHaveTextContent('Not Shipped');
    expect(order).toHaveTextContent('12 Main St, Springfield');
    // the summary starts with the name: the name is said once
    expect(
      within(order)
        .getByTestId('paid-order-address')
        .textContent?.match(/Ada Lovelace/g),
    ).toHaveLength(1);
    expect(order.textContent?.match(/Ada Lovelace/g)).toHaveLength(1);
    expect(screen.getByTestId('success-order-detail')).toHaveAttribute(
      'href',
      `/centerMain/order/order-detail?order=${ORDER_NUMBER}`,
    );
    expect(pathsSent().filter((path) => path === '/api/order/info')).toHaveLength(1);
  });

  it('itemises each pair as the checkout did: the frame and every lens choice with its price', async () => {
    renderSuccess();
    const [glasses, second] = await screen.findAllByTestId('paid-order-line');
    const rows = within(must(glasses)).getAllByTestId('line-breakdown-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Frame$69.00',
      'PrescriptionSingle VisionIncluded',
      'Lens thickness1.61 Thin$20.00',
      'Lens typeBlue-light filtering$10.00',
    ]);
    expect(within(must(glasses)).getByTestId('paid-order-line-total')).toHaveTextContent('$99.00');
    expect(within(must(glasses)).getByTestId('line-prescription')).toHaveTextContent('Entered by you');
    // the second frame at half price says so under its line
    expect(within(must(second)).getByTestId('line-frame-discount')).toBeInTheDocument();
    expect(within(must(second)).getByTestId('paid-order-line-total')).toHaveTextContent('$24.50');
  });

  it('asks the cart count again, so the header badge reads 0 after paying', async () => {
    act(() => setCounts({ cart: 2 }));
    renderSuccess();
    await screen.findByTestId('paid-order');
    await waitFor(() => expect(shopStore.getState().counts.cart).toBe(0));
    expect(pathsSent()).toContain('/api/cart/count');
  });

  it('estimates the delivery from the payment and the shipping method', async () => {
    renderSuccess();
    // paid Thursday 15 January 2026: glasses made in 7–10 business days, standard 5–8
    expect(await screen.findByTestId('delivery-estimate')).toHaveTextContent('Mon, Feb 2 – Tue, Feb 10');
    expect(screen.getByTestId('delivery-estimate-why')).toHaveTextContent(
      'Your glasses are made in 7–10 business days, then standard shipping takes 5–8 business days.',
    );
  });

  it('gives no estimate while the payment is not in', async () => {
    answer(sent, '/api/order/info', () =>
      envelope(200, 'success', { ...PAID_ORDER, status: 0, statusName: 'Unpaid', payment: null }),
    );
    renderSuccess();
    await screen.findByTestId('paid-order');
    expect(screen.queryByTestId('delivery-estimate')).toBeNull();
  });

  it('offers to keep the typed prescription in the new account, then says where it went', async () => {
    const user = userEvent.setup();
    answer(sent, '/api/prescription/save', (body) =>
      envelope(200, 'success', {
        id: 41,
        ...body,
        od_cyl: null,
        od_axis: null,
        od_add: null,
        os_add: null,
        pd_right: null,
        pd_left: null,
        hasImage: false,
        warning: null,
        createdAt: '2026-01-15T10:06:00.000Z',
        updatedAt: '2026-01-15T10:06:00.000Z',
      }),
    );
    renderSuccess();
    const offers = await screen.findByTestId('order-prescriptions');
    // one pair has a typed prescription; the other is non-prescription
    const offer = within(offers).getByTestId('prescription-save-offer');
    expect(offer).toHaveTextContent('Save the prescription of your Aurora Round to your account');
    await user.click(within(offer).getByTestId('prescription-save'));
    expect(await within(offers).findByTestId('prescription-saved')).toHaveTextContent(
      'Saved to your prescriptions as “Single Vision for Aurora Round”.',
    );
    expect(sent.filter((call) => call.path === '/api/prescription/save').map((call) => call.body)).toEqual([
      {
        name: 'Single Vision for Aurora Round',
        note: '',
        od_sph: -2,
        os_sph: -1.75,
        os_cyl: -0.5,
        os_axis: 180,
        pd: 63,
      },
    ]);
  });

  it('offers nothing when the account keeps that prescription already', async () => {
    answer(sent, '/api/prescription/list', () =>
      envelope(200, 'success', {
        list: [{ id: 3, name: 'Mine', ...must(GLASSES.lens?.rx?.values) }],
      }),
    );
    renderSuccess();
    await screen.findByTestId('paid-order');
    await waitFor(() => expect(pathsSent()).toContain('/api/prescription/list'));
    await act(async () => {});
    expect(screen.queryByTestId('order-prescriptions')).toBeNull();
  });

  it('confirms a card payment with the provider before showing the order', async () => {
    answer(sent, '/api/stripe/confirm', () =>
      envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 1, paid: true }),
    );
    renderSuccess(true);
    await screen.findByTestId('paid-order');
    const orderCalls = pathsSent().filter(
      (path) => path.startsWith('/api/stripe') || path.startsWith('/api/order'),
    );
    expect(orderCalls).toEqual(['/api/stripe/confirm', '/api/order/info']);
    expect(sent[0]?.body).toEqual({ orderNumber: ORDER_NUMBER });
  });

  it('lets a new account choose its password, then says it is ready', async () => {
    const user = userEvent.setup();
    renderSuccess();
    const password = await screen.findByTestId('create-account-password');
    await user.type(password, 'short');
    await user.click(screen.getByTestId('create-account-submit'));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('at least 8 characters'));
    expect(sent.filter((call) => call.path === '/api/user/setPassword')).toEqual([]);

    await user.clear(password);
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByTestId('create-account-submit'));

    const ready = await screen.findByTestId('account-ready');
    expect(ready).toHaveTextContent('Your account is ready');
    // the shopper is signed in already: not told to sign in
    expect(ready).not.toHaveTextContent(/sign in/i);
    expect(within(ready).getByRole('link', { name: 'your orders' })).toHaveAttribute(
      'href',
      '/centerMain/order/order',
    );
    expect(sent.filter((call) => call.path === '/api/user/setPassword').map((call) => call.body)).toEqual([
      { password: 'correct horse battery' },
    ]);
    expect(shopStore.getState().userInfo?.hasPassword).toBe(true);
    expect(screen.queryByTestId('create-account-password')).toBeNull();
  });

  it('asks nothing of an account that already has a password', async () => {
    act(() => setUserInfo(ADA));
    renderSuccess();
    await screen.findByTestId('paid-order');
    expect(screen.queryByTestId('create-account')).toBeNull();
  });

  it('does not claim a payment the order does not show yet', async () => {
    answer(sent, '/api/order/info', () =>
      envelope(200, 'success', { ...PAID_ORDER, status: 0, statusName: 'Unpaid' }),
    );
    renderSuccess();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: /Thank you/ })).toHaveTextContent(
        `Thank you! We are waiting for the payment of your order ${ORDER_NUMBER}.`,
      ),
    );
  });
});
