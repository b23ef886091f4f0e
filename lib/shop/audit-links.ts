// Where an audit line's object is seen in the console (docs/operating.md#audit-log): the object's own
// page where its address holds what the line keeps (an order's number, a ticket's number), else the
// list that finds it (a customer by e-mail, a product or coupon by code), else the area's page.
// Null for a kind the console has no page for: it stays plain text.

const search = (path: string, text: string) => `${path}?${new URLSearchParams({ search: text })}`;

/** Each kind's area, and the address of one object of it when its id says which. */
const LINKS: Readonly<Record<string, { area: string; object?: (id: string) => string }>> = {
  order: { area: '/admin/orders', object: (id) => `/admin/orders/${encodeURIComponent(id)}` },
  ticket: { area: '/admin/tickets', object: (id) => `/admin/tickets/${encodeURIComponent(id)}` },
  'after-sales': {
    area: '/admin/after-sales',
    object: (id) => `/admin/after-sales/${encodeURIComponent(id)}`,
  },
  customer: { area: '/admin/customers', object: (email) => search('/admin/customers', email) },
  product: { area: '/admin/products', object: (code) => search('/admin/products', code) },
  coupon: { area: '/admin/coupons', object: (code) => search('/admin/coupons', code) },
  review: { area: '/admin/reviews' },
  staff: { area: '/admin/staff' },
  banner: { area: '/admin/content' },
  faq: { area: '/admin/content' },
  'lens-option': { area: '/admin/lens-options' },
  'lens-rule': { area: '/admin/lens-rules' },
  promotion: { area: '/admin/promotions' },
  settings: { area: '/admin/settings' },
  shipping: { area: '/admin/shipping' },
  taxes: { area: '/admin/taxes' },
};

/** Ids that name no single object: the whole catalog's export, every banner's order. */
const NO_OBJECT = new Set(['', 'all', 'catalog']);

/** The console address of an audit line's object, or null to show it as plain text. */
export function auditObjectHref(objectType: string, objectId: string): string | null {
  const link = Object.hasOwn(LINKS, objectType) ? LINKS[objectType] : undefined;
  if (!link) return null;
  return link.object && !NO_OBJECT.has(objectId) ? link.object(objectId) : link.area;
}
