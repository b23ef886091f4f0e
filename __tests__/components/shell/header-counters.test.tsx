import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderCounters } from '@/components/layout/header-counters';
import { resetShopState, setToken, shopStore } from '@/lib/client/store';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ prefetch }) }));

// The wishlist page lives in the account area (docs/product.md#account-area), which sends a guest
// home; a guest's click on the header heart opens the sign-in dialog instead.

beforeEach(() => {
  resetShopState();
  prefetch.mockReset();
});

it('opens the sign-in dialog for a guest instead of following the link', async () => {
  render(<HeaderCounters />);
  await userEvent.click(screen.getByTestId('wishlist-counter'));
  expect(shopStore.getState().dialogs.login).toBe(true);
  expect(shopStore.getState().loginDialogTab).toBe('login');
});

it('leaves the link alone for a signed-in shopper', async () => {
  act(() => setToken('token'));
  render(<HeaderCounters />);
  expect(screen.getByTestId('wishlist-counter')).toHaveAttribute(
    'href',
    '/centerMain/personalization/wishlist',
  );
  await userEvent.click(screen.getByTestId('wishlist-counter'));
  expect(shopStore.getState().dialogs.login).toBe(false);
});

// The cart page's code comes with a prefetch; only a shopper heading there pays it
it('prefetches the cart page when the pointer or focus reaches its link, not on sight', async () => {
  render(<HeaderCounters />);
  expect(prefetch).not.toHaveBeenCalled();
  await userEvent.hover(screen.getByTestId('cart-counter'));
  expect(prefetch).toHaveBeenCalledWith('/shoppingCart');
  prefetch.mockReset();
  act(() => screen.getByTestId('cart-counter').focus());
  expect(prefetch).toHaveBeenCalledWith('/shoppingCart');
});
