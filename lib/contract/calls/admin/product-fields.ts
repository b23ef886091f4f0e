import { z } from 'zod';
import { PRODUCT_TYPES } from '@/lib/shop/categories';
import {
  COLOR_FAMILIES,
  FRAME_GENDERS,
  FRAME_MATERIALS,
  FRAME_RIMS,
  FRAME_SHAPES,
} from '@/lib/shop/frame-attributes';
import { ACCESSORY_KINDS, FACE_SHAPES } from '@/lib/shop/frame-vocabulary';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import {
  PRODUCT_CODE_PATTERN,
  PRODUCT_STATUSES,
  PRODUCT_VARIANTS_MAX,
  SKU_PATTERN,
} from '@/lib/shop/product-rules';
import { instant, integer } from '../../fields';

// A product as an operator writes it: every field the storefront shows, its
// frame data (docs/product.md#catalog) and its colours. The product form, the create/update calls
// and the CSV import all read it through this schema; the rules across fields are
// lib/shop/product-rules.ts.

/** Highest price the console takes, in US cents: $10,000. */
export const PRODUCT_PRICE_MAX_CENTS = 1_000_000;
export const VARIANT_STOCK_MAX = 100_000;

const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable());

/** Shop text: trimmed, bounded, no control or invisible characters. */
export const shopText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `Give the ${label}.` })
    .trim()
    .min(min, `Give the ${label}.`)
    .max(max, `Keep the ${label} under ${max} characters.`)
    .refine(
      (text) => !/[\p{Cc}]/u.test(text.replace(/[\n\t]/g, '')),
      `Remove control characters from the ${label}.`,
    )
    .refine((text) => !hasHiddenCharacters(text), hiddenCharactersMessage(`the ${label}`));

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

export const productCode = z.preprocess(
  upper,
  z
    .string({ error: 'Give the product code.' })
    .regex(PRODUCT_CODE_PATTERN, 'Use 2 to 20 capital letters and digits for the code, as OC1024.'),
);

export const variantSku = z.preprocess(
  upper,
  z
    .string({ error: 'Give the SKU.' })
    .regex(SKU_PATTERN, 'Use capital letters, digits and hyphens for the SKU, as OC1024-BLK.'),
);

const hexColour = z
  .string({ error: 'Give the colour as #RRGGBB.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Give the colour as #RRGGBB.')
  .transform((hex) => hex.toLowerCase());

const millimetres = (label: string, min: number, max: number) =>
  integer(min, max).describe(`${label} in mm, ${min}–${max}`);

export const frameDataSchema = z.object({
  shape: z.enum(FRAME_SHAPES, { error: 'Choose the frame shape.' }),
  material: z.enum(FRAME_MATERIALS, { error: 'Choose the material.' }),
  rim: z.enum(FRAME_RIMS, { error: 'Choose the rim type.' }),
  gender: z.enum(FRAME_GENDERS, { error: 'Choose who the frame is for.' }),
  lensWidthMm: millimetres('Lens width', 30, 75),
  bridgeMm: millimetres('Bridge', 10, 30),
  templeMm: millimetres('Temple length', 100, 165),
  lensHeightMm: millimetres('Lens height', 20, 70),
  frameWidthMm: millimetres('Frame width', 90, 180),
  weightG: integer(1, 500),
  faceShapes: z.array(z.enum(FACE_SHAPES)).max(FACE_SHAPES.length).default([]),
  springHinges: z.boolean().default(false),
  nosePads: z.boolean().default(false),
  progressiveEligible: z.boolean().default(false),
});

export const variantDraftSchema = z.object({
  sku: variantSku,
  colorName: shopText('colour name', 40),
  colorFamily: z.enum(COLOR_FAMILIES, { error: 'Choose the colour family.' }),
  colorHex: hexColour,
  lensTintHex: nullable(hexColour),
  stock: integer(0, VARIANT_STOCK_MAX),
  lowStockThreshold: integer(0, 1_000).default(5),
});
export type VariantDraft = z.infer<typeof variantDraftSchema>;

/** Everything an operator writes of a product; the status moves through its own call. */
export const productDraftSchema = z.object({
  code: productCode,
  name: shopText('name', 120),
  type: z.enum(PRODUCT_TYPES, { error: 'Choose the category.' }),
  accessoryKind: nullable(z.enum(ACCESSORY_KINDS, { error: 'Choose the accessory kind.' })),
  summary: shopText('summary', 200),
  description: shopText('description', 5_000),
  priceCents: integer(1, PRODUCT_PRICE_MAX_CENTS),
  flashSalePriceCents: nullable(integer(1, PRODUCT_PRICE_MAX_CENTS)),
  /** ISO 8601 with an offset. */
  flashSaleEndsAt: nullable(instant('Give the sale end as a date and time.')),
  isNewArrival: z.boolean().default(false),
  isBestSeller: z.boolean().default(false),
  /** Words a search finds the product by besides its name. */
  searchWords: z.preprocess((value) => value ?? '', shopText('search words', 500, 0)),
  frame: nullable(frameDataSchema),
  variants: z
    .array(variantDraftSchema)
    .max(PRODUCT_VARIANTS_MAX, `Keep it to ${PRODUCT_VARIANTS_MAX} colours.`),
});
export type ProductDraft = z.infer<typeof productDraftSchema>;

export const productStatusSchema = z.enum(PRODUCT_STATUSES, {
  error: 'Choose draft, published or archived.',
});
