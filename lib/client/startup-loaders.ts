import { callApi, lookupVisitorIp } from '@/lib/api';
import type { CallAddress } from '@/lib/contract/address';
import { BROWSER_CALLS, countryListAddress } from '@/lib/contract/addresses';
import type { Country } from '@/lib/contract/calls/reference';
import { suggestedCurrencyIndex } from './currency-suggestion';
import type { ItemCounts, UserInfo } from './shop-state';

// spec §7: "The store loads country and currency data, user info, and the wishlist and cart counts."
// Each loader answers null when it has nothing (a failure already tipped by the API client, or a call
// that is not part of the contract yet), and the store keeps what it had.

const USER_INFO_PATH = '/api/user/userInfo';
const WISHLIST_COUNT_PATH = '/api/wishlist/count';
const CART_COUNT_PATH = '/api/cart/count';

/**
 * The address of a call the browser may make. Calls that later issues add (user info, the cart count)
 * are used as soon as they join BROWSER_CALLS; until then nothing is requested, so a route that does
 * not exist yet can never open the 404 page.
 */
async function contractCall(path: string): Promise<CallAddress | null> {
  return BROWSER_CALLS.find((call) => call.path === path) ?? null;
}

export async function loadCountries(): Promise<Country[] | null> {
  try {
    const { list } = await callApi(countryListAddress, {}, { tip: false });
    return list;
  } catch {
    return null;
  }
}

/** The signed-in shopper's profile; only called when a token exists. */
export async function loadUserInfo(): Promise<UserInfo | null> {
  try {
    const call = await contractCall(USER_INFO_PATH);
    if (!call) return null;
    const data: unknown = await callApi(call, {}, { tip: false });
    return typeof data === 'object' && data !== null ? (data as UserInfo) : null;
  } catch {
    return null;
  }
}

function countOf(data: unknown): number | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).count : data;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

async function loadCount(path: string): Promise<number | null> {
  try {
    const call = await contractCall(path);
    return call ? countOf(await callApi(call, {}, { tip: false })) : null;
  } catch {
    return null;
  }
}

/**
 * The wishlist and cart counts. Both belong to the device for guests (spec §7 X-Device-Id) and to
 * the account once signed in, so both load either way; the argument is no longer needed.
 */
export async function loadCounts(_signedIn?: boolean): Promise<Partial<ItemCounts>> {
  const [collect, cart] = await Promise.all([loadCount(WISHLIST_COUNT_PATH), loadCount(CART_COUNT_PATH)]);
  return { ...(collect === null ? {} : { collect }), ...(cart === null ? {} : { cart }) };
}

/** The currency to suggest from the visitor's IP, or null. */
export async function loadSuggestedCurrencyIndex(countries: readonly Country[]): Promise<number | null> {
  return suggestedCurrencyIndex(await lookupVisitorIp(), countries);
}
