import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SiteHeader } from '@/components/layout/site-header';
import { resetShopState, setCounts, setToken, shopStore } from '@/lib/client/store';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  usePathname: () => '/sunglasses',
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useParams: () => ({}),
}));
jest.mock('@/lib/api', () => ({
  callApi: jest.fn(async () => ({ list: [] })),
}));

const MENU = [
  ['menu-eyeglasses', 'Eyeglasses', '/eyeglasses'],
  ['menu-sunglasses', 'Sunglasses', '/sunglasses'],
  ['menu-new-arrivals', 'New Arrivals', '/new-arrivals'],
  ['menu-flash-sale', 'Flash Sale', '/flash-sale'],
  ['menu-best-sellers', 'Best Sellers', '/best-sellers'],
  ['menu-accessories', 'Accessories', '/accessories'],
] as const;

beforeEach(() => {
  resetShopState();
});

/** Renders the header and lets the hot-words request settle. */
async function renderHeader() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteHeader />
    </SWRConfig>,
  );
  await act(async () => {});
}

describe('SiteHeader', () => {
  it('renders the six menu entries of docs/product.md#routes in order, with their hrefs', async () => {
    await renderHeader();
    const menu = screen.getByRole('navigation', { name: 'Shop categories' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.dataset.testid, link.textContent, link.getAttribute('href')])).toEqual(
      MENU,
    );
  });

  it('marks the current category', async () => {
    await renderHeader();
    expect(screen.getByTestId('menu-sunglasses')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('menu-eyeglasses')).not.toHaveAttribute('aria-current');
  });

  it('has the logo, search, currency, wishlist, cart and account entries', async () => {
    await renderHeader();
    expect(screen.getByRole('link', { name: 'Oculo home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByTestId('search-input')).toBeInTheDocument();
    expect(screen.getByTestId('currency-select')).toBeInTheDocument();
    expect(screen.getByTestId('wishlist-counter')).toHaveAttribute(
      'href',
      '/centerMain/personalization/wishlist',
    );
    expect(screen.getByTestId('cart-counter')).toHaveAttribute('href', '/shoppingCart');
    expect(screen.getByTestId('account-entry')).toHaveTextContent('Sign in');
  });

  it('shows the wishlist and cart counts from the store', async () => {
    await renderHeader();
    act(() => setCounts({ collect: 2, cart: 1 }));
    expect(screen.getByTestId('cart-counter')).toHaveAccessibleName('Cart, 1 item');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
    expect(screen.getByTestId('wishlist-counter')).toHaveAccessibleName('Wishlist, 2 items');
  });

  it('opens the sign-in dialog when signed out and links to the account when signed in', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByTestId('account-entry'));
    expect(shopStore.getState().dialogs.login).toBe(true);

    act(() => setToken('tok_header'));
    expect(screen.getByTestId('account-entry')).toHaveAttribute('href', '/centerMain/account');
  });

  it('opens a phone drawer with the same six entries and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const entries = within(within(drawer).getByRole('navigation', { name: 'Shop categories' })).getAllByRole(
      'link',
    );
    expect(entries.map((link) => link.getAttribute('href'))).toEqual(MENU.map(([, , href]) => href));
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
