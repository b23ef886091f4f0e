import { z } from 'zod';
import {
  COLOR_FAMILIES,
  FRAME_GENDERS,
  FRAME_MATERIALS,
  FRAME_RIMS,
  FRAME_SHAPES,
  FRAME_SIZES,
  LENS_FITS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRODUCT_SORTS,
} from '@/lib/shop/frame-attributes';
import { LISTING_SCOPES, type ListingScope } from '@/lib/shop/categories';
import { FIT_WIDTH_MM, PAIR_SIZE_MM } from '@/lib/shop/frame-size-filters';
import { defineCall } from '../call';
import { imageSchema, integer, optionalInteger, optionalText, pageOf, tokenList } from '../fields';

export { LISTING_SCOPES, type ListingScope };

const categoryInput = z.preprocess(
  (value) =>
    value === '' || value === null
      ? undefined
      : typeof value === 'string'
        ? value.replaceAll('-', '_')
        : value,
  z.enum(LISTING_SCOPES).optional(),
);

const productTypeSchema = z.enum(['eyeglasses', 'sunglasses', 'accessories']);

export const colorSwatchSchema = z.object({
  sku: z.string(),
  name: z.string(),
  family: z.string(),
  hex: z.string(),
  image: imageSchema.nullable(),
});

/** A product as listings show it. Prices are US cents (docs/architecture.md#data). */
export const productCardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: productTypeSchema,
  summary: z.string(),
  priceCents: z.number().int(),
  /** The flash-sale price while the sale runs, else null. */
  salePriceCents: z.number().int().nullable(),
  saleEndsAt: z.string().nullable(),
  isNewArrival: z.boolean(),
  isBestSeller: z.boolean(),
  rating: z.object({ average: z.number(), count: z.number().int() }),
  inStock: z.boolean(),
  image: imageSchema.nullable(),
  colors: z.array(colorSwatchSchema),
  /**
   * A frame's total width, mm (its page's "Frame width"); null for an accessory, which has no frame.
   * The browser says on the card whether it fits the face measured on the device
   * (docs/product.md#face-fit).
   */
  frameWidthMm: z.number().int().nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const frameSpecSchema = z.object({
  shape: z.string(),
  material: z.string(),
  rim: z.string(),
  size: z.string(),
  gender: z.string(),
  lensWidthMm: z.number().int(),
  bridgeMm: z.number().int(),
  templeMm: z.number().int(),
  lensHeightMm: z.number().int(),
  frameWidthMm: z.number().int(),
  weightG: z.number().int(),
  faceShapes: z.array(z.string()),
  springHinges: z.boolean(),
  nosePads: z.boolean(),
  /**
   * Whether progressive and bifocal lenses fit: worked out from the lens height and the shop's
   * current lens rule (docs/product.md#lens-rules), as the wizard and the Progressive-ready filter
   * decide it, never the stored console flag.
   */
  progressiveEligible: z.boolean(),
});

export const productVariantSchema = z.object({
  sku: z.string(),
  colorName: z.string(),
  colorFamily: z.string(),
  colorHex: z.string(),
  lensTintHex: z.string().nullable(),
  stock: z.number().int(),
  inStock: z.boolean(),
  images: z.array(imageSchema.extend({ view: z.string() })),
});

