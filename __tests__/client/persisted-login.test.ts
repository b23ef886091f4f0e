import { persistCounts, persistCurrency, persistToken, persistUserInfo } from '@/lib/client/persisted-state';
import { DEFAULT_CURRENCY_LIST } from '@/lib/client/shop-state';
import { ADA } from './account-fixtures';

// docs/product.md#client-state: the login cookie lives 2 days; what belongs to the sign-in lives as
// long, and the chosen currency a year.

const DAY_SECONDS = 24 * 60 * 60;

/** The cookie strings `persist` writes to document.cookie. */
function cookiesWrittenBy(persist: () => void): string[] {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    written.push(cookie);
  });
  try {
    persist();
  } finally {
    setter.mockRestore();
  }
  return written;
}

describe('the persisted shop state', () => {
  it.each<[string, () => void, number]>([
    ['the login token', () => persistToken('tok_two_days'), 2 * DAY_SECONDS],
    ['the signed-in user info', () => persistUserInfo(ADA), 2 * DAY_SECONDS],
    ['the wishlist and cart counts', () => persistCounts({ collect: 1, cart: 2 }), 2 * DAY_SECONDS],
    ['the chosen currency', () => persistCurrency(2, DEFAULT_CURRENCY_LIST), 365 * DAY_SECONDS],
  ])('keeps %s for %i s', (_what, persist, seconds) => {
    expect(cookiesWrittenBy(persist)).toEqual([
      expect.stringMatching(new RegExp(`; max-age=${seconds}(;|$)`, 'i')),
    ]);
  });
});
