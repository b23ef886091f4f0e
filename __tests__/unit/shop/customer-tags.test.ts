import { CUSTOMER_TAG_MAX, customerTagOf, tagKey } from '@/lib/shop/customer-tags';

// docs/operating.md#customer-notes: a label is tidied, checked, and the same label in any case.

const labels: [raw: string, kept: string | null][] = [
  ['VIP', 'VIP'],
  ['  wholesale  ', 'wholesale'],
  ['key   account', 'key account'],
  ['B2B-eu', 'B2B-eu'],
  ['R&D', 'R&D'],
  ['Größe 2.0', 'Größe 2.0'],
  ['C++', 'C++'],
  ['', null],
  ['   ', null],
  ['-vip', null],
  ['vip-', null],
  ['<b>', null],
  ['a\u0000b', null],
  ['x'.repeat(CUSTOMER_TAG_MAX), 'x'.repeat(CUSTOMER_TAG_MAX)],
  ['x'.repeat(CUSTOMER_TAG_MAX + 1), null],
];

it.each(labels)('%j is kept as %j', (raw, kept) => {
  expect(customerTagOf(raw)).toBe(kept);
});

it('one label in any case and spacing', () => {
  expect(tagKey(' Key  Account ')).toBe(tagKey('key account'));
  expect(tagKey('VIP')).not.toBe(tagKey('VIP2'));
});
