import type { Country } from '@/lib/contract/calls/reference';
import type { UserInfo as ContractUserInfo } from '@/lib/contract/calls/user';
import { CURRENCIES, DEFAULT_CURRENCY_INDEX, type CurrencyCode } from '@/lib/shop/currency';

// docs/product.md#client-state: the system state every page shares. Field names are spelled out in
// full (the previous shop's `currencyIndx` is `currencyIndex`, its `CollectionsAndCartsNum` is
// `counts`).

/** Where the shopper came from: the previous page's path, query and route params. */
export interface PreviousPage {
  from: string;
  query: Record<string, string>;
  params: Record<string, string>;
}

export type DialogName = 'login' | 'reset' | 'coupons' | 'nav' | 'overlay';
export type DialogFlags = Record<DialogName, boolean>;

/** Which tab the sign-in dialog opens on. */
export type LoginDialogTab = 'login' | 'register';

/** One entry of the currency list, each with value and icon. */
export interface CurrencyOption {
  value: CurrencyCode;
  icon: string;
}

/** The signed-in shopper's profile (the user info), as /api/user/userInfo answers it. */
export type UserInfo = ContractUserInfo;

/** CollectionsAndCartsNum: the wishlist (collect) and cart item counts. */
export interface ItemCounts {
  collect: number;
  cart: number;
}

export interface Tip {
  id: number;
  message: string;
}

export interface ShopState {
  previous: PreviousPage | null;
  /** The try-on dialog is open, on the face picture `tryOnImg` (a blob URL), with product `tryCode`. */
  tryOnShow: boolean;
  tryOnImg: string;
  tryCode: string;
  /** The colour the try-on opens in (the one on screen where it was opened); '' for the first in stock. */
  tryOnSku: string;
  dialogs: DialogFlags;
  loginDialogTab: LoginDialogTab;
  /** How many API requests are in flight; `requestLoading` is `activeRequests > 0`. */
  activeRequests: number;
  requestLoading: boolean;
  currencyIndex: number;
  currencyList: readonly CurrencyOption[];
  /** Whether the visitor picked the currency themselves (an IP-based suggestion never overrides it). */
  currencyChosen: boolean;
  userToken: string;
  userInfo: UserInfo | null;
  counts: ItemCounts;
  online: boolean;
  countries: readonly Country[];
  /** A status (404, 500, 504) the API client asked to show as the error page in place of the route. */
  errorStatus: number | null;
  /** Tips waiting for the snackbar, oldest first; the first one is on screen. */
  tips: readonly Tip[];
  /** True once the persisted state has been read from the cookies (after mount, never on the server). */
  hydrated: boolean;
}

export const DEFAULT_CURRENCY_LIST: readonly CurrencyOption[] = CURRENCIES.map((currency) => ({
  value: currency.code,
  icon: currency.symbol,
}));

export const CLOSED_DIALOGS: DialogFlags = {
  login: false,
  reset: false,
  coupons: false,
  nav: false,
  overlay: false,
};

export const NO_COUNTS: ItemCounts = { collect: 0, cart: 0 };

/** The state every page renders with on the server and on the first client render. */
export const INITIAL_SHOP_STATE: ShopState = {
  previous: null,
  tryOnShow: false,
  tryOnImg: '',
  tryCode: '',
  tryOnSku: '',
  dialogs: CLOSED_DIALOGS,
  loginDialogTab: 'login',
  activeRequests: 0,
  requestLoading: false,
  currencyIndex: DEFAULT_CURRENCY_INDEX,
  currencyList: DEFAULT_CURRENCY_LIST,
  currencyChosen: false,
  userToken: '',
  userInfo: null,
  counts: NO_COUNTS,
  online: true,
  countries: [],
  errorStatus: null,
  tips: [],
  hydrated: false,
};
