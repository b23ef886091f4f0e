import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PaymentSuccess } from '@/components/checkout/payment-success';
import { hydrateShopState, resetShopState, setToken, setUserInfo, shopStore } from '@/lib/client/store';
import { ADA, clearCookies } from '../../client/account-fixtures';
import { configureForTest, envelope, startApiTestServer } from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { answer, NEW_ACCOUNT, ORDER_NUMBER, PAID_ORDER, type Sent } from './checkout-fixtures';

// spec §2 /payment-success: the paid order, the card provider's confirmation, and the password
// that turns a guest's new account into one they can sign in to.

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
});

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
    expect(screen.getByTestId('success-order-detail')).toHaveAttribute(
      'href',
      `/centerMain/order/order-detail?order=${ORDER_NUMBER}`,
    );
    expect(sent.map((call) => call.path)).toEqual(['/api/order/info']);
  });

  it('confirms a card payment with the provider before showing the order', async () => {
    answer(sent, '/api/stripe/confirm', () =>
      envelope(200, 'success', { orderNumber: ORDER_NUMBER, status: 1, paid: true }),
    );
    renderSuccess(true);
    await screen.findByTestId('paid-order');
    expect(sent.map((call) => call.path)).toEqual(['/api/stripe/confirm', '/api/order/info']);
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
    expect(within(ready).getByRole('link', { name: 'See my orders' })).toHaveAttribute(
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
