import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from '@/components/account/ui/account-menu';
import { AccountNavLinks } from '@/components/account/ui/account-nav-links';
import { ControlAccountEntries } from '@/components/control/control-account-entries';
import { resetShopState, setToken, shopStore, signOut } from '@/lib/client/store';
import { ACCOUNT_MENU } from '@/lib/shop/account-menu';

let mockPathname = '/centerMain/account';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));
jest.mock('@/lib/client/store', () => ({
  ...jest.requireActual('@/lib/client/store'),
  signOut: jest.fn(async () => {}),
}));

beforeEach(() => {
  resetShopState();
  jest.mocked(signOut).mockClear();
});

const menu = () => screen.getByRole('navigation', { name: 'My account' });

describe('the account menu (lib/shop/account-menu.ts)', () => {
  it('lists every section and page, each page linking to its /centerMain address', () => {
    render(<AccountMenu />);
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ACCOUNT_MENU.flatMap((section) => section.entries.map((entry) => `/centerMain/${entry.route}`)),
    );
    for (const section of ACCOUNT_MENU) {
      expect(within(menu()).getByRole('list', { name: section.title })).toBeInTheDocument();
    }
  });

  it('marks the page being shown with aria-current="page"', () => {
    mockPathname = '/centerMain/settings/Info';
    render(<AccountMenu />);
    const current = within(menu())
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Profile');
    expect(current[0]).toHaveAttribute('aria-current', 'page');
  });

  it('marks "My orders" for an order opened from it', () => {
    mockPathname = '/centerMain/order/order-detail';
    render(<AccountMenu />);
    expect(within(menu()).getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'true');
  });

  it('is the list of sections on the overview, and a way back to it on other pages (phones)', () => {
    mockPathname = '/centerMain/account';
    const { unmount } = render(<AccountMenu />);
    expect(screen.queryByTestId('account-back')).not.toBeInTheDocument();
    expect(menu().parentElement).toHaveAttribute('data-overview');
    unmount();

    mockPathname = '/centerMain/settings/password';
    render(<AccountMenu />);
    expect(screen.getByTestId('account-back')).toHaveAttribute('href', '/centerMain/account');
    expect(menu().parentElement).not.toHaveAttribute('data-overview');
  });

  it('signs out from its "Sign out" button', async () => {
    const user = userEvent.setup();
    render(<AccountMenu />);
    await user.click(within(menu()).getByTestId('sign-out'));
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('sign-out')).toBeDisabled();
  });
});

describe('the account rows of the phone navigation', () => {
  it('offers sign-in to a visitor and the account pages and sign-out to a shopper', async () => {
    const user = userEvent.setup();
    const onNavigate = jest.fn();
    const { rerender } = render(
      <ul>
        <AccountNavLinks onNavigate={onNavigate} />
      </ul>,
    );
    await user.click(screen.getByTestId('menu-sign-in'));
    expect(shopStore.getState().dialogs).toMatchObject({ login: true, nav: false });
    expect(screen.queryByTestId('menu-sign-out')).not.toBeInTheDocument();

    act(() => setToken('tok_nav'));
    rerender(
      <ul>
        <AccountNavLinks onNavigate={onNavigate} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/centerMain/account');
    await user.click(screen.getByTestId('menu-sign-out'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('adds "Sign out" to the /control menu when signed in', async () => {
    setToken('tok_control');
    const user = userEvent.setup();
    render(
      <ul>
        <ControlAccountEntries />
      </ul>,
    );
    expect(screen.getByRole('link', { name: /My account/ })).toHaveAttribute('href', '/centerMain/account');
    await user.click(screen.getByTestId('control-sign-out'));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
