import { z } from 'zod';
import { PRODUCT_TYPES } from '@/lib/shop/categories';
import { PRODUCT_STATUSES, PRODUCT_VARIANTS_MAX } from '@/lib/shop/product-rules';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { imageSchema, integer, pageOf, rowId } from '../../fields';
import { OPERATOR_TAG, paging, searchText } from './fields';
import {
  productDraftSchema,
  productStatusSchema,
  VARIANT_STOCK_MAX,
  variantDraftSchema,
} from './product-fields';

// The operator console's products (docs/operating.md#catalog-work): find a product, create and edit
// every field the storefront shows, move it between draft, published and archived, and move a
// colour's stock with a reason. Photos have their own calls (product-photos.ts), the CSV file its
// own (product-bulk.ts).

const roles = rolesFor('catalog');

export const PRODUCT_LIST_SORTS = ['updated', 'created', 'name', 'code', 'price', 'stock'] as const;
export const PRODUCT_FLAGS = ['new', 'sale', 'best'] as const;
/** in: some left in every colour above its threshold; low: a colour at or under it; out: a colour at 0. */
export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const LOW_STOCK_THRESHOLD_MAX = 1_000;

export const productRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  priceCents: z.number().int(),
  flashSalePriceCents: z.number().int().nullable(),
  flashSaleEndsAt: z.string().nullable(),
  isNewArrival: z.boolean(),
  isBestSeller: z.boolean(),
  colours: z.number().int(),
  /** Frames in stock over every colour. */
  stock: z.number().int(),
  /** Colours at or under their low-stock threshold (sold-out ones included). */
  lowColours: z.number().int(),
  soldOutColours: z.number().int(),
  updatedAt: z.string(),
  /**
   * The list's thumbnail: the first colour's first photo, else its front image or drawing, as the
   * shop's cards pick it; null without a colour (or glasses without their frame data to draw).
   */
  thumbnail: imageSchema.nullable(),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/** A colour as the form edits it: the draft's fields and, once saved, its id. */
export const variantEditSchema = variantDraftSchema.extend({ id: rowId().optional() });

/** The whole product as the form sends it on update: variants with an id are the saved ones. */
export const productEditSchema = productDraftSchema.extend({
  id: rowId(),
  variants: z
    .array(variantEditSchema)
    .max(PRODUCT_VARIANTS_MAX, `Keep it to ${PRODUCT_VARIANTS_MAX} colours.`),
});
export type ProductEdit = z.infer<typeof productEditSchema>;

const frameViewSchema = z.object({
  shape: z.string(),
  material: z.string(),
  rim: z.string(),
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
  progressiveEligible: z.boolean(),
});

export const variantViewSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  colorName: z.string(),
  colorFamily: z.string(),
  colorHex: z.string(),
  lensTintHex: z.string().nullable(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  /** An order or a cart line names it: it cannot be removed, only sold out. */
  inUse: z.boolean(),
  photos: z.number().int(),
  hasTryOnImage: z.boolean(),
});
export type VariantView = z.infer<typeof variantViewSchema>;

export const stockEntrySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  colorName: z.string(),
  delta: z.number().int(),
  stockAfter: z.number().int(),
  reason: z.string(),
  /** The member's e-mail, or null when their account was removed. */
  by: z.string().nullable(),
  createdAt: z.string(),
});
export type StockEntry = z.infer<typeof stockEntrySchema>;

/** A product as the console's form edits it, with what the page shows beside the form. */
export const productInfoSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  type: z.enum(PRODUCT_TYPES),
  accessoryKind: z.string().nullable(),
  summary: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  flashSalePriceCents: z.number().int().nullable(),
  flashSaleEndsAt: z.string().nullable(),
  isNewArrival: z.boolean(),
  isBestSeller: z.boolean(),
  searchWords: z.string(),
  frame: frameViewSchema.nullable(),
  variants: z.array(variantViewSchema),
  status: z.enum(PRODUCT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The newest 50 stock changes made by hand, over every colour. */
  stockHistory: z.array(stockEntrySchema),
});
export type ProductInfo = z.infer<typeof productInfoSchema>;

const reason = z
  .string({ error: 'Give the reason for the change.' })
  .trim()
  .min(3, 'Give the reason for the change.')
  .max(200, 'Keep the reason under 200 characters.');

