import { pageChangeOf, stockChangeOf } from '@/lib/server/platform/page-cache/page-changes';

// docs/architecture.md#caching: a product or content row's change expires the pages that show it.
// The notices come from the triggers of migration 0010.

// The listings' routes (app/(listings)) share the group's layout tag: the build's .meta files show it.
const LISTINGS = '_N_T_/(listings)/layout';
// The home page is its own route; its rails and cheapest frame follow the catalog.
const HOME = '_N_T_/home/layout';

describe('which pages a change notice expires', () => {
  it.each([
    ['product:OC1134', ['_N_T_/details/OC1134', LISTINGS, HOME], true],
    // A colour sold out or back in stock (migration 0019): every card of the product says so.
    ['availability:OC1134', ['_N_T_/details/OC1134', LISTINGS, HOME], true],
    ['stock:OC1134', ['_N_T_/details/OC1134'], false],
    ['review:OA1003', ['_N_T_/details/OA1003'], false],
    ['catalog', [LISTINGS, HOME, '_N_T_/details/[code]/layout'], true],
    ['home', [HOME], false],
    ['faq', ['_N_T_/faq/layout'], false],
    [
      'pages',
      ['_N_T_/about-us', '_N_T_/why-choose-oculo', '_N_T_/about-us/layout', '_N_T_/why-choose-oculo/layout'],
      false,
    ],
    ['product:', [], false],
    ['basket:OC1134', [], false],
    ['weather', [], false],
  ])('%s', (notice, tags, catalog) => {
    expect(pageChangeOf(notice)).toEqual({ tags, catalog });
  });

  // docs/operating.md#store-settings: the shop's name is in every page's title (migration 0038)
  it('store: every page, and each server reads the settings again', () => {
    expect(pageChangeOf('store')).toEqual({ tags: ['_N_T_/layout'], catalog: false, store: true });
  });

  // docs/operating.md#promotions: every page's footer and terms strip advertise the offer
  it('promotions: every page, and every server reads the offer again (migration 0039)', () => {
    expect(pageChangeOf('promotions')).toEqual({ tags: ['_N_T_/layout'], catalog: false, promotions: true });
  });

  // every page's terms strip and footer advertise the free-shipping threshold
  it('shipping: every page, and every server reads the shipping table again (docs/operating.md#shipping)', () => {
    expect(pageChangeOf('shipping')).toEqual({ tags: ['_N_T_/layout'], catalog: false, shipping: true });
  });

  it('taxes: no page, every server reads the rates and settings again (migration 0044)', () => {
    expect(pageChangeOf('taxes')).toEqual({ tags: [], catalog: false, taxes: true });
  });
});

describe('which notices may be a restock (the back-in-stock mails follow them)', () => {
  it.each([
    ['stock:OC1134', 'OC1134'],
    ['availability:OC1134', 'OC1134'],
    ['product:OC1134', 'OC1134'],
    ['review:OC1134', undefined],
    ['availability:', undefined],
    ['catalog', undefined],
  ])('%s', (notice, code) => {
    expect(stockChangeOf(notice)).toBe(code);
  });
});
