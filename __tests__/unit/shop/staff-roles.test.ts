import {
  roleMayOpen,
  roleNeedsTwoFactor,
  rolesFor,
  type ConsoleArea,
  type StaffRole,
} from '@/lib/shop/staff-roles';

// docs/operating.md#roles: owner (everything, staff included), staff (orders, after-sales, tickets,
// customers), catalog (products, photos, stock, lens options, coupons, content, reviews).

const table: [ConsoleArea, owner: boolean, staff: boolean, catalog: boolean][] = [
  ['dashboard', true, true, true],
  ['orders', true, true, false],
  ['after-sales', true, true, false],
  ['tickets', true, true, false],
  ['customers', true, true, false],
  ['catalog', true, false, true],
  ['staff', true, false, false],
  ['audit', true, false, false],
  ['settings', true, false, false],
  ['shipping', true, false, false],
  ['taxes', true, false, false],
];

it.each(table)('%s: owner %s, staff %s, catalog %s', (area, owner, staff, catalog) => {
  expect(roleMayOpen('owner', area)).toBe(owner);
  expect(roleMayOpen('staff', area)).toBe(staff);
  expect(roleMayOpen('catalog', area)).toBe(catalog);
  const expected = (['owner', 'staff', 'catalog'] as StaffRole[]).filter(
    (_, i) => [owner, staff, catalog][i],
  );
  expect(rolesFor(area)).toEqual(expected);
});

it.each([
  ['owner', true],
  ['staff', false],
  ['catalog', false],
] as const)('a second factor is required of %s: %s', (role, needed) => {
  expect(roleNeedsTwoFactor(role)).toBe(needed);
});