export const productListCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/list',
  tag: OPERATOR_TAG,
  summary: 'Products: search by code, name or SKU, filtered, sorted and paginated.',
  description:
    "`search` matches part of the code, the name or a colour's SKU, in any case. `type` keeps one category; `flag` new arrivals, products on a running flash sale or best sellers; `stock` products with every colour above its low-stock threshold (in), a colour at or under it (low) or a colour sold out (out); `status` draft, published or archived. `sort`: updated (the default), created, name, code, price or stock (over every colour).",
  access: 'operator',
  roles,
  input: z.strictObject({
    ...paging,
    search: searchText(),
    type: z.enum(PRODUCT_TYPES).optional(),
    flag: z.enum(PRODUCT_FLAGS).optional(),
    stock: z.enum(PRODUCT_STOCK_FILTERS).optional(),
    status: productStatusSchema.optional(),
    sort: z.enum(PRODUCT_LIST_SORTS).default('updated'),
    direction: z.enum(['asc', 'desc']).default('desc'),
  }),
  output: pageOf(productRowSchema),
});

export const productInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/info',
  tag: OPERATOR_TAG,
  summary: 'A product as the form edits it, with its colours, photos count and stock history.',
  description: 'Any status. Code 404 for an unknown id.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: productInfoSchema,
});

export const productCreateCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/create',
  tag: OPERATOR_TAG,
  summary: 'Creates a product as a draft.',
  description:
    'The draft is not listed until it is published (setStatus). Each colour starts with its `stock`, written in the stock history as the initial stock. Code 422 names every field a rule refuses: a code or SKU another product has, a sale price at or above the price, a frame width that does not fit two lenses and the bridge, glasses without frame data.',
  access: 'operator',
  roles,
  input: productDraftSchema.strict(),
  output: productInfoSchema,
});

export const productUpdateCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/update',
  tag: OPERATOR_TAG,
  summary: 'Saves the whole product: fields, frame data and colours.',
  description:
    "Colours with an `id` are the saved ones (a saved colour's `stock` is ignored: stock moves through adjustStock, with a reason); colours without one are added; a saved colour left out is removed, unless an order or a cart line names it (code 422 on `variants`: set its stock to 0 instead). The status does not change. Code 422 as create, 404 for an unknown id.",
  access: 'operator',
  roles,
  input: productEditSchema.strict(),
  output: productInfoSchema,
});

export const productSetStatusCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/setStatus',
  tag: OPERATOR_TAG,
  summary: 'Publishes a product, moves it back to draft or archives it.',
  description:
    'Only a published product is listed, shown, in the sitemap and sold; the storefront follows within seconds. Publishing needs at least one colour and, for glasses, the frame data (code 422 naming what is missing). Setting the status it has changes nothing.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), status: productStatusSchema }),
  output: productInfoSchema,
});

export const productAdjustStockCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/adjustStock',
  tag: OPERATOR_TAG,
  summary: "Moves a colour's stock by a signed amount, or to a count, with a reason.",
  description: `Give \`delta\` (+12 received, -1 damaged) or \`count\` (what was counted on the shelf), not both. The stock never goes below 0 nor above ${VARIANT_STOCK_MAX} (code 0). The change and its reason go to the product's stock history and the audit log. A colour coming back from 0 sends the back-in-stock mails of the shoppers waiting for it.`,
  access: 'operator',
  roles,
  input: z
    .strictObject({
      variantId: rowId(),
      delta: integer(-VARIANT_STOCK_MAX, VARIANT_STOCK_MAX).optional(),
      count: integer(0, VARIANT_STOCK_MAX).optional(),
      reason,
    })
    .superRefine((input, context) => {
      if ((input.delta === undefined) === (input.count === undefined))
        context.addIssue({
          code: 'custom',
          path: ['delta'],
          message: 'Give either the change (delta) or the new count.',
        });
      else if (input.delta === 0)
        context.addIssue({ code: 'custom', path: ['delta'], message: 'Enter a change other than zero.' });
    }),
  output: z.object({ variantId: z.number().int(), stock: z.number().int(), entry: stockEntrySchema }),
});

export const productSetLowStockThresholdCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/setLowStockThreshold',
  tag: OPERATOR_TAG,
  summary: "Sets the stock at or under which a colour counts as low (the dashboard's low-stock list).",
  description: 'The update call sets it too, with the rest of the product.',
  access: 'operator',
  roles,
  input: z.strictObject({ variantId: rowId(), threshold: integer(0, LOW_STOCK_THRESHOLD_MAX) }),
  output: z.object({ variantId: z.number().int(), lowStockThreshold: z.number().int() }),
});

export const PRODUCT_CALLS: readonly CallContract[] = [
  productListCall,
  productInfoCall,
  productCreateCall,
  productUpdateCall,
  productSetStatusCall,
  productAdjustStockCall,
  productSetLowStockThresholdCall,
];
