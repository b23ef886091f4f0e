// The account area's structure (docs/product.md#account-area: "/centerMain" and its children), as
// data: the side menu on desktop, the list of sections on phones and the "current page" mark all
// read it.

/** Where the account area lives. */
export const ACCOUNT_AREA_PATH = '/centerMain';
/** The overview page: the area's landing page, and the phone's list of sections. */
export const ACCOUNT_OVERVIEW_ROUTE = 'account';

/** One page of the menu; `route` is the path under /centerMain, exactly as the route spells it. */
export interface AccountMenuEntry {
  route: string;
  label: string;
}

export interface AccountMenuSection {
  title: string;
  entries: readonly AccountMenuEntry[];
}

// the centerMain children, grouped the way a shopper looks for them
export const ACCOUNT_MENU: readonly AccountMenuSection[] = [
  { title: 'My account', entries: [{ route: 'account', label: 'Overview' }] },
  {
    title: 'Orders',
    entries: [
      { route: 'order/order', label: 'My orders' },
      { route: 'order/after-sales', label: 'Returns and exchanges' },
    ],
  },
  {
    title: 'Settings',
    entries: [
      { route: 'settings/Info', label: 'Profile' },
      { route: 'settings/password', label: 'Password' },
      { route: 'settings/address', label: 'Addresses' },
      { route: 'settings/prescription', label: 'Prescriptions' },
      { route: 'settings/subscription', label: 'E-mail preferences' },
    ],
  },
  {
    title: 'Tickets',
    entries: [
      { route: 'tickets/my-tickets', label: 'My tickets' },
      { route: 'tickets/tickets-history', label: 'Ticket history' },
    ],
  },
  {
    title: 'Wallet',
    entries: [
      { route: 'wallet/coupons', label: 'Coupons' },
      { route: 'wallet/wallet', label: 'Wallet' },
    ],
  },
  { title: 'Personalization', entries: [{ route: 'personalization/wishlist', label: 'Wishlist' }] },
];

/**
 * Pages reached from another page rather than from the menu (an order's detail, an order used as a
 * template): the menu marks the entry they belong to.
 */
export const ACCOUNT_SUBPAGES: Readonly<Record<string, string>> = {
  'order/order-detail': 'order/order',
  'order/template': 'order/order',
  // docs/product.md#prescription-later: opened from the order's page and the reminder mails
  'order/send-prescription': 'order/order',
};

/** Every account page (the centerMain children): the menu's entries and their subpages. */
export const ACCOUNT_ROUTES: readonly string[] = [
  ...ACCOUNT_MENU.flatMap((section) => section.entries.map((entry) => entry.route)),
  ...Object.keys(ACCOUNT_SUBPAGES),
];

/** The address of an account page: `accountHref('settings/Info')` → "/centerMain/settings/Info". */
export function accountHref(route: string): string {
  return `${ACCOUNT_AREA_PATH}/${route}`;
}

/** The account route a pathname shows ("settings/Info"), or null outside the area. */
export function accountRouteOf(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!path.startsWith(`${ACCOUNT_AREA_PATH}/`)) return null;
  const route = path.slice(ACCOUNT_AREA_PATH.length + 1);
  return ACCOUNT_ROUTES.includes(route) ? route : null;
}

/**
 * How the menu marks an entry on the page at `pathname`: "page" for the page itself, "true" for the
 * entry a subpage belongs to, undefined otherwise (the values of aria-current).
 */
export function menuEntryMark(route: string, pathname: string): 'page' | 'true' | undefined {
  const current = accountRouteOf(pathname);
  if (current === route) return 'page';
  if (current !== null && ACCOUNT_SUBPAGES[current] === route) return 'true';
  return undefined;
}
