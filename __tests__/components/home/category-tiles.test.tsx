import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { CategoryTiles } from '@/components/home/category-tiles';
import { resetShopState, setCurrencyIndex } from '@/lib/client/store';

const prefetch = jest.fn();
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch }),
}));

// The home page's "from" price follows the chosen currency.

beforeEach(() => resetShopState());

const eyeglassesTile = () =>
  screen
    .getAllByRole('link')
    .find((link) => link.getAttribute('data-category') === 'eyeglasses') as HTMLElement;

describe('CategoryTiles', () => {
  it('says what the cheapest eyeglasses cost, in US dollars by default', () => {
    render(<CategoryTiles eyeglassesFromCents={1900} />);
    expect(eyeglassesTile()).toHaveTextContent('Everyday frames, from $19');
  });

  it('switches the "from" price to the chosen currency, with no dollar amount left', () => {
    render(<CategoryTiles eyeglassesFromCents={1900} />);
    act(() => setCurrencyIndex(4));
    expect(within(eyeglassesTile()).getByTestId('price-from')).toHaveTextContent('£15.71');
    expect(screen.getByRole('navigation', { name: 'Shop by category' })).not.toHaveTextContent('$');
  });

  // The listings are static routes, which Next.js would prefetch whole (payload and code) as soon
  // as their tiles show; a shopper reaching for one starts it instead.
  it('prefetches a category when the shopper reaches for its tile', () => {
    prefetch.mockClear();
    render(<CategoryTiles eyeglassesFromCents={1900} />);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(eyeglassesTile());
    expect(prefetch).toHaveBeenCalledWith('/eyeglasses');
  });

  it('leaves the price out when there are no eyeglasses', () => {
    render(<CategoryTiles eyeglassesFromCents={null} />);
    expect(eyeglassesTile()).toHaveTextContent(/^EyeglassesEveryday frames$/);
  });
});
