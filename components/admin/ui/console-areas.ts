import { roleMayOpen, type ConsoleArea, type StaffRole } from '@/lib/shop/staff-roles';

// The console's navigation (docs/operating.md#roles): one link per area, shown only to the roles
// that may open it (the server checks the role again on every page and call).

export interface ConsoleLink {
  area: ConsoleArea;
  href: string;
  label: string;
}

const LINKS: readonly ConsoleLink[] = [
  { area: 'dashboard', href: '/admin', label: 'Dashboard' },
  { area: 'orders', href: '/admin/orders', label: 'Orders' },
  { area: 'after-sales', href: '/admin/after-sales', label: 'After-sales' },
  { area: 'tickets', href: '/admin/tickets', label: 'Tickets' },
  { area: 'tickets', href: '/admin/chats', label: 'Live chats' },
  { area: 'customers', href: '/admin/customers', label: 'Customers' },
  { area: 'reports', href: '/admin/reports', label: 'Reports' },
  { area: 'catalog', href: '/admin/products', label: 'Products' },
  { area: 'catalog', href: '/admin/lens-options', label: 'Lens options' },
  { area: 'catalog', href: '/admin/lens-rules', label: 'Lens rules' },
  { area: 'catalog', href: '/admin/coupons', label: 'Coupons' },
  { area: 'catalog', href: '/admin/promotions', label: 'Promotions' },
  { area: 'catalog', href: '/admin/content', label: 'Content' },
  { area: 'catalog', href: '/admin/search-words', label: 'Search synonyms' },
  { area: 'catalog', href: '/admin/reviews', label: 'Reviews' },
  { area: 'staff', href: '/admin/staff', label: 'Staff' },
  { area: 'audit', href: '/admin/audit', label: 'Audit log' },
  { area: 'shipping', href: '/admin/shipping', label: 'Shipping' },
  { area: 'taxes', href: '/admin/taxes', label: 'Taxes' },
  { area: 'settings', href: '/admin/settings', label: 'Settings' },
];

/** The links a member of this role sees, in the console's order. */
export function consoleLinksFor(role: StaffRole): ConsoleLink[] {
  return LINKS.filter((link) => roleMayOpen(role, link.area));
}

/** Whether `pathname` is the link's page or one below it (the dashboard only itself). */
export function isCurrentArea(href: string, pathname: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * Where sign-in brings the operator: the console page they asked for, or the dashboard. Only a
 * path inside the console is followed, so a crafted link cannot send a fresh session elsewhere.
 */
export function consoleReturnPath(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next) || next.includes('\\')) return '/admin';
  if (/^\/admin\/(?:sign-in|set-password)(?:[/?#]|$)/.test(next)) return '/admin';
  return next;
}
