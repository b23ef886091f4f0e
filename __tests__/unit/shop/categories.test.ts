import {
  CATEGORIES,
  categoryByKey,
  categoryBySlug,
  isCategoryKey,
  isCategorySlug,
  isProductType,
  keyToSlug,
  nameToSlug,
  slugToKey,
  slugToName,
} from '@/lib/shop/categories';

const table = [
  ['Eyeglasses', 'eyeglasses', 'eyeglasses'],
  ['Sunglasses', 'sunglasses', 'sunglasses'],
  ['New Arrivals', 'new-arrivals', 'new_arrivals'],
  ['Flash Sale', 'flash-sale', 'flash_sale'],
  ['Best Sellers', 'best-sellers', 'best_sellers'],
  ['Accessories', 'accessories', 'accessories'],
] as const;

describe('docs/product.md#routes: top menu entries in menu order', () => {
  it('lists the six categories in order', () => {
    expect(CATEGORIES.map((category) => category.name)).toEqual(table.map(([name]) => name));
  });
});

describe('docs/product.md#routes: category slugs, names and keys map both ways', () => {
  it.each(table)('%s ↔ slug %s ↔ key %s', (name, slug, key) => {
    expect(slugToName(slug)).toBe(name);
    expect(nameToSlug(name)).toBe(slug);
    expect(slugToKey(slug)).toBe(key);
    expect(keyToSlug(key)).toBe(slug);
    expect(categoryBySlug(slug)).toEqual({ key, slug, name, href: `/${slug}` });
    expect(categoryByKey(key)?.slug).toBe(slug);
    expect(isCategorySlug(slug)).toBe(true);
    expect(isCategoryKey(key)).toBe(true);
  });

  it.each([['new_arrivals'], ['New Arrivals'], ['glasses'], [''], ['Eyeglasses']])(
    'unknown slug %p gives undefined',
    (slug) => {
      expect(slugToName(slug)).toBeUndefined();
      expect(slugToKey(slug)).toBeUndefined();
      expect(categoryBySlug(slug)).toBeUndefined();
      expect(isCategorySlug(slug)).toBe(false);
    },
  );

  it.each([['new-arrivals'], ['flash sale'], ['eyeglasses'], ['']])(
    'unknown name %p gives undefined',
    (name) => {
      expect(nameToSlug(name)).toBeUndefined();
    },
  );

  it.each([['new-arrivals'], ['best-sellers'], ['shoes'], [undefined]])('unknown key %p', (key) => {
    expect(isCategoryKey(key)).toBe(false);
    if (typeof key === 'string') expect(keyToSlug(key)).toBeUndefined();
  });
});

describe('docs/product.md#catalog: product types', () => {
  it('are eyeglasses, sunglasses and accessories: the top-menu categories that are also types', () => {
    expect(CATEGORIES.map((category) => category.key).filter(isProductType)).toEqual([
      'eyeglasses',
      'sunglasses',
      'accessories',
    ]);
  });

  it.each([
    ['eyeglasses', true],
    ['accessories', true],
    ['flash_sale', false],
    ['new-arrivals', false],
    [1, false],
  ])('isProductType(%p) is %p', (value, expected) => {
    expect(isProductType(value)).toBe(expected);
  });
});
