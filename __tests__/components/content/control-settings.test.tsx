import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { ControlSearch } from '@/components/control/control-search';
import { CurrencyChoice } from '@/components/control/currency-choice';
import { callApi } from '@/lib/api';
import { CURRENCY_COOKIE } from '@/lib/shop/cookie-names';
import { resetShopState, shopStore } from '@/lib/client/store';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/control/search',
}));
jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));

beforeEach(() => {
  document.cookie = `${CURRENCY_COOKIE}=; max-age=0; path=/`;
  resetShopState();
  push.mockClear();
  jest.mocked(callApi).mockReset();
});

describe('CurrencyChoice (/control/language)', () => {
  it('shows the current currency and switches it with the store action the header uses', async () => {
    const user = userEvent.setup();
    render(<CurrencyChoice />);
    expect(screen.getByRole('radio', { name: 'US Dollar (USD $)' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'British Pound (GBP £)' }));
    expect(shopStore.getState().currencyIndex).toBe(4);
    expect(document.cookie).toContain(CURRENCY_COOKIE);
    expect(screen.getByRole('radio', { name: 'British Pound (GBP £)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'US Dollar (USD $)' })).not.toBeChecked();
  });
});

describe('ControlSearch (/control/search)', () => {
  function renderSearch() {
    return render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ControlSearch />
      </SWRConfig>,
    );
  }

  it('goes where the header search goes, and lists the popular searches', async () => {
    jest.mocked(callApi).mockResolvedValue({ list: [{ id: 1, word: 'round frames' }] });
    const user = userEvent.setup();
    renderSearch();
    expect(await screen.findByRole('link', { name: 'round frames' })).toHaveAttribute(
      'href',
      '/search?keyword=round+frames',
    );
    await user.type(
      screen.getByRole('searchbox', { name: 'Search frames and sunglasses' }),
      ' cat eye {Enter}',
    );
    expect(push).toHaveBeenCalledWith('/search?keyword=cat+eye');
  });

  it('submits to /search?keyword= without a script, and not at all when empty', async () => {
    jest.mocked(callApi).mockResolvedValue({ list: [] });
    const user = userEvent.setup();
    renderSearch();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(screen.getByRole('searchbox')).toHaveAttribute('name', 'keyword');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });
});
