import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { SearchBox } from '@/components/layout/search-box';
import { callApi } from '@/lib/api';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/',
}));
jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));

function renderSearch() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <SearchBox />
    </SWRConfig>,
  );
}

beforeEach(() => {
  push.mockClear();
  jest.mocked(callApi).mockReset();
});

describe('SearchBox', () => {
  it('shows the hot search words on focus, each linking to its search', async () => {
    jest.mocked(callApi).mockResolvedValue({
      list: [
        { id: 1, word: 'round frames' },
        { id: 2, word: 'blue light' },
      ],
    });
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByTestId('search-input'));

    const word = await screen.findByRole('link', { name: 'round frames' });
    expect(word).toHaveAttribute('href', '/search?keyword=round+frames');
    expect(screen.getByRole('link', { name: 'blue light' })).toHaveAttribute(
      'href',
      '/search?keyword=blue+light',
    );
    expect(jest.mocked(callApi).mock.calls[0]?.[0]).toMatchObject({ path: '/api/other/hotSearchWords' });
  });

  it('goes to /search?keyword=… on submit', async () => {
    jest.mocked(callApi).mockResolvedValue({ list: [] });
    const user = userEvent.setup();
    renderSearch();
    await user.type(
      screen.getByRole('combobox', { name: 'Search frames and sunglasses' }),
      '  cat eye {Enter}',
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith('/search?keyword=cat+eye'));
  });

  // The words (and SWR with them) are fetched once the shopper heads for the field
  it('asks for the hot search words only when the pointer or focus reaches the search', async () => {
    jest.mocked(callApi).mockResolvedValue({ list: [{ id: 1, word: 'round frames' }] });
    const user = userEvent.setup();
    renderSearch();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callApi).not.toHaveBeenCalled();
    await user.hover(screen.getByTestId('search-input'));
    await waitFor(() => expect(callApi).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('hot-search-words')).not.toBeInTheDocument();
  });

  it('does not search for an empty keyword', async () => {
    jest.mocked(callApi).mockResolvedValue({ list: [] });
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByTestId('search-submit'));
    expect(push).not.toHaveBeenCalled();
  });

  it('still works when the hot words cannot be loaded', async () => {
    jest.mocked(callApi).mockRejectedValue(new Error('HTTP 404'));
    const user = userEvent.setup();
    renderSearch();
    await user.click(screen.getByTestId('search-input'));
    expect(screen.queryByTestId('hot-search-words')).not.toBeInTheDocument();
    await user.keyboard('aviator{Enter}');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/search?keyword=aviator'));
  });
});
