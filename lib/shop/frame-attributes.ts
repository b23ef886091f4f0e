/**
 * The frame data shoppers filter on (docs/product.md#catalog), with display labels. The seed,
 * the listing filters and the API contract share these lists.
 */
export const FRAME_SHAPES = [
  'rectangle',
  'square',
  'round',
  'oval',
  'cat-eye',
  'aviator',
  'browline',
  'geometric',
  'wayfarer',
] as const;
export const FRAME_MATERIALS = ['acetate', 'metal', 'titanium', 'tr90', 'mixed', 'wood'] as const;
export const FRAME_RIMS = ['full-rim', 'semi-rimless', 'rimless'] as const;
export const FRAME_SIZES = ['narrow', 'medium', 'wide'] as const;
/** Frame widths (mm) where medium and wide begin: the seed, the listing filter and the size guide agree on them. */
export const FRAME_SIZE_FROM_MM = { medium: 130, wide: 140 } as const;
export const FRAME_GENDERS = ['men', 'women', 'unisex', 'kids'] as const;
export const COLOR_FAMILIES = [
  'black',
  'tortoise',
  'clear',
  'gold',
  'silver',
  'blue',
  'red',
  'pink',
  'green',
  'brown',
  'grey',
  'purple',
] as const;

/**
 * What a frame is ready for beyond single vision (docs/product.md#lens-rules): "progressive" is an
 * eyeglasses frame tall enough for progressive and bifocal lenses under the shop's current rule.
 */
export const LENS_FITS = ['progressive'] as const;

export type FrameShape = (typeof FRAME_SHAPES)[number];
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];
export type FrameRim = (typeof FRAME_RIMS)[number];
export type FrameSize = (typeof FRAME_SIZES)[number];
export type FrameGender = (typeof FRAME_GENDERS)[number];
export type ColorFamily = (typeof COLOR_FAMILIES)[number];

const SPECIAL_LABELS: Record<string, string> = {
  'cat-eye': 'Cat-Eye',
  tr90: 'TR90',
  'full-rim': 'Full Rim',
  'semi-rimless': 'Semi-Rimless',
  progressive: 'Progressive-ready',
};

/** "semi-rimless" → "Semi-Rimless", "tr90" → "TR90", "round" → "Round". */
export function attributeLabel(value: string): string {
  return (
    SPECIAL_LABELS[value] ??
    value
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

/** Listing sorts (issue: featured, newest, price, rating). */
export const PRODUCT_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 60;

/** The swatch shown for a colour family in filters. */
export const COLOR_FAMILY_SWATCH: Record<ColorFamily, string> = {
  black: '#1f1f24',
  tortoise: '#7a4a26',
  clear: '#e9eef2',
  gold: '#c9a44c',
  silver: '#b8bcc4',
  blue: '#2f5fa8',
  red: '#b73a3a',
  pink: '#e49ab0',
  green: '#3f7d5a',
  brown: '#6b4a34',
  grey: '#80848c',
  purple: '#6d4c9a',
};

/** Narrow below 130 mm of frame width, medium up to 139 mm, wide from 140 mm. */
export function frameSizeFromWidth(frameWidthMm: number): FrameSize {
  if (frameWidthMm < FRAME_SIZE_FROM_MM.medium) return 'narrow';
  if (frameWidthMm < FRAME_SIZE_FROM_MM.wide) return 'medium';
  return 'wide';
}
