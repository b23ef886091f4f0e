import { render, screen } from '@testing-library/react';
import { useSelectedLayoutSegment } from 'next/navigation';
import { ShopFrame } from '@/components/app/shop-frame';
import { useShopName } from '@/components/app/shop-name';

// The operator console has its own frame; the shop's (header, footer, start-up calls) steps aside
// for it and stays on every other page.

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useSelectedLayoutSegment: jest.fn(),
  usePathname: () => '/',
  useParams: () => ({}),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock('@/components/app/app-providers', () => ({
  AppProviders: ({ children }: { children: React.ReactNode }) => (
    <div data-testid="shop-providers">{children}</div>
  ),
}));

/** A client island that names the shop, as the sign-in dialog does. */
function NamedIsland() {
  return <p data-testid="island">Sign in to {useShopName()}</p>;
}

function renderFrame() {
  return render(
    <ShopFrame
      header={<header>Shop header</header>}
      footer={<footer>Shop footer</footer>}
      shopName="Brillen Berger"
    >
      <p>The page</p>
      <NamedIsland />
    </ShopFrame>,
  );
}

describe('ShopFrame', () => {
  it('puts a shop page in the shop’s frame: skip link, header, main, footer and start-up', () => {
    jest.mocked(useSelectedLayoutSegment).mockReturnValue('eyeglasses');
    renderFrame();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toHaveTextContent('Shop header');
    expect(screen.getByRole('main')).toHaveTextContent('The page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Shop footer');
    expect(screen.getByTestId('shop-providers')).toBeInTheDocument();
    // docs/operating.md#store-brand: the owner's name reaches the shop's client islands
    expect(screen.getByTestId('island')).toHaveTextContent('Sign in to Brillen Berger');
  });

  it('leaves the operator console to its own frame: none of the shop’s', () => {
    jest.mocked(useSelectedLayoutSegment).mockReturnValue('admin');
    renderFrame();
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
    expect(screen.queryByTestId('shop-providers')).toBeNull();
  });
});
