import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { ShoppingCart } from '@/components/cart/shopping-cart';
import { hydrateShopState, resetShopState, shopStore } from '@/lib/client/store';
import type { CartLine } from '@/lib/contract/calls/cart';
import { clearCookies } from '../../client/account-fixtures';
import { configureForTest, envelope, server, SHOP } from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { cartOf } from './cart-fixtures';

// The cart page against msw answers, shared by the cart's component tests: what the page sent, and
// the cart the server holds (each answer may change it).

export interface CartServer {
  cart: ReturnType<typeof cartOf>;
  sent: { path: string; body: Record<string, unknown> }[];
}

export function cartServer(lines: CartLine[]): CartServer {
  clearCookies();
  window.sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  const state: CartServer = { cart: cartOf(lines), sent: [] };
  server.use(
    http.post(`${SHOP}/api/cart/list`, () => envelope(200, 'success', state.cart)),
    http.post(`${SHOP}/api/order/incompleteFrame`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/address/list`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/prescription/list`, () => envelope(200, 'success', { list: [] })),
    http.post(`${SHOP}/api/cart/savedItems`, () => envelope(200, 'success', { list: [] })),
  );
  return state;
}

/** Answers POST `path`, recording what the page sent. */
export function answerCart(
  state: CartServer,
  path: string,
  reply: (body: Record<string, unknown>) => Response | Promise<Response>,
) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      state.sent.push({ path, body });
      return reply(body);
    }),
  );
}

export const renderCart = () =>
  render(
    <FreshSwr>
      <ShoppingCart />
    </FreshSwr>,
  );

export async function lineOf(id: number): Promise<HTMLElement> {
  const line = (await screen.findAllByTestId('cart-line')).find(
    (candidate) => candidate.getAttribute('data-line-id') === String(id),
  );
  if (!line) throw new Error(`no cart line ${id}`);
  return line;
}
