import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ListingExplorer } from '@/components/catalog/listing-explorer';
import { card, FACETS, query } from './listing-fixtures';

// The listing renders again right after it hydrates, once it knows the page's address; its cards
// must not. Rendering a category page's 24 cards twice was the longest task a phone ran before it
// could answer a tap (bench:pages, Lighthouse's total blocking time).

const mockCardRenders = jest.fn();
jest.mock('@/components/catalog/product-card', () => ({
  ProductCard: ({ product }: { product: { code: string } }) => {
    mockCardRenders(product.code);
    return <article data-testid="product-card">{product.code}</article>;
  },
}));
jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));

const CARDS = [card('OC1001'), card('OC1002'), card('OC1003')];

function renderListing(list = CARDS) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListingExplorer
        path="/eyeglasses"
        scope="eyeglasses"
        pageSize={24}
        initial={{ query: query(), result: { list, total: list.length, pageCount: 1 } }}
        facets={FACETS}
        anchorId="top"
      />
    </SWRConfig>
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/eyeglasses');
  mockCardRenders.mockClear();
});

describe('a listing taking over its server-rendered page', () => {
  it('renders each card once, though the listing renders again when the address is known', async () => {
    render(renderListing());
    await act(async () => {});

    // the listing did take the page over (the render after the address was read)
    expect(screen.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    expect(mockCardRenders.mock.calls).toEqual([['OC1001'], ['OC1002'], ['OC1003']]);
  });

  it('renders the cards again when the list itself changes', async () => {
    const { rerender } = render(renderListing());
    await act(async () => {});
    mockCardRenders.mockClear();

    rerender(renderListing([card('OC2001')]));
    await act(async () => {});

    expect(mockCardRenders.mock.calls).toEqual([['OC2001']]);
    expect(screen.getByTestId('product-card')).toHaveTextContent('OC2001');
  });
});
