import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import type { CartLine } from '@/lib/contract/calls/cart';
import { DEBOUNCE_MS } from '@/lib/shop/constants';
import { envelope, startApiTestServer } from '../../client/api/api-test-server';
import { cartOf, GLASSES } from './cart-fixtures';
import { answerCart, cartServer, lineOf, renderCart, type CartServer } from './cart-page';

// Arrowing through the quantity select sends one request, for the number the shopper stops on (the
// 600 ms debounce of docs/product.md#constants), or at once when they leave the select; and the
// focus stays on the select while and after the cart answers.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/shoppingCart',
}));

startApiTestServer();

let state: CartServer;
const numCalls = () => state.sent.filter((call) => call.path === '/api/cart/num');

beforeEach(() => {
  state = cartServer([GLASSES]);
  answerCart(state, '/api/cart/num', async (body) => {
    const quantity = Number(body.num);
    const line: CartLine = {
      ...GLASSES,
      quantity,
      subtotalCents: 9_900 * quantity,
      totalCents: 9_900 * quantity,
    };
    state.cart = cartOf([line]);
    await delay(50);
    return envelope(200, 'success', state.cart);
  });
});

/** What arrowing down a closed select does: each key press picks the next option at once. */
function arrowTo(select: HTMLElement, quantities: number[]) {
  for (const quantity of quantities) fireEvent.change(select, { target: { value: String(quantity) } });
}

describe('the quantity select', () => {
  it('sends one request for the number the shopper stops on, after the 600 ms debounce', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      renderCart();
      const select = within(await lineOf(11)).getByTestId('line-quantity');
      select.focus();
      arrowTo(select, [2, 3, 4]);
      expect(select).toHaveValue('4');
      act(() => jest.advanceTimersByTime(DEBOUNCE_MS - 1));
      expect(numCalls()).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$396.00'));
    expect(numCalls().map((call) => call.body)).toEqual([{ id: 11, num: 4 }]);
  });

  it('keeps the focus on the select while and after the cart answers', async () => {
    renderCart();
    const select = within(await lineOf(11)).getByTestId('line-quantity');
    select.focus();
    arrowTo(select, [3]);
    await waitFor(() => expect(numCalls()).toHaveLength(1));
    // while the request is out, the select stays usable: disabling it would drop the focus to the body
    expect(select).toBeEnabled();
    expect(document.activeElement).toBe(select);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$297.00'));
    expect(document.activeElement).toBe(within(await lineOf(11)).getByTestId('line-quantity'));
    expect(select).toHaveValue('3');
  });

  it('sends at once when the shopper leaves the select', async () => {
    const user = userEvent.setup();
    renderCart();
    const select = within(await lineOf(11)).getByTestId('line-quantity');
    select.focus();
    arrowTo(select, [2]);
    await user.tab();
    expect(numCalls().map((call) => call.body)).toEqual([{ id: 11, num: 2 }]);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$198.00'));
    // nothing more goes out when the debounce would have ended
    await act(() => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 50)));
    expect(numCalls()).toHaveLength(1);
  });

  it('sends nothing when the shopper comes back to the quantity they had', async () => {
    renderCart();
    const select = within(await lineOf(11)).getByTestId('line-quantity');
    arrowTo(select, [2, 1]);
    await act(() => new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS + 50)));
    expect(numCalls()).toEqual([]);
    expect(select).toHaveValue('1');
  });
});
