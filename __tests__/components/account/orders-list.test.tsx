import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountOrders } from '@/components/account/orders/account-orders';
import type { OrderSummary } from '@/lib/contract/calls/order';
import { resetShopState, shopStore } from '@/lib/client/store';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { pageOf, SHIPPED, UNPAID } from './orders-fixtures';

// order/order (docs/product.md#account-area): the orders by status (docs/product.md#order-states)
// from /api/order/list, and hiding one through /api/order/delete after a confirmation.

startApiTestServer();

let orders: OrderSummary[];
let listBodies: unknown[];
let deleteBodies: unknown[];
let hooks: ReturnType<typeof configureForTest>;

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  hooks = configureForTest();
  orders = [UNPAID, SHIPPED];
  listBodies = [];
  deleteBodies = [];
  server.use(
    http.post(`${SHOP}/api/order/list`, async ({ request }) => {
      const body = (await request.json()) as { status?: number };
      listBodies.push(body);
      const shown = body.status === undefined ? orders : orders.filter((o) => o.status === body.status);
      return envelope(200, 'success', pageOf(shown, { counts: { '0': 1, '2': 1 } }));
    }),
  );
});

const renderOrders = () =>
  render(
    <FreshSwr>
      <AccountOrders />
    </FreshSwr>,
  );

const cardOf = (orderNumber: string) =>
  screen.getAllByTestId('order-card').find((card) => card.dataset.orderNumber === orderNumber) as HTMLElement;

describe('my orders', () => {
  it('lists every order on "All" and asks for one status when a tab is chosen', async () => {
    const user = userEvent.setup();
    renderOrders();
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    expect(listBodies[0]).toEqual({ page: 1, pageSize: 10 });

    await user.click(screen.getByTestId('order-tab-2'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(listBodies.at(-1)).toEqual({ status: 2, page: 1, pageSize: 10 });
    expect(screen.getByTestId('order-tab-2')).toHaveAttribute('aria-selected', 'true');
    const card = cardOf(SHIPPED.orderNumber);
    expect(within(card).getByTestId('order-status')).toHaveTextContent('Shipped');
  });

  it('shows number, date, status, pictures, item count and total on each card', async () => {
    renderOrders();
    await screen.findAllByTestId('order-card');
    const card = cardOf(SHIPPED.orderNumber);
    expect(within(card).getByRole('heading')).toHaveTextContent(`Order ${SHIPPED.orderNumber}`);
    expect(card).toHaveTextContent('Placed Jun 1, 2025');
    expect(within(card).getByTestId('order-item-count')).toHaveTextContent('2 items');
    expect(within(card).getByTestId('order-total')).toHaveTextContent('$154.90');
    expect(within(card).getByRole('img', { name: 'Harbor Round in black' })).toBeInTheDocument();
    expect(within(card).getByText('Cleaning kit')).toBeInTheDocument();
  });

  it('shows totals in the chosen currency and says the charge is in US dollars', async () => {
    shopStore.setState({ currencyIndex: 2 }); // EUR, rate 0.9342 (docs/product.md#currencies)
    renderOrders();
    await screen.findAllByTestId('order-card');
    expect(within(cardOf(SHIPPED.orderNumber)).getByTestId('order-total')).toHaveTextContent(
      '€144.71 (charged $154.90)',
    );
  });

  it('offers "Pay now" only for an order that can be paid, and each action where it applies', async () => {
    renderOrders();
    await screen.findAllByTestId('order-card');
    const unpaid = cardOf(UNPAID.orderNumber);
    const shipped = cardOf(SHIPPED.orderNumber);
    expect(within(unpaid).getByTestId('order-pay')).toHaveAttribute(
      'href',
      `/payment?order=${UNPAID.orderNumber}`,
    );
    expect(within(shipped).queryByTestId('order-pay')).toBeNull();
    expect(within(shipped).getByTestId('order-details')).toHaveAttribute(
      'href',
      `/centerMain/order/order-detail?order=${SHIPPED.orderNumber}`,
    );
    expect(within(shipped).getByTestId('order-after-sales')).toHaveAttribute(
      'href',
      `/centerMain/order/after-sales?order=${SHIPPED.orderNumber}`,
    );
    expect(within(unpaid).queryByTestId('order-after-sales')).toBeNull();
    expect(within(shipped).queryByTestId('order-delete')).toBeNull();
  });

  it('deletes an order only after confirmation, then lists the orders again', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/order/delete`, async ({ request }) => {
        deleteBodies.push(await request.json());
        orders = [SHIPPED];
        return envelope(200, 'success', { deleted: true });
      }),
    );
    renderOrders();
    await screen.findAllByTestId('order-card');
    const unpaid = cardOf(UNPAID.orderNumber);
    await user.click(within(unpaid).getByTestId('order-delete'));
    expect(unpaid).toHaveTextContent('Delete this unpaid order?');
    expect(deleteBodies).toEqual([]);

    await user.click(within(unpaid).getByTestId('order-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(deleteBodies).toEqual([{ orderNumber: UNPAID.orderNumber }]);
    expect(listBodies).toHaveLength(2);
  });

  it('keeps the order and tips the shop’s sentence when deleting is refused', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/order/delete`, () => envelope(0, 'An order in progress cannot be deleted.')),
    );
    renderOrders();
    await screen.findAllByTestId('order-card');
    await user.click(within(cardOf(UNPAID.orderNumber)).getByTestId('order-delete'));
    await user.click(screen.getByTestId('order-delete-confirm'));
    await waitFor(() => expect(hooks.onTip).toHaveBeenCalledWith('An order in progress cannot be deleted.'));
    expect(screen.getAllByTestId('order-card')).toHaveLength(2);
  });

  it('keeps the order statuses as tab names and shows the counts beside them', async () => {
    renderOrders();
    await screen.findAllByTestId('order-card');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All2',
      'Unpaid1',
      'Not Shipped',
      'Shipped1',
      'Pending Review',
      'Completed',
      'Refunded',
      'Expired',
    ]);
    expect(screen.getByRole('tab', { name: 'Shipped' })).toBeInTheDocument();
  });

  it('says there are no orders yet, and none of a status', async () => {
    const user = userEvent.setup();
    orders = [];
    renderOrders();
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent('No orders yet');
    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByTestId('orders-empty')).toHaveTextContent(
      'No orders with the status “Completed”',
    );
    expect(listBodies.at(-1)).toEqual({ status: 4, page: 1, pageSize: 10 });
  });
});
