import { callApi, lookupVisitorIp } from '@/lib/api';
import {
  cartCountAddress,
  countryListAddress,
  userInfoAddress,
  wishlistCountAddress,
} from '@/lib/contract/first-load-addresses';
import type { Country } from '@/lib/contract/calls/reference';
import { suggestedCurrencyIndex } from './currency-suggestion';
import { nextTask } from './next-task';
import type { ItemCounts, UserInfo } from './shop-state';

// docs/product.md#calls: the store loads country and currency data, user info, and the wishlist and
// cart counts. Each loader answers null when it has nothing (a failure, already tipped by the API
// client when it tips), and the store keeps what it had.

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
    const data: unknown = await callApi(userInfoAddress, {}, { tip: false });
    return typeof data === 'object' && data !== null ? (data as UserInfo) : null;
  } catch {
    return null;
  }
}

function countOf(data: unknown): number | null {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).count : data;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

async function loadCount(request: () => Promise<unknown>): Promise<number | null> {
  try {
    return countOf(await request());
  } catch {
    return null;
  }
}

/**
 * The wishlist and cart counts. Both belong to the device for guests (X-Device-Id) and to
 * the account once signed in, so both load either way; the argument is no longer needed.
 */
export async function loadCounts(_signedIn?: boolean): Promise<Partial<ItemCounts>> {
  const wishlistCount = loadCount(() => callApi(wishlistCountAddress, {}, { tip: false }));
  // the two calls start a task apart (lib/client/next-task.ts), and still run side by side
  await nextTask();
  const cartCount = loadCount(() => callApi(cartCountAddress, {}, { tip: false }));
  const [collect, cart] = await Promise.all([wishlistCount, cartCount]);
  return { ...(collect === null ? {} : { collect }), ...(cart === null ? {} : { cart }) };
}

/** The currency to suggest from the visitor's IP, or null. */
export async function loadSuggestedCurrencyIndex(countries: readonly Country[]): Promise<number | null> {
  return suggestedCurrencyIndex(await lookupVisitorIp(), countries);
}
