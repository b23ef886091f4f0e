import { act, fireEvent, render, screen } from '@testing-library/react';
import { callApi } from '@/lib/api';
import { FaqSearch } from '@/components/content/faq-search';

// docs/product.md#constants: search as you type waits for the 600 ms debounce, and "Searching…"
// stays for the 200 ms fetch minimum delay instead of flashing when the answer is instant.

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

const ARTICLE = {
  id: 1,
  slug: 'returns',
  topic: 'orders',
  title: 'How do returns work?',
  summary: '30 days.',
};

beforeEach(() => {
  jest.useFakeTimers();
  mockedCallApi.mockReset();
  mockedCallApi.mockResolvedValue({ list: [ARTICLE] });
});
afterEach(() => jest.useRealTimers());

const type = (value: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search the help articles' }), {
    target: { value },
  });

describe('FaqSearch timing', () => {
  it('asks once, 600 ms after the last key, with the whole word', async () => {
    render(<FaqSearch />);
    type('re');
    await act(async () => jest.advanceTimersByTimeAsync(400));
    type('ret');
    await act(async () => jest.advanceTimersByTimeAsync(400));
    type('returns');
    await act(async () => jest.advanceTimersByTimeAsync(599));
    expect(mockedCallApi).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/question/search' }),
      { keyword: 'returns', limit: 10 },
      expect.objectContaining({ tip: false }),
    );
  });

  it('shows "Searching…" for at least 200 ms even when the answer is instant', async () => {
    render(<FaqSearch />);
    type('returns');
    await act(async () => jest.advanceTimersByTimeAsync(600));
    expect(screen.getByTestId('faq-search-status')).toHaveTextContent('Searching…');
    await act(async () => jest.advanceTimersByTimeAsync(199));
    expect(screen.getByTestId('faq-search-status')).toHaveTextContent('Searching…');
    await act(async () => jest.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('faq-search-status')).toHaveTextContent('1 article matches “returns”.');
  });

  it('Enter searches at once and cancels the pending search', async () => {
    render(<FaqSearch />);
    type('returns');
    fireEvent.submit(screen.getByTestId('faq-search'));
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTimeAsync(2000));
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
  });
});
