import { consoleHitHref, searchKindsFor, type ConsoleSearchKind } from '@/lib/shop/console-search';
import type { StaffRole } from '@/lib/shop/staff-roles';

// docs/operating.md#console-search: a role finds only the kinds of object whose area it opens.

const kinds: [StaffRole, ConsoleSearchKind[]][] = [
  ['owner', ['orders', 'customers', 'products', 'tickets']],
  ['staff', ['orders', 'customers', 'tickets']],
  ['catalog', ['products']],
];

it.each(kinds)('%s finds %j', (role, expected) => {
  expect(searchKindsFor(role)).toEqual(expected);
});

const hrefs: [ConsoleSearchKind, string | number, string][] = [
  ['orders', 'OC-2026-0001', '/admin/orders/OC-2026-0001'],
  ['customers', 42, '/admin/customers/42'],
  ['products', 7, '/admin/products/7'],
  ['tickets', 'T-7K2M9Q', '/admin/tickets/T-7K2M9Q'],
  ['orders', 'a/b?c', '/admin/orders/a%2Fb%3Fc'],
];

it.each(hrefs)('a %s hit %s opens %s', (kind, key, href) => {
  expect(consoleHitHref(kind, key)).toBe(href);
});
