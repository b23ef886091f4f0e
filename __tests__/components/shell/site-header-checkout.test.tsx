import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { SiteHeader } from '@/components/layout/site-header';
import { resetShopState } from '@/lib/client/store';

// On the payment page the site menu and search step aside; the logo, a "Secure checkout" note and a
// help link remain. Every other page keeps the shop's header.

const pathname = { current: '/payment' };
jest.mock('next/navigation', () => ({
  usePathname: () => pathname.current,
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useParams: () => ({}),
}));
jest.mock('@/lib/api', () => ({
  callApi: jest.fn(async () => ({ list: [] })),
}));

beforeEach(() => {
  resetShopState();
});

async function renderHeaderAt(path: string) {
  pathname.current = path;
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <SiteHeader />
    </SWRConfig>,
  );
  await act(async () => {});
}

describe('the header on the payment page', () => {
  it('keeps the logo, a secure-checkout note and help, and nothing else', async () => {
    await renderHeaderAt('/payment');
    expect(screen.getByRole('link', { name: 'Oculo home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('checkout-secure')).toHaveTextContent('Secure checkout');
    expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByRole('navigation', { name: 'Shop categories' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(screen.queryByTestId('cart-counter')).toBeNull();
    expect(screen.queryByTestId('menu-toggle')).toBeNull();
  });

  it.each(['/shoppingCart', '/payment-success', '/eyeglasses'])(
    'is the shop’s header on %s',
    async (path) => {
      await renderHeaderAt(path);
      expect(screen.queryByTestId('checkout-header')).toBeNull();
      expect(screen.getByRole('navigation', { name: 'Shop categories' })).toBeInTheDocument();
      expect(screen.getByRole('search')).toBeInTheDocument();
      expect(screen.getByTestId('cart-counter')).toBeInTheDocument();
    },
  );
});
