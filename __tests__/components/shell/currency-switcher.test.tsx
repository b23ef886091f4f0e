import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CurrencySwitcher } from '@/components/layout/currency-switcher';
import { CURRENCY_COOKIE } from '@/lib/shop/cookie-names';
import { hydrateShopState, resetShopState, shopStore } from '@/lib/client/store';

function currencyCookie(): unknown {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${CURRENCY_COOKIE}=`));
  return entry ? JSON.parse(decodeURIComponent(entry.slice(CURRENCY_COOKIE.length + 1))) : undefined;
}

beforeEach(() => {
  document.cookie = `${CURRENCY_COOKIE}=; max-age=0; path=/`;
  resetShopState();
});

describe('CurrencySwitcher (docs/product.md#currencies)', () => {
  it('offers the five currencies with USD selected by default', () => {
    render(<CurrencySwitcher />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('0');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'USD $',
      'AUD A$',
      'EUR €',
      'CAD C$',
      'GBP £',
    ]);
  });

  it('changes the store currency index and persists it in the cookie', async () => {
    const user = userEvent.setup();
    render(<CurrencySwitcher />);
    await user.selectOptions(screen.getByTestId('currency-select'), 'EUR €');

    expect(shopStore.getState().currencyIndex).toBe(2);
    expect(currencyCookie()).toMatchObject({ index: 2 });
    expect(screen.getByTestId('currency-select')).toHaveValue('2');
  });

  it('shows the persisted choice after hydration (a reload)', () => {
    document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent(JSON.stringify({ index: 4 }))}; path=/`;
    render(<CurrencySwitcher />);
    act(() => hydrateShopState());
    expect(screen.getByTestId('currency-select')).toHaveValue('4');
  });
});
