import { act, render, screen } from '@testing-library/react';
import { COUNTS_COOKIE, CURRENCY_COOKIE, TOKEN_COOKIE, USER_INFO_COOKIE } from '@/lib/shop/cookie-names';
import { readPersistedState } from '@/lib/client/persisted-state';
import {
  closeDialog,
  COUPON_TAG_KEY,
  dismissTip,
  hydrateShopState,
  logout,
  openDialog,
  resetShopState,
  selectCounts,
  selectCurrency,
  selectCurrentTip,
  selectSignedIn,
  setActiveRequests,
  setCounts,
  setCurrencyIndex,
  setPrevious,
  setToken,
  setUserInfo,
  shopStore,
  showTip,
  suggestCurrencyIndex,
  useShopState,
} from '@/lib/client/store';
import { reloadPage } from '@/lib/client/page-reload';
import type { UserInfo } from '@/lib/client/store';

jest.mock('@/lib/client/page-reload', () => ({ reloadPage: jest.fn() }));

const ADA_INFO: UserInfo = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneCode: '',
  phone: '',
  gender: '',
  birthday: '',
  countryCode: '',
  hasPassword: true,
  newsletter: false,
  memberSince: '2025-03-14T09:30:00.000Z',
};

const DEVICE_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{67}$/;

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(name.length + 1));
}

function clearCookies() {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  resetShopState();
  jest.mocked(reloadPage).mockClear();
});

describe('store actions and selectors', () => {
  it('starts anonymous, in USD, with nothing open', () => {
    const state = shopStore.getState();
    expect(selectSignedIn(state)).toBe(false);
    expect(selectCurrency(state).code).toBe('USD');
    expect(selectCounts(state)).toEqual({ collect: 0, cart: 0 });
    expect(state.dialogs).toEqual({ login: false, reset: false, coupons: false, nav: false, overlay: false });
    expect(state.currencyList.map((option) => option.value)).toEqual(['USD', 'AUD', 'EUR', 'CAD', 'GBP']);
  });

  it('switches currency by index and ignores an index outside the list', () => {
    setCurrencyIndex(2);
    expect(selectCurrency(shopStore.getState()).code).toBe('EUR');
    setCurrencyIndex(9);
    setCurrencyIndex(-1);
    expect(shopStore.getState().currencyIndex).toBe(2);
  });

  it('lets a suggested currency apply only until the visitor chooses one', () => {
    suggestCurrencyIndex(1);
    expect(shopStore.getState().currencyIndex).toBe(1);
    expect(cookieValue(CURRENCY_COOKIE)).toBeUndefined();
    setCurrencyIndex(4);
    suggestCurrencyIndex(1);
    expect(shopStore.getState().currencyIndex).toBe(4);
  });

  it('opens and closes dialogs and picks the login tab', () => {
    openDialog('login', 'register');
    expect(shopStore.getState().dialogs.login).toBe(true);
    expect(shopStore.getState().loginDialogTab).toBe('register');
    openDialog('nav');
    closeDialog('login');
    expect(shopStore.getState().dialogs).toMatchObject({ login: false, nav: true });
  });

  it('derives requestLoading from the number of requests in flight', () => {
    setActiveRequests(2);
    expect(shopStore.getState().requestLoading).toBe(true);
    setActiveRequests(0);
    expect(shopStore.getState().requestLoading).toBe(false);
  });

  it('merges counts and remembers the previous page', () => {
    setCounts({ cart: 3 });
    setCounts({ collect: 1 });
    expect(selectCounts(shopStore.getState())).toEqual({ collect: 1, cart: 3 });
    setPrevious({ from: '/eyeglasses', query: { page: '2' }, params: { type: 'eyeglasses' } });
    expect(shopStore.getState().previous?.from).toBe('/eyeglasses');
  });

  it('queues tips and shows them one at a time', () => {
    showTip('First');
    showTip('  ');
    showTip('Second');
    const first = selectCurrentTip(shopStore.getState());
    expect(first?.message).toBe('First');
    expect(shopStore.getState().tips).toHaveLength(2);
    dismissTip(first?.id ?? -1);
    expect(selectCurrentTip(shopStore.getState())?.message).toBe('Second');
  });

  it('re-renders a component through useShopState when its slice changes', () => {
    function CartCount() {
      const cart = useShopState((state) => state.counts.cart);
      return <output aria-label="cart">{cart}</output>;
    }
    render(<CartCount />);
    expect(screen.getByLabelText('cart')).toHaveTextContent('0');
    act(() => setCounts({ cart: 5 }));
    expect(screen.getByLabelText('cart')).toHaveTextContent('5');
  });
});

describe('persisted state (docs/product.md#client-state: kept in a cookie)', () => {
  it('round-trips currency, token, user info and counts through the cookies', () => {
    setCurrencyIndex(3);
    setToken('tok_round_trip');
    setUserInfo(ADA_INFO);
    setCounts({ collect: 2, cart: 4 });

    expect(cookieValue(TOKEN_COOKIE)).toBe('tok_round_trip');
    expect(readPersistedState()).toEqual({
      currencyIndex: 3,
      currencyList: shopStore.getState().currencyList,
      userToken: 'tok_round_trip',
      userInfo: ADA_INFO,
      counts: { collect: 2, cart: 4 },
    });

    resetShopState();
    hydrateShopState();
    const state = shopStore.getState();
    expect(state).toMatchObject({
      hydrated: true,
      currencyIndex: 3,
      currencyChosen: true,
      userToken: 'tok_round_trip',
      userInfo: { firstName: 'Ada' },
      counts: { collect: 2, cart: 4 },
    });
  });

  it('reads nothing from missing or tampered cookies', () => {
    document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent('{"index":42}')}; path=/`;
    document.cookie = `${COUNTS_COOKIE}=not-json; path=/`;
    expect(readPersistedState()).toEqual({});
    hydrateShopState();
    expect(shopStore.getState()).toMatchObject({ currencyIndex: 0, currencyChosen: false, userToken: '' });
  });

  it('ignores stored user info without a login cookie', () => {
    document.cookie = `${USER_INFO_COOKIE}=${encodeURIComponent('{"email":"x@y.z"}')}; path=/`;
    expect(readPersistedState().userInfo).toBeUndefined();
  });
});

describe('logout (docs/product.md#accounts)', () => {
  beforeEach(() => {
    setToken('tok_logout');
    setUserInfo(ADA_INFO);
    sessionStorage.setItem(COUPON_TAG_KEY, 'WELCOME10');
  });

  it('clears token, user info and the coupon tag, creates a device id and reloads', () => {
    logout();
    const state = shopStore.getState();
    expect(state.userToken).toBe('');
    expect(state.userInfo).toBeNull();
    expect(cookieValue(TOKEN_COOKIE)).toBeUndefined();
    expect(cookieValue(USER_INFO_COOKIE)).toBeUndefined();
    expect(sessionStorage.getItem(COUPON_TAG_KEY)).toBeNull();
    expect(localStorage.getItem('deviceId')).toMatch(DEVICE_ID_PATTERN);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('keeps an existing device id', () => {
    const existing = `d${'a'.repeat(67)}`;
    localStorage.setItem('deviceId', existing);
    logout();
    expect(localStorage.getItem('deviceId')).toBe(existing);
  });
});
