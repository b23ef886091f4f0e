// The shop's top-menu categories and their keys (docs/product.md#routes).

export type CategoryKey =
  'eyeglasses' | 'sunglasses' | 'new_arrivals' | 'flash_sale' | 'best_sellers' | 'accessories';

export type CategorySlug =
  'eyeglasses' | 'sunglasses' | 'new-arrivals' | 'flash-sale' | 'best-sellers' | 'accessories';

export interface Category {
  key: CategoryKey;
  slug: CategorySlug;
  name: string;
  href: `/${CategorySlug}`;
}

// top menu entries in menu order, with their category keys
export const CATEGORIES: readonly Category[] = [
  { key: 'eyeglasses', slug: 'eyeglasses', name: 'Eyeglasses', href: '/eyeglasses' },
  { key: 'sunglasses', slug: 'sunglasses', name: 'Sunglasses', href: '/sunglasses' },
  { key: 'new_arrivals', slug: 'new-arrivals', name: 'New Arrivals', href: '/new-arrivals' },
  { key: 'flash_sale', slug: 'flash-sale', name: 'Flash Sale', href: '/flash-sale' },
  { key: 'best_sellers', slug: 'best-sellers', name: 'Best Sellers', href: '/best-sellers' },
  { key: 'accessories', slug: 'accessories', name: 'Accessories', href: '/accessories' },
];

// docs/product.md#catalog: what a product is; the other categories are flags on products (new
// arrival, flash sale, best seller)
export const PRODUCT_TYPES = ['eyeglasses', 'sunglasses', 'accessories'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && CATEGORIES.some((category) => category.slug === value);
}

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && CATEGORIES.some((category) => category.key === value);
}

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value);
}

export function categoryBySlug(slug: string): Category | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}

export function categoryByKey(key: string): Category | undefined {
  return CATEGORIES.find((category) => category.key === key);
}

// category slugs map to display names and back
export function slugToName(slug: string): string | undefined {
  return categoryBySlug(slug)?.name;
}

// display name back to slug (exact name as in the menu)
export function nameToSlug(name: string): CategorySlug | undefined {
  return CATEGORIES.find((category) => category.name === name)?.slug;
}

// slug (new-arrivals) to category key (new_arrivals)
export function slugToKey(slug: string): CategoryKey | undefined {
  return categoryBySlug(slug)?.key;
}

// category key (new_arrivals) to slug (new-arrivals)
export function keyToSlug(key: string): CategorySlug | undefined {
  return categoryByKey(key)?.slug;
}

/** The six category keys; the listing also accepts their URL slugs. */
export const CATEGORY_KEYS = [
  'eyeglasses',
  'sunglasses',
  'new_arrivals',
  'flash_sale',
  'best_sellers',
  'accessories',
] as const;
/** What a listing may be scoped to: a category, or "frames" (eyeglasses and sunglasses, the /product page). */
export const LISTING_SCOPES = [...CATEGORY_KEYS, 'frames'] as const;
export type ListingScope = (typeof LISTING_SCOPES)[number];
