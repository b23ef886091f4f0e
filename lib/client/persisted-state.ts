import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { z } from 'zod';
import { LOGIN_COOKIE_DAYS } from '@/lib/shop/constants';
import { CURRENCIES, isCurrencyCode } from '@/lib/shop/currency';
import { COUNTS_COOKIE, CURRENCY_COOKIE, TOKEN_COOKIE, USER_INFO_COOKIE } from './cookie-names';
import type { CurrencyOption, ItemCounts, UserInfo } from './shop-state';

// spec §3: the persisted part of the client state lives in cookies: currency index and list, user token,
// user info, and the wishlist and cart counts. Only the browser reads or writes them (after mount), so
// no server layout ever reads a cookie and pages stay static (STYLE: never read a cookie in a layout).

const DAY_SECONDS = 24 * 60 * 60;
// spec §3, §9: the login cookie lives 2 days
const LOGIN_MAX_AGE = LOGIN_COOKIE_DAYS * DAY_SECONDS;
const CURRENCY_MAX_AGE = 365 * DAY_SECONDS;

export interface PersistedState {
  currencyIndex: number;
  currencyList: readonly CurrencyOption[];
  userToken: string;
  userInfo: UserInfo | null;
  counts: ItemCounts;
}

const currencyCookieSchema = z.object({
  index: z
    .number()
    .int()
    .min(0)
    .max(CURRENCIES.length - 1),
  list: z
    .array(z.object({ value: z.string().refine(isCurrencyCode), icon: z.string() }))
    .length(CURRENCIES.length)
    .optional(),
});
const countsSchema = z.object({ collect: z.number().int().min(0), cart: z.number().int().min(0) });
const userInfoSchema = z.record(z.string(), z.unknown());

function cookieOptions(maxAge: number) {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { maxAge, path: '/', sameSite: 'lax' as const, secure };
}

function readJson<T>(name: string, schema: z.ZodType<T>): T | undefined {
  const raw = getCookie(name);
  if (!raw) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** What the cookies hold; a field is absent when its cookie is missing or unreadable. */
export function readPersistedState(): Partial<PersistedState> {
  const state: Partial<PersistedState> = {};
  const currency = readJson(CURRENCY_COOKIE, currencyCookieSchema);
  if (currency) {
    state.currencyIndex = currency.index;
    if (currency.list) state.currencyList = currency.list as CurrencyOption[];
  }
  const token = getCookie(TOKEN_COOKIE);
  if (token) {
    state.userToken = token;
    const userInfo = readJson(USER_INFO_COOKIE, userInfoSchema);
    if (userInfo) state.userInfo = userInfo;
  }
  const counts = readJson(COUNTS_COOKIE, countsSchema);
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
