import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, callApi } from '@/lib/api';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductPurchase } from '@/components/product/product-purchase';
import { addressWithColor, SelectedColorProvider } from '@/components/product/selected-color';
import { resetShopState, setToken, setUserInfo } from '@/lib/client/store';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import type { UserInfo } from '@/lib/contract/calls/user';
import { RouterWritesAddress } from '../../support/router-writes-address';

// The colour in the address, a sticky "Select lenses" on phones, "Email me when it's back" on a
// sold-out colour, and Add to cart keeping focus.

jest.mock('@/lib/api', () => {
  const actual = jest.requireActual('@/lib/api/api-error');
  return { ...actual, callApi: jest.fn() };
});
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

type Variant = ProductDetail['variants'][number];
const variant = (sku: string, colorName: string, stock: number): Variant => ({
  sku,
  colorName,
  colorFamily: 'black',
  colorHex: '#111111',
  lensTintHex: null,
  stock,
  inStock: stock > 0,
  images: [{ view: 'front', url: `/media/${sku}.svg`, alt: colorName, width: 600, height: 300 }],
});
const VARIANTS = [variant('OC1001-BLK', 'Black', 4), variant('OC1001-TOR', 'Tortoise', 0)];

function Page({
  type = 'eyeglasses',
  variants = VARIANTS,
}: {
  type?: ProductDetail['type'];
  variants?: Variant[];
}) {
  return (
    <SelectedColorProvider
      initial={variants.find((v) => v.inStock)?.sku ?? variants[0]?.sku}
      skus={variants.map((v) => v.sku)}
    >
      <ProductGallery name="Aria" variants={variants} />
      <ProductPurchase
        code="OC1001"
        name="Aria"
        type={type}
        priceCents={4900}
        salePriceCents={null}
        variants={variants}
      />
    </SelectedColorProvider>
  );
}

/** IntersectionObserver as the browser would report the main button leaving and entering the view. */
let report: (entry: { isIntersecting: boolean; top: number }) => void = () => undefined;
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = ({ isIntersecting, top }) =>
      callback(
        [{ isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  resetShopState();
  mockedCallApi.mockReset();
  window.history.replaceState(null, '', '/details/OC1001');
  Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });
});

describe('the colour in the address', () => {
  it('puts the chosen colour in the address without a new history entry', async () => {
    const user = userEvent.setup();
    const before = window.history.length;
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Tortoise, sold out' }));
    expect(window.location.pathname).toBe('/details/OC1001');
    expect(window.location.search).toBe('?color=OC1001-TOR');
    expect(window.history.length).toBe(before);
    expect(screen.getByTestId('selected-color')).toHaveTextContent('Tortoise');
  });

  it('shows the colour a shared address names, and ignores one the product does not have', async () => {
    window.history.replaceState(null, '', '/details/OC1001?color=OC1001-TOR');
    const { unmount } = render(<Page />);
    await act(async () => {});
    expect(screen.getByTestId('selected-color')).toHaveTextContent('Tortoise');
    unmount();
    window.history.replaceState(null, '', '/details/OC1001?color=OC9999-XXX');
    render(<Page />);
    await act(async () => {});
    expect(screen.getByTestId('selected-color')).toHaveTextContent('Black');
  });

  // A link brings the product page in: React renders it before the router writes its address.
  it.each([
    ['/details/OC1001/lenses?color=OC1001-TOR', '/details/OC1001', 'Black'],
    ['/', '/details/OC1001?color=OC1001-TOR', 'Tortoise'],
  ])('coming from %s to %s, shows the colour of the new address (%s)', async (previous, next, shown) => {
    window.history.replaceState(null, '', previous);
    render(
      <>
        <RouterWritesAddress href={next} />
        <Page />
      </>,
    );
    await act(async () => {});
    expect(screen.getByTestId('selected-color')).toHaveTextContent(shown);
  });

  it('keeps the other parameters and the fragment', () => {
    expect(
      addressWithColor(
        { pathname: '/details/OC1', search: '?utm=mail&color=A', hash: '#reviews-title' },
        'B',
      ),
    ).toBe('/details/OC1?utm=mail&color=B#reviews-title');
  });
});

