import { z } from 'zod';
import { PRODUCT_STATUSES } from '@/lib/shop/product-rules';
import { percentProblem, PRICE_CHANGE_MAX_PERCENT, PRICE_CHANGE_MIN_PERCENT } from '@/lib/shop/price-change';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';
import { productStatusSchema } from './product-fields';
import { ALL_OR_NOTHING, SELECTION_MAX, selectionOf } from './selection';

// The console's products ticked on the list (docs/operating.md#bulk-catalog): published, archived or
// moved to draft together, or their prices moved by a percentage, all or nothing.

const roles = rolesFor('catalog');

const ids = selectionOf(rowId(), 'product');

/** A product after a change over the selection. */
export const selectedProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  priceCents: z.number().int(),
  flashSalePriceCents: z.number().int().nullable(),
  /** It changed (false: it already was as asked, and nothing was written). */
  changed: z.boolean(),
});
export type SelectedProduct = z.infer<typeof selectedProductSchema>;

const answer = z.object({ list: z.array(selectedProductSchema) });

export const productSetStatusManyCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/setStatusMany',
  tag: OPERATOR_TAG,
  summary: 'Publishes, archives or moves to draft the products of a selection together.',
  description: `Up to ${SELECTION_MAX} product ids, under the rules of /api/admin/products/setStatus: publishing needs at least one colour and, for glasses, the frame data. ${ALL_OR_NOTHING} A product already in the status changes nothing; each that changes is written in the audit log (product.publish, product.archive, product.draft), and the storefront follows within seconds.`,
  access: 'operator',
  roles,
  input: z.strictObject({ ids, status: productStatusSchema }),
  output: answer,
});

const percent = z
  .number({ error: 'Give the change as a percentage, such as -10 or 5.' })
  .min(
    PRICE_CHANGE_MIN_PERCENT,
    `Give a change from ${PRICE_CHANGE_MIN_PERCENT} % to +${PRICE_CHANGE_MAX_PERCENT} %.`,
  )
  .max(
    PRICE_CHANGE_MAX_PERCENT,
    `Give a change from ${PRICE_CHANGE_MIN_PERCENT} % to +${PRICE_CHANGE_MAX_PERCENT} %.`,
  )
  .superRefine((value, context) => {
    const problem = percentProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

export const productChangePricesCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/changePrices',
  tag: OPERATOR_TAG,
  summary: 'Moves the prices of a selection of products by a percentage.',
  description: `Up to ${SELECTION_MAX} product ids and \`percent\`, from ${PRICE_CHANGE_MIN_PERCENT} to +${PRICE_CHANGE_MAX_PERCENT} (not 0, at most two decimals): each price becomes price × (100 + percent) / 100, rounded half-up to the cent. A product on a flash sale keeps its discount: its sale price moves by the same percentage. A product is refused when a price would be $0.00 or less, above the most a price may be, or a sale price no longer below the price. ${ALL_OR_NOTHING} Each product is written in the audit log (product.update, its prices before and after); the storefront follows within seconds.`,
  access: 'operator',
  roles,
  input: z.strictObject({ ids, percent }),
  output: answer,
});

export const PRODUCT_SELECTION_CALLS: readonly CallContract[] = [
  productSetStatusManyCall,
  productChangePricesCall,
];
