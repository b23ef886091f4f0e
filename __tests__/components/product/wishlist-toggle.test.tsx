import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@/lib/api';
import { WishlistToggle } from '@/components/product/wishlist-toggle';
import { resetShopState, selectCounts, shopStore } from '@/lib/client/store';

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

/** Answers the wishlist calls from a little in-memory wishlist. */
function fakeWishlist(initially: boolean, { failAdd = false } = {}) {
  let inWishlist = initially;
  mockedCallApi.mockImplementation(async (call) => {
    switch (call.path) {
      case '/api/wishlist/is':
        return { inWishlist };
      case '/api/wishlist/add':
        if (failAdd) throw new Error('Your wishlist is full');
        inWishlist = true;
        return { inWishlist, count: 3 };
      case '/api/wishlist/remove':
        inWishlist = false;
        return { inWishlist, count: 2 };
      default:
        throw new Error(`unexpected call ${call.path}`);
    }
  });
}

beforeEach(() => {
  mockedCallApi.mockReset();
  resetShopState();
});

describe('WishlistToggle (the product page heart)', () => {
  it('shows whether the product is already in the wishlist', async () => {
    fakeWishlist(true);
    render(<WishlistToggle code="OC1001" />);
    await waitFor(() =>
      expect(screen.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Remove from wishlist' })).toBeInTheDocument();
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/wishlist/is' }),
      { code: 'OC1001' },
      expect.objectContaining({ tip: false }),
    );
  });

  it('adds the product and updates the header’s wishlist count (docs/product.md#client-state collect)', async () => {
    fakeWishlist(false);
    const user = userEvent.setup();
    render(<WishlistToggle code="OC1001" />);
    await act(async () => {});
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(screen.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('wishlist-toggle')).toHaveAccessibleName('Remove from wishlist');
    expect(selectCounts(shopStore.getState()).collect).toBe(3);

    await user.click(screen.getByTestId('wishlist-toggle'));
    expect(screen.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(selectCounts(shopStore.getState()).collect).toBe(2);
  });

  it('keeps its state when the add is refused', async () => {
    fakeWishlist(false, { failAdd: true });
    const user = userEvent.setup();
    render(<WishlistToggle code="OC1001" />);
    await act(async () => {});
    await user.click(screen.getByTestId('wishlist-toggle'));
    expect(screen.getByTestId('wishlist-toggle')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('wishlist-toggle')).toBeEnabled();
    expect(selectCounts(shopStore.getState()).collect).toBe(0);
  });
});
