import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { callApi } from '@/lib/api';
import { ListingExplorer } from '@/components/catalog/listing-explorer';
import { pushAddress } from '@/lib/client/address-query';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { listingHref, searchHref } from '@/lib/shop/listing-query';
import type { ListingResult } from '@/components/catalog/listing-view';
import { RouterWritesAddress } from '../../support/router-writes-address';
import { card, FACETS, query } from './listing-fixtures';

// A card's link prefetches its page through the router when the shopper shows intent
// (components/ui/intent-link.tsx); no app router is mounted here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

// The listing island asks for counts that follow the selection, and a fast answer still takes the
// fetch minimum delay (docs/product.md#constants, 200 ms), so the results do not flicker.

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

const NARROWED: GoodsAttributes = {
  ...FACETS,
  material: [{ value: 'titanium', label: 'Titanium', count: 2 }],
};

function FreshCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** The search page for a keyword, as a client-side navigation brings it in. */
function searchPageFor(keyword: string, result: ListingResult) {
  return (
    <>
      <RouterWritesAddress href={searchHref(keyword)} />
      <ListingExplorer
        path="/search"
        pageSize={24}
        initial={{ query: query({ keyword }), result }}
        facets={FACETS}
        anchorId="search-top"
      />
    </>
  );
}

const ROUND_RESULTS: ListingResult = { list: [card('OC1001')], total: 30, pageCount: 2 };
const CAT_EYE_RESULTS: ListingResult = { list: [card('OC3003')], total: 5, pageCount: 1 };
const askedFor = () => mockedCallApi.mock.calls.map(([call, body]) => [call.path, body]);

function renderExplorer() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ListingExplorer
        path="/eyeglasses"
        scope="eyeglasses"
        pageSize={24}
        initial={{ query: query(), result: { list: [card('OC1001')], total: 30, pageCount: 2 } }}
        facets={FACETS}
        anchorId="top"
      />
    </SWRConfig>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/eyeglasses');
  mockedCallApi.mockReset();
  mockedCallApi.mockImplementation(async (call) => {
    if (call.path === '/api/goods/list')
      return { list: [card('OC2002')], total: 12, page: 1, pageSize: 24, pageCount: 1 };
    if (call.path === '/api/goods/attribute') return NARROWED;
    throw new Error(`unexpected ${call.path}`);
  });
});

afterEach(() => jest.useRealTimers());

describe('ListingExplorer', () => {
  it('keeps the last results (busy) for at least 200 ms even when the answer is instant', async () => {
    renderExplorer();
    await act(async () => {});
    await act(async () => pushAddress('/eyeglasses?shape=round'));
    expect(screen.getByTestId('listing-count')).toHaveTextContent('30 styles');
    expect(screen.getByTestId('listing-results')).toHaveAttribute('aria-busy', 'true');
    await act(async () => jest.advanceTimersByTimeAsync(199));
    expect(screen.getByTestId('listing-count')).toHaveTextContent('30 styles');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('listing-count')).toHaveTextContent('12 styles');
    expect(screen.getByTestId('listing-results')).toHaveAttribute('aria-busy', 'false');
  });

  it('asks for the filter counts of the new selection and shows them', async () => {
    renderExplorer();
    await act(async () => {});
    expect(screen.getByTestId('filter-count-material-titanium')).toHaveTextContent('7');
    await act(async () => pushAddress('/eyeglasses?shape=round&sort=newest'));
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/goods/attribute' }),
      { category: 'eyeglasses', keyword: undefined, filters: { shape: ['round'] } },
      { tip: false },
    );
    expect(screen.getByTestId('filter-count-material-titanium')).toHaveTextContent('2');
  });

  it('does not ask for counts again when only the sort or the page changes', async () => {
    renderExplorer();
    await act(async () => {});
    await act(async () => pushAddress('/eyeglasses?sort=newest&page=2'));
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(mockedCallApi.mock.calls.map(([call]) => call.path)).toEqual(['/api/goods/list']);
  });
});

// Found by recording a real Chromium session: a click into the search page sent an unfiltered,
// keyword-less /api/goods/list and /api/goods/attribute, because the island read the address the
// router had not written yet (the previous page's).
describe('ListingExplorer brought in by a client-side navigation', () => {
  it.each(['/', '/eyeglasses?shape=round'])(
    'asks for nothing when a search from %s lands on results the server already rendered',
    async (previous) => {
      window.history.replaceState(null, '', previous);
      const { rerender } = render(searchPageFor('round', ROUND_RESULTS), { wrapper: FreshCache });
      await act(async () => jest.advanceTimersByTimeAsync(250));
      expect(window.location.pathname + window.location.search).toBe('/search?keyword=round');
      rerender(searchPageFor('round', ROUND_RESULTS));
      await act(async () => jest.advanceTimersByTimeAsync(250));
      expect(askedFor()).toEqual([]);
      expect(screen.getByTestId('listing-count')).toHaveTextContent('30 styles');
      expect(screen.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
    },
  );

  it('asks for nothing when a second search from the search page lands on its rendered results', async () => {
    window.history.replaceState(null, '', searchHref('round'));
    const { rerender } = render(searchPageFor('round', ROUND_RESULTS), { wrapper: FreshCache });
    await act(async () => jest.advanceTimersByTimeAsync(250));
    // Same route, so React keeps the island and hands it the new page's props.
    rerender(searchPageFor('cat eye', CAT_EYE_RESULTS));
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(window.location.search).toBe('?keyword=cat+eye');
    expect(askedFor()).toEqual([]);
    expect(screen.getByTestId('listing-count')).toHaveTextContent('5 styles');
    expect(screen.getByTestId('listing-results')).toHaveAttribute('data-ready', 'true');
  });

  it('still asks for the filtered listing a link names, once the router has written its address', async () => {
    window.history.replaceState(null, '', '/');
    render(
      <>
        <RouterWritesAddress href={listingHref('/eyeglasses', query({ facets: { shape: ['round'] } }))} />
        <ListingExplorer
          path="/eyeglasses"
          scope="eyeglasses"
          pageSize={24}
          initial={{ query: query(), result: ROUND_RESULTS }}
          facets={FACETS}
          anchorId="top"
        />
      </>,
      { wrapper: FreshCache },
    );
    await act(async () => jest.advanceTimersByTimeAsync(250));
    expect(askedFor()).toEqual([
      [
        '/api/goods/list',
        {
          category: 'eyeglasses',
          keyword: undefined,
          filters: { shape: ['round'] },
          sort: 'featured',
          page: 1,
          pageSize: 24,
        },
      ],
      ['/api/goods/attribute', { category: 'eyeglasses', keyword: undefined, filters: { shape: ['round'] } }],
    ]);
    expect(screen.getByTestId('listing-count')).toHaveTextContent('12 styles');
  });
});
