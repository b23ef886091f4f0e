import { auditObjectHref } from '@/lib/shop/audit-links';

// docs/operating.md#audit-log: each line's object links to its console page where there is one.

const links: [objectType: string, objectId: string, href: string | null][] = [
  ['order', 'OC-2026-0001', '/admin/orders/OC-2026-0001'],
  ['ticket', 'T-7K2M9Q', '/admin/tickets/T-7K2M9Q'],
  ['after-sales', '12', '/admin/after-sales/12'],
  ['customer', 'ada+x@example.com', '/admin/customers?search=ada%2Bx%40example.com'],
  ['product', 'RX-100', '/admin/products?search=RX-100'],
  ['product', 'catalog', '/admin/products'],
  ['coupon', 'SORRY10', '/admin/coupons?search=SORRY10'],
  ['review', '5', '/admin/reviews'],
  ['staff', 'sam@oculo.test', '/admin/staff'],
  ['banner', 'all', '/admin/content'],
  ['faq', '3', '/admin/content'],
  ['lens-option', 'blue-light', '/admin/lens-options'],
  ['lens-rule', 'rules', '/admin/lens-rules'],
  ['promotion', 'frame-offer', '/admin/promotions'],
  ['settings', 'store', '/admin/settings'],
  ['shipping', 'zones', '/admin/shipping'],
  ['taxes', 'rates', '/admin/taxes'],
  ['order', 'a/../b', '/admin/orders/a%2F..%2Fb'],
  ['prescription', '4', null],
  ['constructor', 'x', null],
  ['__proto__', 'x', null],
];

it.each(links)('%s %s links to %s', (objectType, objectId, href) => {
  expect(auditObjectHref(objectType, objectId)).toBe(href);
});
