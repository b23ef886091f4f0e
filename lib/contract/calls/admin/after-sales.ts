import { z } from 'zod';
import { AFTER_SALES_KINDS, AFTER_SALES_REASONS, REFUND_DESTINATIONS } from '@/lib/shop/after-sales';
import { AFTER_SALES_OUTCOMES, AFTER_SALES_STATES } from '@/lib/shop/after-sales-answers';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { integer, pageOf, rowId } from '../../fields';
import { isFreeOfControlCharacters, TICKET_MESSAGES } from '../../ticket-rules';
import { afterSalesPhotoName } from '../order';
import { OPERATOR_TAG, paging, searchText } from './fields';

// The after-sales queue of the operator console (docs/product.md#after-sales: 3 Pending Review
// → 5 Refunded, or back to the status the order had before).

const roles = rolesFor('after-sales');

export const afterSalesQueueItemSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** The order's status now (docs/product.md#order-states code) and its name. */
  orderStatus: z.number().int(),
  orderStatusName: z.string(),
  email: z.string(),
  /** The name on the order's shipping address. */
  name: z.string(),
  kind: z.enum(AFTER_SALES_KINDS),
  reason: z.enum(AFTER_SALES_REASONS),
  details: z.string(),
  /** Where the shopper asked a refund to go. */
  refundTo: z.enum(REFUND_DESTINATIONS),
  photoCount: z.number().int(),
  state: z.enum(AFTER_SALES_STATES),
  /** When approved: refund or exchange. */
  outcome: z.enum(AFTER_SALES_OUTCOMES).nullable(),
  /** The message the shopper was sent with the answer. */
  resolution: z.string(),
  /** The member who answered, by name (or e-mail), or null. */
  resolvedBy: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type AfterSalesQueueItem = z.infer<typeof afterSalesQueueItemSchema>;

export const afterSalesOrderSchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  /** Where the order goes back to when the request is declined or exchanged. */
  statusBeforeReview: z.number().int().nullable(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What is left to refund. */
  refundableCents: z.number().int(),
  paidAt: z.string().nullable(),
  /** demo | paypal | stripe, or null. */
  paymentProvider: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(
    z.object({
      name: z.string(),
      colorName: z.string(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
});

export const afterSalesDetailSchema = afterSalesQueueItemSchema.extend({
  /** Names of the photos for /api/admin/afterSales/photo. */
  photos: z.array(z.string()),
  order: afterSalesOrderSchema,
});
export type AfterSalesDetail = z.infer<typeof afterSalesDetailSchema>;

const answerMessage = z
  .string({ error: 'Write the message the shopper receives.' })
  .trim()
  .min(1, 'Write the message the shopper receives.')
  .max(2000, 'Keep the message under 2000 characters.')
  .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters);

export const afterSalesListCall = defineCall({
  method: 'POST',
  path: '/api/admin/afterSales/list',
  tag: OPERATOR_TAG,
  summary: 'The after-sales queue: pending requests first (oldest first), then the answered ones.',
  description:
    '`state` and `kind` filter; `search` matches the order number or part of the shopper’s e-mail.',
  access: 'operator',
  roles,
  input: z.strictObject({
    ...paging,
    state: z.enum(AFTER_SALES_STATES).optional(),
    kind: z.enum(AFTER_SALES_KINDS).optional(),
    search: searchText(),
  }),
  output: pageOf(afterSalesQueueItemSchema),
});

export const afterSalesInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/afterSales/info',
  tag: OPERATOR_TAG,
  summary: 'One after-sales request with its photos and its order.',
  description: 'Code 404 for an unknown request.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId() }),
  output: afterSalesDetailSchema,
});

export const afterSalesPhotoCall = defineCall({
  method: 'POST',
  path: '/api/admin/afterSales/photo',
  tag: OPERATOR_TAG,
  summary: 'One photo of an after-sales request, as JPEG bytes (the `photos` entries of info name them).',
  description:
    'Answers the image itself; an unknown photo answers 404 in the envelope. Each view is in the audit log.',
  access: 'operator',
  roles,
  input: z.strictObject({ photo: afterSalesPhotoName }),
  output: z.unknown(),
});

export const afterSalesApproveCall = defineCall({
  method: 'POST',
  path: '/api/admin/afterSales/approve',
  tag: OPERATOR_TAG,
  summary: 'Approves a pending request with a refund or an exchange, and mails the shopper the answer.',
  description:
    'A refund gives back `amountCents` (all that is left when absent) to `destination` (where the shopper asked when absent): through the payment provider or to the shop wallet. Fully refunded, the order becomes 5 Refunded; after a partial refund or an exchange it goes back to the status it had before the review. Code 0 when the request was already answered or the refund is refused (more than is left, a provider that refuses).',
  access: 'operator',
  roles,
  input: z.strictObject({
    id: rowId(),
    outcome: z.enum(AFTER_SALES_OUTCOMES, { error: 'Choose refund or exchange.' }),
    amountCents: integer(1, 100_000_000).optional(),
    destination: z
      .enum(REFUND_DESTINATIONS, { error: 'Choose the original payment or the wallet.' })
      .optional(),
    message: answerMessage,
  }),
  output: afterSalesQueueItemSchema,
});

export const afterSalesDeclineCall = defineCall({
  method: 'POST',
  path: '/api/admin/afterSales/decline',
  tag: OPERATOR_TAG,
  summary: 'Declines a pending request with a message; the order goes back to the status it had before.',
  description: 'Code 0 when the request was already answered.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), message: answerMessage }),
  output: afterSalesQueueItemSchema,
});

export const AFTER_SALES_CALLS: readonly CallContract[] = [
  afterSalesListCall,
  afterSalesInfoCall,
  afterSalesPhotoCall,
  afterSalesApproveCall,
  afterSalesDeclineCall,
];
