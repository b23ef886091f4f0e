import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { callApi } from '@/lib/api';
import { ListingExplorer } from '@/components/catalog/listing-explorer';
import { pushAddress } from '@/lib/client/address-query';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { card, FACETS, query } from './listing-fixtures';

// Issue 17 points 16 and 26: the listing island asks for counts that follow the selection, and a
// fast answer still takes the fetch minimum delay (spec §9, 200 ms), so the results do not flicker.

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

const NARROWED: GoodsAttributes = {
  ...FACETS,
  material: [{ value: 'titanium', label: 'Titanium', count: 2 }],
};

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
