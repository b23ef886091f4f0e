import { z } from 'zod';
import { REFUND_DESTINATIONS } from '@/lib/shop/after-sales';
import { rolesFor } from '@/lib/shop/staff-roles';
import { defineCall } from '../../call';
import { integer, rowId } from '../../fields';
import { OPERATOR_TAG } from './fields';
import {
  operatorOrderSchema,
  orderNumberField,
  orderRefundSchema,
  refundBreakdownSchema,
} from './order-schemas';

// A refund by line (docs/operating.md#refund-by-line): the operator chooses lines, quantities and
// parts, the shipping and the tax; the shop works the amount out (refundQuote shows it first), and
// the refund goes the way every refund goes. Owners and staff, as every order call.

const roles = rolesFor('orders');

/** The most lines one refund names (an order has far fewer). */
const REFUND_LINES_MAX = 100;

const chosenLine = z.strictObject({
  lineId: rowId(),
  quantity: integer(0, 1_000),
  frame: z.boolean({ error: 'Say whether the frame (or the accessory) goes back.' }),
  lenses: z.boolean({ error: 'Say whether the lenses go back.' }),
});

const selection = {
  number: orderNumberField,
  lines: z
    .array(chosenLine, { error: 'Choose the lines to refund.' })
    .max(REFUND_LINES_MAX, `Choose at most ${REFUND_LINES_MAX} lines.`),
  shipping: z.boolean({ error: 'Say whether the shipping goes back.' }),
  tax: z.boolean({ error: 'Say whether the tax goes back.' }),
};

export const adminOrderRefundQuoteCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/refundQuote',
  tag: OPERATOR_TAG,
  summary: 'What a refund by line would give back: each chosen line’s amount and tax, and the total.',
  description:
    'docs/operating.md#refund-by-line. Changes nothing. 422 names `lines` (nothing chosen, a line not in the order, more units than are left unrefunded) or `shipping` (free, or already refunded); code 0 when the order cannot be refunded or the total is more than is left on it.',
  access: 'operator',
  roles,
  input: z.strictObject(selection),
  output: refundBreakdownSchema.omit({ restocked: true, loweredBecause: true }).extend({
    taxCents: z.number().int(),
  }),
});

export const adminOrderRefundLinesCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/refundLines',
  tag: OPERATOR_TAG,
  summary:
    'Refunds chosen lines of a paid order, their parts, the shipping and the tax, to its payment or the wallet.',
  description:
    'docs/operating.md#refund-by-line. The amount is worked out as refundQuote answers it; `amountCents` may lower it (never raise it: 422 names `amountCents`), and then `loweredBecause` says why (422 names it). `restock` puts the refunded frames and accessories back on sale once the refund is made. The refund records its tax part and what it gave back, and goes as /api/admin/orders/refund does: one at a time, sent once with an idempotency key, 503 when the provider does not answer.',
  access: 'operator',
  roles,
  input: z.strictObject({
    ...selection,
    restock: z.boolean({ error: 'Say whether the stock goes back.' }),
    amountCents: integer(1, 100_000_000).optional(),
    loweredBecause: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
    destination: z.enum(REFUND_DESTINATIONS),
    reason: z
      .string({ error: 'Say why the order is refunded.' })
      .trim()
      .min(1, 'Say why the order is refunded.')
      .max(500, 'Keep the reason under 500 characters.'),
  }),
  output: z.object({ order: operatorOrderSchema, refund: orderRefundSchema }),
});