describe('the sticky "Select lenses" bar', () => {
  it('shows once the main button has scrolled up out of view, and goes when it is back', async () => {
    render(<Page />);
    const bar = screen.getByTestId('sticky-buy-bar');
    expect(bar).toHaveAttribute('data-shown', 'false');
    expect(bar).toHaveAttribute('inert');
    act(() => report({ isIntersecting: false, top: -120 }));
    expect(bar).toHaveAttribute('data-shown', 'true');
    expect(bar).not.toHaveAttribute('inert');
    expect(screen.getByTestId('sticky-select-lenses')).toHaveAttribute(
      'href',
      '/details/OC1001/lenses?color=OC1001-BLK',
    );
    act(() => report({ isIntersecting: true, top: 300 }));
    expect(bar).toHaveAttribute('data-shown', 'false');
  });

  it('shows while the main button is still below, not yet reached on a short screen', () => {
    render(<Page />);
    act(() => report({ isIntersecting: false, top: 1200 }));
    expect(screen.getByTestId('sticky-buy-bar')).toHaveAttribute('data-shown', 'true');
    act(() => report({ isIntersecting: true, top: 500 }));
    expect(screen.getByTestId('sticky-buy-bar')).toHaveAttribute('data-shown', 'false');
  });
});

describe('"Email me when it\'s back"', () => {
  it('replaces Select lenses on a sold-out colour; a guest leaves an e-mail and focus lands on the thanks', async () => {
    mockedCallApi.mockResolvedValue({ email: 'ana@example.com' });
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.getByTestId('select-lenses')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tortoise, sold out' }));
    expect(screen.queryByTestId('select-lenses')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sticky-buy-bar')).not.toBeInTheDocument();
    expect(screen.getByTestId('stock-line')).toHaveTextContent(
      'Sold out in Tortoise; other colours are in stock',
    );

    await user.type(screen.getByTestId('back-in-stock-email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/goods/backInStock' }),
      { code: 'OC1001', sku: 'OC1001-TOR', email: 'ana@example.com' },
      { tip: false },
    );
    const thanks = await screen.findByTestId('back-in-stock-done');
    expect(thanks).toHaveTextContent('We will e-mail ana@example.com once when Tortoise is back in stock.');
    await waitFor(() => expect(thanks).toHaveFocus());
  });

  it('a signed-in shopper is written to at their own e-mail, with no field to fill', async () => {
    setToken('tok');
    setUserInfo({ email: 'me@example.com' } as UserInfo);
    mockedCallApi.mockResolvedValue({ email: 'me@example.com' });
    const user = userEvent.setup();
    render(<Page variants={[variant('OC1001-TOR', 'Tortoise', 0)]} />);
    expect(screen.getByTestId('stock-line')).toHaveTextContent(/^Sold out$/);
    expect(screen.queryByTestId('back-in-stock-email')).not.toBeInTheDocument();
    expect(screen.getByTestId('back-in-stock')).toHaveTextContent('We can e-mail you at me@example.com');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.anything(),
      { code: 'OC1001', sku: 'OC1001-TOR' },
      { tip: false },
    );
    expect(await screen.findByTestId('back-in-stock-done')).toHaveTextContent('me@example.com');
  });

  it('shows the shop’s message on the e-mail field when it is refused', async () => {
    mockedCallApi.mockRejectedValue(
      new ApiError({
        reason: 'code',
        code: 422,
        message: 'email: Please enter a valid e-mail address.',
        data: { fields: { email: 'Please enter a valid e-mail address.' } },
      }),
    );
    const user = userEvent.setup();
    render(<Page variants={[variant('OC1001-TOR', 'Tortoise', 0)]} />);
    await user.type(screen.getByTestId('back-in-stock-email'), 'ana@nowhere');
    await user.click(screen.getByRole('button', { name: "Email me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid e-mail address.');
    expect(screen.getByTestId('back-in-stock-email')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('Add to cart', () => {
  it('keeps focus on the button while adding and after, never the page body', async () => {
    let answer: (value: { count: number }) => void = () => undefined;
    mockedCallApi.mockImplementation(
      () => new Promise((resolve) => (answer = resolve as typeof answer)) as never,
    );
    const user = userEvent.setup();
    render(<Page type="accessories" />);
    const add = screen.getByTestId('add-to-cart');
    await user.click(add);
    expect(add).toHaveTextContent('Adding…');
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).not.toBeDisabled();
    expect(add).toHaveFocus();
    await act(async () => answer({ count: 2 }));
    expect(screen.getByTestId('added-to-cart')).toHaveTextContent('Added to your cart.');
    expect(add).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });
});