export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  accessoryKind: z.string().nullable(),
  frame: frameSpecSchema.nullable(),
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** "Frames that fit me": a range of frame total widths, mm, both ends included (docs/product.md#fit-filters). */
const fitRangeSchema = z
  .strictObject({
    minMm: integer(FIT_WIDTH_MM.min, FIT_WIDTH_MM.max),
    maxMm: integer(FIT_WIDTH_MM.min, FIT_WIDTH_MM.max),
  })
  .refine((range) => range.minMm <= range.maxMm, {
    message: 'The narrowest width (minMm) must not be more than the widest (maxMm).',
    path: ['maxMm'],
  });

/** "Like my current pair": the three numbers on its temple arm, mm (docs/product.md#fit-filters). */
const pairSizeSchema = z.strictObject({
  lensWidthMm: integer(PAIR_SIZE_MM.lensWidthMm.min, PAIR_SIZE_MM.lensWidthMm.max),
  bridgeMm: integer(PAIR_SIZE_MM.bridgeMm.min, PAIR_SIZE_MM.bridgeMm.max),
  templeMm: integer(PAIR_SIZE_MM.templeMm.min, PAIR_SIZE_MM.templeMm.max),
});

export const goodsFiltersSchema = z.strictObject({
  shape: tokenList(FRAME_SHAPES),
  material: tokenList(FRAME_MATERIALS),
  rim: tokenList(FRAME_RIMS),
  color: tokenList(COLOR_FAMILIES),
  size: tokenList(FRAME_SIZES),
  gender: tokenList(FRAME_GENDERS),
  /** "progressive": eyeglasses frames tall enough for progressive lenses under the current lens rule. */
  lenses: tokenList(LENS_FITS),
  /** Frames whose total width is in the range (the shopper's face measurement recommends it). */
  fit: fitRangeSchema.optional(),
  /** Frames within ±2 mm lens width, ±2 mm bridge and ±5 mm temple of the shopper's pair. */
  pair: pairSizeSchema.optional(),
  /** Inclusive bounds on the price paid now (sale price while a sale runs), US cents. */
  minPriceCents: optionalInteger(0, 10_000_000),
  maxPriceCents: optionalInteger(0, 10_000_000),
});
export type GoodsFilters = z.infer<typeof goodsFiltersSchema>;

export const goodsListInput = z.strictObject({
  category: categoryInput,
  keyword: optionalText(100),
  filters: goodsFiltersSchema.optional(),
  sort: z.enum(PRODUCT_SORTS).default('featured'),
  page: optionalInteger(1, 10_000).default(1),
  pageSize: optionalInteger(1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type GoodsListQuery = z.infer<typeof goodsListInput>;

export const goodsListCall = defineCall({
  method: 'POST',
  path: '/api/goods/list',
  tag: 'Product',
  summary: 'One page of products: by category, keyword and frame filters, sorted.',
  description:
    'category takes a key (new_arrivals) or slug (new-arrivals). Sorts: featured, newest, price-asc, price-desc, rating. ' +
    "A keyword also finds the shop's synonyms of its words; a misspelt word is searched as the closest word the catalog uses, " +
    'named in correctedKeyword (a word "in quotes" is searched as typed). When nothing matches, suggestedKeyword may offer another keyword.',
  input: goodsListInput,
  output: pageOf(productCardSchema).extend({
    correctedKeyword: z.string().optional(),
    suggestedKeyword: z.string().optional(),
  }),
});

export const goodsInfoCall = defineCall({
  method: 'POST',
  path: '/api/goods/info',
  tag: 'Product',
  summary: 'One product with its frame data, colour variants, stock and images.',
  description: 'Answers code 404 for an unknown or withdrawn product.',
  input: z.strictObject({ code: z.string().trim().min(1).max(40) }),
  output: productDetailSchema,
});

export const facetSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export const goodsAttributesSchema = z.object({
  shape: z.array(facetSchema),
  material: z.array(facetSchema),
  rim: z.array(facetSchema),
  color: z.array(facetSchema.extend({ hex: z.string() })),
  size: z.array(facetSchema),
  gender: z.array(facetSchema),
  /** Progressive-ready, listed when the scope holds such frames (docs/product.md#lens-rules). */
  lenses: z.array(facetSchema),
  price: z.object({ minCents: z.number().int(), maxCents: z.number().int() }),
});
export type GoodsAttributes = z.infer<typeof goodsAttributesSchema>;

export const goodsAttributeCall = defineCall({
  method: 'POST',
  path: '/api/goods/attribute',
  tag: 'Product',
  summary: 'The filter values of a category (or keyword result) with product counts.',
  description:
    'Counts follow the chosen filters (faceted): a value counts the products it would show with every other facet as chosen; values of its own facet are alternatives ("round or oval") and do not narrow it. The price range is that of the other filters. Every value of the category or keyword stays listed, with count 0 when the filters leave none.',
  input: z.strictObject({
    category: categoryInput,
    keyword: optionalText(100),
    filters: goodsFiltersSchema.optional(),
  }),
  output: goodsAttributesSchema,
});
