import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SavedItemsNotice } from '@/components/cart/saved-items-notice';
import { hydrateShopState, resetShopState, setToken, shopStore } from '@/lib/client/store';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from '../account/account-swr';
import { cartOf } from './cart-fixtures';

// Lines a sign-in brought from the account's saved cart are named and asked about, in the cart and
// at checkout (where the order's own lines are never asked about); once answered the question is
// gone, and a guest is never asked.

startApiTestServer();

const CORD = { id: 31, name: 'Glasses cord', colorName: 'Black', quantity: 2 };
const PAIR = { id: 32, name: 'Aviator', colorName: 'Gold', quantity: 1 };

let sent: { path: string; body: Record<string, unknown> }[];
let saved: (typeof CORD)[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  sent = [];
  saved = [CORD, PAIR];
  const answer = (path: string, reply: (body: Record<string, unknown>) => Response) =>
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return reply(body);
    });
  server.use(
    answer('/api/cart/savedItems', () => envelope(200, 'success', { list: saved })),
    answer('/api/cart/keepSavedItems', (body) => {
      const ids = body.ids as number[];
      saved = saved.filter((item) => !ids.includes(item.id));
      return envelope(200, 'success', { list: saved });
    }),
    answer('/api/cart/delete', (body) => {
      const ids = body.ids as number[];
      saved = saved.filter((item) => !ids.includes(item.id));
      return envelope(200, 'success', cartOf([]));
    }),
    answer('/api/cart/count', () => envelope(200, 'success', { count: 0 })),
  );
});

const renderNotice = (orderLineIds?: number[]) =>
  render(
    <FreshSwr>
      <SavedItemsNotice {...(orderLineIds ? { orderLineIds } : {})} />
    </FreshSwr>,
  );

describe('SavedItemsNotice', () => {
  it('asks a guest nothing', async () => {
    const { container } = renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(sent).toEqual([]);
  });

  it('names the saved items and keeps them with one call, then says so where the question was', async () => {
    const user = userEvent.setup();
    setToken('tok_ada');
    renderNotice();
    expect(
      await screen.findByRole('heading', { name: 'We added 3 items saved in your account: keep them?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-item').map((item) => item.textContent)).toEqual([
      'Glasses cord · Black × 2',
      'Aviator · Gold',
    ]);
    await user.click(screen.getByRole('button', { name: 'Keep them' }));
    const done = await screen.findByTestId('saved-items-done');
    expect(done).toHaveTextContent('The 3 items stay in your cart.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent.filter((call) => call.path === '/api/cart/keepSavedItems').map((call) => call.body)).toEqual([
      { ids: [31, 32] },
    ]);
    expect(screen.queryByTestId('saved-items-notice')).toBeNull();
  });

  it('at checkout leaves the order’s own lines out, and removes only the others', async () => {
    const user = userEvent.setup();
    setToken('tok_ada');
    renderNotice([PAIR.id]);
    expect(
      await screen.findByRole('heading', { name: 'We added 2 items saved in your account: keep them?' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('saved-items-notice')).toHaveTextContent('not part of this order');
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    expect(await screen.findByTestId('saved-items-done')).toHaveTextContent('The 2 items left your cart.');
    expect(sent.filter((call) => call.path === '/api/cart/delete').map((call) => call.body)).toEqual([
      { ids: [31] },
    ]);
  });

  it('shows nothing when everything saved is in the order', async () => {
    setToken('tok_ada');
    const { container } = renderNotice([CORD.id, PAIR.id]);
    await waitFor(() => expect(sent.map((call) => call.path)).toContain('/api/cart/savedItems'));
    expect(container).toBeEmptyDOMElement();
  });
});
