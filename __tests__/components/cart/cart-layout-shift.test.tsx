import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { envelope, server, SHOP, startApiTestServer } from '../../client/api/api-test-server';
import { FRAME_ONLY, GLASSES } from './cart-fixtures';
import { cartServer, renderCart } from './cart-page';

// The cart's CLS target (≤ 0.02): the cart loads after hydration, so its area is there from the
// first paint and everything in it appears at once, when the cart and the frames still without
// lenses have both answered: the lines never move down under a late notice.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/shoppingCart',
}));

startApiTestServer();

it('keeps its area while loading and shows the lines only with the unfinished-frames notice', async () => {
  cartServer([GLASSES, FRAME_ONLY]);
  server.use(
    http.post(`${SHOP}/api/order/incompleteFrame`, async () => {
      await delay(150);
      return envelope(200, 'success', {
        list: [
          {
            id: 13,
            code: 'luna-cat-eye',
            name: 'Luna Cat-Eye',
            sku: 'LUN-RED',
            colorName: 'Red',
            image: null,
            unitPriceCents: 3_900,
          },
        ],
      });
    }),
  );
  renderCart();
  const area = screen.getByTestId('cart-area');
  expect(area).toHaveAttribute('aria-busy', 'true');
  expect(area).toHaveTextContent('Loading your cart…');

  // the lines and the notice above them arrive in the same render: when the lines first show,
  // the notice is there already
  expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
  expect(screen.getByTestId('cart-unfinished')).toHaveTextContent('One frame still needs lenses');
  expect(screen.getByTestId('cart-area')).not.toHaveAttribute('aria-busy');
});
