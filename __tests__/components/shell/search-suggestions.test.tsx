import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SearchBox } from '@/components/layout/search-box';
import { callApi } from '@/lib/api';
import type { SearchSuggestions } from '@/lib/contract/calls/search';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/',
}));
jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));

const card = (id: number, name: string) => ({
  id,
  code: `OC${id}`,
  name,
  type: 'eyeglasses' as const,
  summary: '',
  priceCents: 4995,
  salePriceCents: null,
  saleEndsAt: null,
  isNewArrival: false,
  isBestSeller: false,
  rating: { average: 0, count: 0 },
  inStock: true,
  image: { url: `/media/${id}.svg`, alt: name, width: 600, height: 300 },
  colors: [],
  frameWidthMm: 138,
});

const SUGGESTIONS: SearchSuggestions = {
  products: [card(1, 'Harper Round'), card(2, 'Milo Round')],
  categories: [{ name: 'Round eyeglasses', href: '/eyeglasses?shape=round' }],
  articles: [],
};

beforeEach(() => {
  push.mockClear();
  jest.mocked(callApi).mockReset();
  jest
    .mocked(callApi)
    .mockImplementation(async (address) =>
      address.path === '/api/search/suggest' ? SUGGESTIONS : { list: [] },
    );
});

const suggestCalls = () =>
  jest.mocked(callApi).mock.calls.filter(([address]) => address.path === '/api/search/suggest');

function renderSearch() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchBox />
    </SWRConfig>,
  );
}

describe('SearchBox suggestions (a combobox)', () => {
  it('asks once the shopper pauses, for the whole word, from two characters', async () => {
    const user = userEvent.setup();
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search frames and sunglasses' });
    await user.type(field, 'r');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(suggestCalls()).toHaveLength(0);
    await user.type(field, 'ound');
    await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 3000 });
    expect(suggestCalls().map(([, input]) => input)).toEqual([{ keyword: 'round' }]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Harper Round$49.95',
      'Milo Round$49.95',
      'Round eyeglasses',
      'See all results for “round”',
    ]);
  });

  it('walks the options with the arrow keys and opens the chosen one with Enter', async () => {
    const user = userEvent.setup();
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search frames and sunglasses' });
    await user.type(field, 'round');
    await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 3000 });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Milo Round/ });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/details/OC2');
  });

  it('Enter without a chosen option searches the words', async () => {
    const user = userEvent.setup();
    renderSearch();
    const field = screen.getByRole('combobox', { name: 'Search frames and sunglasses' });
    await user.type(field, 'round');
    await screen.findByRole('listbox', { name: 'Search suggestions' }, { timeout: 3000 });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/search?keyword=round'));
  });
});
