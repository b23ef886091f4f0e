import { useCallback, useSyncExternalStore } from 'react';
import type { Country } from '@/lib/contract/calls/reference';
import { callApi, SIGNED_OUT_TIP } from '@/lib/api';
import { ensureDeviceId } from '@/lib/api/device-id';
import { logoutAddress } from '@/lib/contract/first-load-addresses';
import { CURRENCIES, currencyByIndex } from '@/lib/shop/currency';
import { createStore } from './create-store';
import { reloadPage } from './page-reload';
import {
  clearPersistedLogin,
  persistCounts,
  persistCurrency,
  persistToken,
  persistUserInfo,
  readPersistedState,
} from './persisted-state';
import {
  INITIAL_SHOP_STATE,
  type DialogName,
  type ItemCounts,
  type LoginDialogTab,
  type PreviousPage,
  type ShopState,
  type UserInfo,
} from './shop-state';
import { loadCounts } from './startup-loaders';
import { carryTipAcrossReload, takeTipCarriedAcrossReload } from './tip-after-reload';
import { joinVisit, leaveVisit } from './visit-time';

export type * from './shop-state';

/** The one client store of the shop (docs/product.md#client-state). */
export const shopStore = createStore<ShopState>(INITIAL_SHOP_STATE);

/** The coupon tag held in session storage, cleared on logout (docs/product.md#accounts). */
export const COUPON_TAG_KEY = 'couponTag';

const getServerSnapshot = () => INITIAL_SHOP_STATE;

/**
 * Reads one slice of the store and re-renders when it changes. Return a primitive or a piece of the
 * state as it is (`s => s.counts`); a selector that builds a new object each time re-renders on every
 * store change.
 */
export function useShopState<T>(selector: (state: ShopState) => T): T {
  const select = useCallback(() => selector(shopStore.getState()), [selector]);
  const selectServer = useCallback(() => selector(getServerSnapshot()), [selector]);
  return useSyncExternalStore(shopStore.subscribe, select, selectServer);
}

// ---- selectors ------------------------------------------------------------------------------------

/** The currency prices are shown in (USD by default, docs/product.md#currencies). */
export const selectCurrency = (state: ShopState) => currencyByIndex(state.currencyIndex);
export const selectSignedIn = (state: ShopState) => state.userToken !== '';
export const selectCounts = (state: ShopState) => state.counts;
export const selectCurrentTip = (state: ShopState) => state.tips[0] ?? null;

// ---- actions --------------------------------------------------------------------------------------

/** Loads the persisted part of the state from the cookies. Call once, after mount. */
export function hydrateShopState(): void {
  const persisted = readPersistedState();
  shopStore.setState({
    ...persisted,
    currencyChosen: persisted.currencyIndex !== undefined,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
    hydrated: true,
  });
}

// docs/product.md#currencies: switching currency changes the index into the currency list
// (persisted, a year)
export function setCurrencyIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= CURRENCIES.length) return;
  const { currencyList } = shopStore.getState();
  shopStore.setState({ currencyIndex: index, currencyChosen: true });
  persistCurrency(index, currencyList);
}

/** A currency guessed for the visitor (e.g. from their IP); never overrides one they chose. */
export function suggestCurrencyIndex(index: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= CURRENCIES.length) return;
  if (shopStore.getState().currencyChosen) return;
  shopStore.setState({ currencyIndex: index });
}

export function setToken(token: string): void {
  shopStore.setState({ userToken: token });
  persistToken(token);
}

export function setUserInfo(userInfo: UserInfo | null): void {
  shopStore.setState({ userInfo });
  persistUserInfo(userInfo);
}

export function setCounts(counts: Partial<ItemCounts>): void {
  const next = { ...shopStore.getState().counts, ...counts };
  shopStore.setState({ counts: next });
  persistCounts(next);
}

export function openDialog(name: DialogName, tab?: LoginDialogTab): void {
  shopStore.setState((state) => ({
    dialogs: { ...state.dialogs, [name]: true },
    ...(tab ? { loginDialogTab: tab } : {}),
  }));
}

export function closeDialog(name: DialogName): void {
  shopStore.setState((state) =>
    state.dialogs[name] ? { dialogs: { ...state.dialogs, [name]: false } } : {},
  );
}

export function setLoginDialogTab(tab: LoginDialogTab): void {
  shopStore.setState({ loginDialogTab: tab });
}

