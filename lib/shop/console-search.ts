// The console header's search (docs/operating.md#console-search): which kinds of object a member's
// role finds, and where each hit leads. The server asks only the areas the role opens, and the
// header shows the groups in this order.
import { roleMayOpen, type ConsoleArea, type StaffRole } from './staff-roles';

export const CONSOLE_SEARCH_KINDS = ['orders', 'customers', 'products', 'tickets'] as const;
export type ConsoleSearchKind = (typeof CONSOLE_SEARCH_KINDS)[number];

/** The console area each kind of hit belongs to: a role finds what it may open. */
const AREA_OF: Readonly<Record<ConsoleSearchKind, ConsoleArea>> = {
  orders: 'orders',
  customers: 'customers',
  products: 'catalog',
  tickets: 'tickets',
};

export const CONSOLE_SEARCH_GROUP_NAMES: Readonly<Record<ConsoleSearchKind, string>> = {
  orders: 'Orders',
  customers: 'Customers',
  products: 'Products',
  tickets: 'Tickets',
};

/** Hits per kind: enough to pick from while typing; the lists search further. */
export const CONSOLE_SEARCH_HITS = 5;
/** Characters typed before the header asks: one letter finds nearly everything. */
export const CONSOLE_SEARCH_MIN = 2;
export const CONSOLE_SEARCH_MAX = 80;

/** The kinds a role finds, in the header's order. */
export function searchKindsFor(role: StaffRole): ConsoleSearchKind[] {
  return CONSOLE_SEARCH_KINDS.filter((kind) => roleMayOpen(role, AREA_OF[kind]));
}

/** The console page a hit opens. */
export function consoleHitHref(kind: ConsoleSearchKind, key: string | number): string {
  const part = encodeURIComponent(String(key));
  switch (kind) {
    case 'orders':
      return `/admin/orders/${part}`;
    case 'customers':
      return `/admin/customers/${part}`;
    case 'products':
      return `/admin/products/${part}`;
    case 'tickets':
      return `/admin/tickets/${part}`;
  }
}
