import {
  ACCOUNT_MENU,
  ACCOUNT_ROUTES,
  ACCOUNT_SUBPAGES,
  accountHref,
  accountRouteOf,
  menuEntryMark,
} from '@/lib/shop/account-menu';

// docs/product.md#account-area: "/centerMain — Account area. Children: …", copied as listed.
const SPEC_CENTER_MAIN_CHILDREN = [
  'account',
  'order/after-sales',
  'order/order',
  'order/order-detail',
  'order/send-prescription',
  'order/template',
  'personalization/wishlist',
  'settings/address',
  'settings/Info',
  'settings/password',
  'settings/prescription',
  'settings/subscription',
  'tickets/my-tickets',
  'tickets/tickets-history',
  'wallet/coupons',
  'wallet/wallet',
];

const menuRoutes = ACCOUNT_MENU.flatMap((section) => section.entries.map((entry) => entry.route));

describe('the account area structure (docs/product.md#account-area)', () => {
  it('has every child of the account area exactly once, and nothing else', () => {
    expect([...ACCOUNT_ROUTES].sort()).toEqual([...SPEC_CENTER_MAIN_CHILDREN].sort());
    expect(new Set(ACCOUNT_ROUTES).size).toBe(ACCOUNT_ROUTES.length);
  });

  it('puts every page in the menu once, except the ones opened from an order', () => {
    expect(new Set(menuRoutes).size).toBe(menuRoutes.length);
    for (const route of SPEC_CENTER_MAIN_CHILDREN) {
      const inMenu = menuRoutes.includes(route);
      const subpage = Object.hasOwn(ACCOUNT_SUBPAGES, route);
      expect([route, inMenu !== subpage]).toEqual([route, true]);
    }
  });

  it('files each subpage under an entry the menu has', () => {
    for (const parent of Object.values(ACCOUNT_SUBPAGES)) expect(menuRoutes).toContain(parent);
  });

  it('groups the menu in the sections of docs/product.md#account-area', () => {
    expect(
      ACCOUNT_MENU.map((section) => [section.title, section.entries.map((entry) => entry.route)]),
    ).toEqual([
      ['My account', ['account']],
      ['Orders', ['order/order', 'order/after-sales']],
      [
        'Settings',
        [
          'settings/Info',
          'settings/password',
          'settings/address',
          'settings/prescription',
          'settings/subscription',
        ],
      ],
      ['Tickets', ['tickets/my-tickets', 'tickets/tickets-history']],
      ['Wallet', ['wallet/coupons', 'wallet/wallet']],
      ['Personalization', ['personalization/wishlist']],
    ]);
    expect(ACCOUNT_MENU[2]?.entries[0]?.label).toBe('Profile');
  });
});

describe('addresses and the current entry', () => {
  it.each([
    ['/centerMain/settings/Info', 'settings/Info'],
    ['/centerMain/settings/Info/', 'settings/Info'],
    ['/centerMain/account', 'account'],
    ['/centerMain/settings/info', null], // routes are case-sensitive, spelled as the docs list them
    ['/centerMain', null],
    ['/centerMain/unknown', null],
    ['/eyeglasses', null],
  ])('accountRouteOf(%p) is %p', (pathname, route) => {
    expect(accountRouteOf(pathname)).toBe(route);
  });

  it('builds the address of a page', () => {
    expect(accountHref('settings/Info')).toBe('/centerMain/settings/Info');
  });

  it.each([
    ['settings/Info', '/centerMain/settings/Info', 'page'],
    ['settings/password', '/centerMain/settings/Info', undefined],
    ['order/order', '/centerMain/order/order-detail', 'true'],
    ['order/order', '/centerMain/order/template', 'true'],
    ['order/after-sales', '/centerMain/order/order-detail', undefined],
    ['account', '/eyeglasses', undefined],
  ])('menuEntryMark(%p, %p) is %p', (route, pathname, mark) => {
    expect(menuEntryMark(route, pathname)).toBe(mark);
  });
});
