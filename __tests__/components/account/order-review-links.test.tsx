import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { OrderDetail } from '@/components/account/orders/order-detail';
import type { OrderDetail as OrderDetailView } from '@/lib/contract/calls/order';
import { resetShopState, shopStore } from '@/lib/client/store';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { SHIPPED_DETAIL } from './orders-fixtures';

// the order page's "Buy again" moves on with the router (docs/product.md#buy-again)
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

// An order's page links each product of an order that has arrived to its review form
// (docs/product.md#calls /api/review/save: buyers review once the order has arrived).

startApiTestServer();

const at = '2025-06-03T10:00:00.000Z';
const DELIVERED: OrderDetailView = {
  ...SHIPPED_DETAIL,
  status: 4,
  statusName: 'Completed',
  history: [...SHIPPED_DETAIL.history, { status: 4, statusName: 'Completed', at, note: 'Delivered' }],
};

function showOrder(order: OrderDetailView) {
  server.use(http.post(`${SHOP}/api/order/info`, () => envelope(200, 'success', order)));
  render(
    <FreshSwr>
      <OrderDetail orderNumber={order.orderNumber} />
    </FreshSwr>,
  );
}

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  configureForTest();
});

describe('"Write a review" on an order’s page', () => {
  it('links every product of a delivered order to its review form', async () => {
    showOrder(DELIVERED);
    const [glasses, kit] = (await screen.findAllByTestId('order-line')) as [HTMLElement, HTMLElement];
    expect(within(glasses).getByRole('link', { name: 'Write a review of Harbor Round' })).toHaveAttribute(
      'href',
      '/details/harbor-round#write-review',
    );
    expect(within(kit).getByRole('link', { name: 'Write a review of Cleaning kit' })).toHaveAttribute(
      'href',
      '/details/cleaning-kit#write-review',
    );
  });

  it('keeps the links once a delivered order is returned and refunded', async () => {
    showOrder({
      ...DELIVERED,
      status: 5,
      statusName: 'Refunded',
      history: [
        ...DELIVERED.history,
        { status: 3, statusName: 'Pending Review', at, note: 'Return requested' },
        { status: 5, statusName: 'Refunded', at, note: 'Refunded to the shop wallet' },
      ],
    });
    expect(await screen.findAllByTestId('order-line-review')).toHaveLength(2);
  });

  it.each([
    ['on its way', SHIPPED_DETAIL],
    [
      'refunded before it arrived',
      {
        ...SHIPPED_DETAIL,
        status: 5,
        statusName: 'Refunded',
        history: [
          ...SHIPPED_DETAIL.history,
          { status: 3, statusName: 'Pending Review', at, note: 'Return requested' },
          { status: 5, statusName: 'Refunded', at, note: 'Refunded' },
        ],
      },
    ],
  ])('has no links for an order %s', async (_case, order: OrderDetailView) => {
    showOrder(order);
    expect(await screen.findAllByTestId('order-line')).toHaveLength(2);
    expect(screen.queryByTestId('order-line-review')).toBeNull();
  });
});
