import type { Category, CategorySlug } from '@/lib/shop/categories';
import { attributeLabel, FRAME_SHAPES } from '@/lib/shop/frame-attributes';

export interface MenuEntry {
  href: string;
  label: string;
}

export interface MenuGroup {
  heading: string;
  entries: MenuEntry[];
}

/** The first entry of each submenu: the whole listing, in words that fit the category. */
const WHOLE_LISTING: Record<CategorySlug, string> = {
  eyeglasses: 'All eyeglasses',
  sunglasses: 'All sunglasses',
  'new-arrivals': 'All new arrivals',
  'flash-sale': 'Everything on flash sale',
  'best-sellers': 'All best sellers',
  accessories: 'All accessories',
};

/** Frames are shopped by shape; the flag categories and accessories have no shapes of their own. */
const SHOPPED_BY_SHAPE: readonly CategorySlug[] = ['eyeglasses', 'sunglasses'];

/**
 * "/control/:type" (docs/product.md#routes): a category's submenu on the phone, the listing first
 * and, for frames, a shortcut per shape (the listing's ?shape= filter).
 */
export function categorySubmenu(category: Category): MenuGroup[] {
  const groups: MenuGroup[] = [
    { heading: 'Shop', entries: [{ href: category.href, label: WHOLE_LISTING[category.slug] }] },
  ];
  if (SHOPPED_BY_SHAPE.includes(category.slug)) {
    groups.push({
      heading: 'Shop by shape',
      entries: FRAME_SHAPES.map((shape) => ({
        href: `${category.href}?${new URLSearchParams({ shape }).toString()}`,
        label: attributeLabel(shape),
      })),
    });
  }
  return groups;
}
