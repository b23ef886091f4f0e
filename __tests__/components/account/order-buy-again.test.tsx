import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrderDetail } from '@/components/account/orders/order-detail';
import type { BuyAgainAnswer } from '@/lib/contract/calls/buy-again';
import { resetShopState, shopStore } from '@/lib/client/store';
import { progressStorageKey } from '@/lib/shop/lens-progress';
import { OrderStatus } from '@/lib/shop/order-status';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { SHIPPED_DETAIL } from './orders-fixtures';

// docs/product.md#buy-again: "Buy again" on a delivered order's page. Everything added → the cart;
// an expired prescription is confirmed first; what needs the shopper is named, with the lens
// wizard at the step to choose a replacement, the order's other choices kept for it.

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: mockPush, prefetch: jest.fn() }),
}));

startApiTestServer();

let bodies: unknown[];
let answers: BuyAgainAnswer[];

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  configureForTest();
  mockPush.mockReset();
  window.sessionStorage.clear();
  bodies = [];
  answers = [];
  server.use(
    http.post(`${SHOP}/api/order/info`, () => envelope(200, 'success', { ...SHIPPED_DETAIL })),
    http.post(`${SHOP}/api/order/buyAgain`, async ({ request }) => {
      bodies.push(await request.json());
      return envelope(200, 'success', answers.shift());
    }),
  );
});

const renderDetail = () =>
  render(
    <FreshSwr>
      <OrderDetail orderNumber={SHIPPED_DETAIL.orderNumber} />
    </FreshSwr>,
  );

const ADDED = { name: 'Harbor Round', colorName: 'Black', quantity: 1, unitPriceCents: 8_900 };

it('takes the shopper to the cart when the whole order went in', async () => {
  answers.push({ added: [ADDED], needsShopper: [], confirmExpired: null, count: 3 });
  renderDetail();
  await userEvent.click(await screen.findByTestId('order-buy-again'));
  expect(bodies).toEqual([{ orderNumber: SHIPPED_DETAIL.orderNumber, confirmExpired: false }]);
  expect(mockPush).toHaveBeenCalledWith('/shoppingCart');
  expect(shopStore.getState().counts.cart).toBe(3);
});

it('asks about an expired prescription first, and repeats with the shopper’s yes', async () => {
  answers.push(
    { added: [], needsShopper: [], confirmExpired: 'The prescription of this order has expired.', count: 0 },
    { added: [ADDED], needsShopper: [], confirmExpired: null, count: 1 },
  );
  renderDetail();
  await userEvent.click(await screen.findByTestId('order-buy-again'));
  const question = await screen.findByRole('group', { name: 'Confirm the prescription' });
  expect(question).toHaveTextContent('The prescription of this order has expired.');
  expect(mockPush).not.toHaveBeenCalled();
  await userEvent.click(within(question).getByTestId('order-buy-again-confirm'));
  expect(bodies).toEqual([
    { orderNumber: SHIPPED_DETAIL.orderNumber, confirmExpired: false },
    { orderNumber: SHIPPED_DETAIL.orderNumber, confirmExpired: true },
  ]);
  expect(mockPush).toHaveBeenCalledWith('/shoppingCart');
});

it('names what needs the shopper and opens the wizard at that step with the other choices kept', async () => {
  const remembered = [
    { type: 'lens_use' as const, value: 10, price: 0, item: 'Single Vision' },
    { type: 'add_ones' as const, value: 30, price: 1_500, item: 'Anti-Reflective' },
  ];
  answers.push({
    added: [],
    needsShopper: [
      {
        name: 'Harbor Round',
        colorName: 'Black',
        message: 'Photochromic is no longer sold. Please choose a replacement at the “Lens type” step.',
        wizard: {
          address: '/details/HR-1/lenses?color=HR-1-BLK&step=5',
          code: 'HR-1',
          color: 'HR-1-BLK',
          step: 5,
          remembered,
        },
      },
      { name: 'Cleaning Kit', colorName: 'Blue', message: 'Cleaning Kit in Blue is sold out.', wizard: null },
    ],
    confirmExpired: null,
    count: 0,
  });
  renderDetail();
  await userEvent.click(await screen.findByTestId('order-buy-again'));
  const result = await screen.findByTestId('order-buy-again-result');
  expect(result).toHaveTextContent('Nothing was added to your cart.');
  const [glasses, kit] = within(result).getAllByTestId('order-buy-again-need') as [HTMLElement, HTMLElement];
  expect(glasses).toHaveTextContent('Photochromic is no longer sold.');
  expect(kit).toHaveTextContent('Cleaning Kit in Blue is sold out.');
  expect(within(kit).queryByRole('link')).toBeNull();
  const link = within(glasses).getByRole('link', { name: 'Choose a replacement' });
  expect(link).toHaveAttribute('href', '/details/HR-1/lenses?color=HR-1-BLK&step=5');
  link.addEventListener('click', (event) => event.preventDefault());
  await userEvent.click(link);
  const stored = JSON.parse(window.sessionStorage.getItem(progressStorageKey('HR-1', 'HR-1-BLK')) ?? '{}');
  expect(stored).toEqual({ remembered: { lens_use: remembered[0], add_ones: remembered[1] } });
  expect(mockPush).not.toHaveBeenCalled();
});

it('offers no Buy again before the order has reached the shopper', async () => {
  server.use(
    http.post(`${SHOP}/api/order/info`, () =>
      envelope(200, 'success', {
        ...SHIPPED_DETAIL,
        status: OrderStatus.NotShipped,
        statusName: 'Not Shipped',
      }),
    ),
  );
  renderDetail();
  await screen.findByTestId('order-number');
  expect(screen.queryByTestId('order-buy-again')).toBeNull();
});
