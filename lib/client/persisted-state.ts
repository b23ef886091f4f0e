import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { LOGIN_COOKIE_DAYS } from '@/lib/shop/constants';
import { CURRENCIES, isCurrencyCode } from '@/lib/shop/currency';
import { COUNTS_COOKIE, CURRENCY_COOKIE, TOKEN_COOKIE, USER_INFO_COOKIE } from '@/lib/shop/cookie-names';
import type { CurrencyOption, ItemCounts, UserInfo } from './shop-state';

// docs/product.md#client-state: the persisted part of the client state lives in cookies: currency
// index and list, user token, user info, and the wishlist and cart counts. Only the browser reads
// or writes them (after mount), so no server layout ever reads a cookie and pages stay static.

const DAY_SECONDS = 24 * 60 * 60;
// the login cookie lives 2 days
const LOGIN_MAX_AGE = LOGIN_COOKIE_DAYS * DAY_SECONDS;
const CURRENCY_MAX_AGE = 365 * DAY_SECONDS;

export interface PersistedState {
  currencyIndex: number;
  currencyList: readonly CurrencyOption[];
  userToken: string;
  userInfo: UserInfo | null;
  counts: ItemCounts;
}

type Reader<T> = (value: unknown) => T | undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

// Cookies are checked by hand rather than with zod, which would otherwise ship to every page.
const readCurrency: Reader<{ index: number; list?: CurrencyOption[] }> = (value) => {
  if (!isRecord(value) || !isCount(value.index) || value.index >= CURRENCIES.length) return undefined;
  const { list } = value;
  if (list === undefined) return { index: value.index };
  const valid =
    Array.isArray(list) &&
    list.length === CURRENCIES.length &&
    list.every(
      (option) => isRecord(option) && isCurrencyCode(option.value) && typeof option.icon === 'string',
    );
  return valid ? { index: value.index, list: list as CurrencyOption[] } : undefined;
};

const readCounts: Reader<ItemCounts> = (value) =>
  isRecord(value) && isCount(value.collect) && isCount(value.cart)
    ? { collect: value.collect, cart: value.cart }
    : undefined;

// The cookie is written by this code from /api/user/userInfo; the start-up load refreshes it, so a
// light check (an object with an e-mail) is enough to keep a tampered value out.
const readUserInfo: Reader<UserInfo> = (value) =>
  isRecord(value) && typeof value.email === 'string' ? (value as unknown as UserInfo) : undefined;

function cookieOptions(maxAge: number) {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { maxAge, path: '/', sameSite: 'lax' as const, secure };
}

function readJson<T>(name: string, read: Reader<T>): T | undefined {
  const raw = getCookie(name);
  if (!raw) return undefined;
  try {
    return read(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** What the cookies hold; a field is absent when its cookie is missing or unreadable. */
export function readPersistedState(): Partial<PersistedState> {
  const state: Partial<PersistedState> = {};
  const currency = readJson(CURRENCY_COOKIE, readCurrency);
  if (currency) {
    state.currencyIndex = currency.index;
    if (currency.list) state.currencyList = currency.list;
  }
  const token = getCookie(TOKEN_COOKIE);
  if (token) {
    state.userToken = token;
    const userInfo = readJson(USER_INFO_COOKIE, readUserInfo);
    if (userInfo) state.userInfo = userInfo;
  }
  const counts = readJson(COUNTS_COOKIE, readCounts);
  if (counts) state.counts = counts;
  return state;
}

export function persistCurrency(index: number, list: readonly CurrencyOption[]): void {
  setCookie(CURRENCY_COOKIE, JSON.stringify({ index, list }), cookieOptions(CURRENCY_MAX_AGE));
}

export function persistToken(token: string): void {
  if (token) setCookie(TOKEN_COOKIE, token, cookieOptions(LOGIN_MAX_AGE));
  else deleteCookie(TOKEN_COOKIE, { path: '/' });
}

export function persistUserInfo(userInfo: UserInfo | null): void {
  if (userInfo) setCookie(USER_INFO_COOKIE, JSON.stringify(userInfo), cookieOptions(LOGIN_MAX_AGE));
  else deleteCookie(USER_INFO_COOKIE, { path: '/' });
}

export function persistCounts(counts: ItemCounts): void {
  setCookie(COUNTS_COOKIE, JSON.stringify(counts), cookieOptions(LOGIN_MAX_AGE));
}

/** Forgets the signed-in shopper: the login cookie and the user info cookie. */
export function clearPersistedLogin(): void {
  persistToken('');
  persistUserInfo(null);
}