export function setPrevious(previous: PreviousPage | null): void {
  shopStore.setState({ previous });
}

export function setTryOn(
  tryOn: Partial<Pick<ShopState, 'tryOnShow' | 'tryOnImg' | 'tryCode' | 'tryOnSku'>>,
): void {
  shopStore.setState(tryOn);
}

/** Opens the try-on on a frame, in the colour on screen when one is given. */
export function openTryOn(code: string, sku = ''): void {
  shopStore.setState({ tryOnShow: true, tryCode: code, tryOnSku: sku });
}

export function setActiveRequests(activeRequests: number): void {
  const count = Math.max(0, Math.trunc(activeRequests));
  shopStore.setState({ activeRequests: count, requestLoading: count > 0 });
}

export function setOnline(online: boolean): void {
  shopStore.setState({ online });
}

export function setCountries(countries: readonly Country[]): void {
  shopStore.setState({ countries });
}

/** HTTP 404, 500 or 504 opens the error page with that status, in place of the route. */
export function showErrorStatus(status: number): void {
  shopStore.setState({ errorStatus: status });
}

export function clearErrorStatus(): void {
  shopStore.setState({ errorStatus: null });
}

let nextTipId = 1;

/** Queues a tip for the snackbar; tips show one at a time, oldest first. */
export function showTip(message: string): void {
  const text = message.trim();
  if (!text) return;
  shopStore.setState((state) => ({ tips: [...state.tips, { id: nextTipId++, message: text }] }));
}

export function dismissTip(id: number): void {
  shopStore.setState((state) => ({ tips: state.tips.filter((tip) => tip.id !== id) }));
}

/**
 * docs/product.md#accounts: logout clears the token, user info and the coupon tag held in session
 * storage, ensures a local device id exists (so the guest cart keeps working), and reloads the
 * page.
 */
export function logout(): void {
  shopStore.setState({ userToken: '', userInfo: null });
  clearPersistedLogin();
  try {
    window.sessionStorage.removeItem(COUPON_TAG_KEY);
  } catch {
    // storage can be unavailable (privacy mode); nothing to clear then
  }
  ensureDeviceId();
  reloadPage();
}

/**
 * Code 3 (docs/product.md#errors): the server says the sign-in is gone. The shopper is logged out
 * (the page reloads) and the tip "Login status has expired." waits for the reloaded page, where it
 * is seen.
 */
export function expireSession(): void {
  carryTipAcrossReload(SIGNED_OUT_TIP);
  logout();
}

/** Shows the tip a reload carried (code 3); call once the new page has started. */
export function showTipCarriedAcrossReload(): void {
  const message = takeTipCarriedAcrossReload();
  if (message) showTip(message);
}

/**
 * A sign-in, registration or password reset succeeded: keep the token and user info (persisted
 * for the login cookie's 2 days), start the visit (joinUserTime) and reload the counts,
 * since the device's guest wishlist now belongs to the account. Resolves once the counts are in.
 */
export async function signIn(token: string, userInfo: UserInfo): Promise<void> {
  setToken(token);
  setUserInfo(userInfo);
  const visit = joinVisit();
  const counts = loadCounts().then((loaded) => {
    if (Object.keys(loaded).length > 0 && selectSignedIn(shopStore.getState())) setCounts(loaded);
  });
  await Promise.allSettled([visit, counts]);
}

/** How long sign-out waits for the server to end the session before it signs out anyway. */
export const SIGN_OUT_WAIT_MS = 5_000;

/**
 * The shopper signs out: the server ends the session first (the token stops working everywhere it
 * may have been copied), then the logout of docs/product.md#accounts runs. A failed or slow server
 * call never keeps the shopper signed in on this device.
 */
export async function signOut(): Promise<void> {
  if (selectSignedIn(shopStore.getState())) {
    leaveVisit();
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), SIGN_OUT_WAIT_MS);
    try {
      await callApi(logoutAddress, {}, { tip: false, signal: abort.signal });
    } catch {
      // the session may already be over (code 3) or the shop unreachable: sign out here anyway
    } finally {
      clearTimeout(timer);
    }
    // a code 3 answer has already logged out (and reloaded) through the API client
    if (!selectSignedIn(shopStore.getState())) return;
  }
  logout();
}

/** Back to the initial state, for tests. */
export function resetShopState(): void {
  shopStore.setState(INITIAL_SHOP_STATE);
}
