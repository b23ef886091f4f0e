import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { integer, pageOf, rowId } from '../../fields';
import { shopText } from './product-fields';
import { OPERATOR_TAG, paging, searchText } from './fields';
import { ALL_OR_NOTHING, SELECTION_MAX, selectionOf } from './selection';

// The operator console's reviews: find a review, hide it (it leaves the product
// page and its rating the average), restore it, and answer it as the shop under the review.

const REVIEW_ROLES = rolesFor('catalog');

/** The longest answer the shop may write under a review. */
export const SHOP_REPLY_MAX = 2_000;

export const REVIEW_VISIBILITIES = ['all', 'visible', 'hidden'] as const;

export const adminReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  /** The product's code and name; null when the product is gone. */
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  author: z.string(),
  verifiedBuyer: z.boolean(),
  /** ISO times. */
  createdAt: z.string(),
  /** Shown on the product page and counted in its rating. */
  published: z.boolean(),
  hiddenAt: z.string().nullable(),
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

const productFilter = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.trim() : value),
  z
    .string()
    .max(40, 'Keep the product code under 40 characters.')
    .transform((code) => code.toUpperCase())
    .optional(),
);

export const reviewAdminListCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/list',
  tag: OPERATOR_TAG,
  summary: 'Reviews: filter by product, rating, visibility and reply, search, newest first.',
  description:
    "`productCode` keeps one product's reviews (any status). `visibility`: all (the default), visible (published) or hidden. `replied` keeps reviews the shop answered (true) or not (false). `search` matches part of the title, the text or the author.",
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({
    ...paging,
    productCode: productFilter,
    rating: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      integer(1, 5).optional(),
    ),
    visibility: z.enum(REVIEW_VISIBILITIES, { error: 'Choose all, visible or hidden.' }).default('all'),
    replied: z.boolean().optional(),
    search: searchText(),
  }),
  output: pageOf(adminReviewSchema),
});

export const reviewHideCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/hide',
  tag: OPERATOR_TAG,
  summary: 'Hides a review from the product page and its rating.',
  description:
    "The review leaves the product page, /api/review/list and the product's average at once; its author's later edits keep it hidden. Hiding a hidden review changes nothing. Code 404 for an unknown id.",
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: adminReviewSchema,
});

export const reviewHideManyCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/hideMany',
  tag: OPERATOR_TAG,
  summary: 'Hides the reviews of a selection from their product pages and ratings.',
  description: `docs/operating.md#bulk-catalog. Up to ${SELECTION_MAX} review ids, each hidden as /api/admin/reviews/hide hides one. ${ALL_OR_NOTHING} A hidden review changes nothing (\`unchanged\`); each hidden now (\`changed\`) is written in the audit log (review.hide).`,
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({ ids: selectionOf(rowId(), 'review') }),
  output: z.object({ changed: z.array(z.number().int()), unchanged: z.array(z.number().int()) }),
});

export const reviewRestoreCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/restore',
  tag: OPERATOR_TAG,
  summary: 'Shows a hidden review again.',
  description:
    'The review is back on the product page and in its rating. Restoring a shown review changes nothing. Code 404 for an unknown id.',
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: adminReviewSchema,
});

export const reviewReplyCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/reply',
  tag: OPERATOR_TAG,
  summary: 'Answers a review as the shop, or changes the answer.',
  description: `The answer (plain text, at most ${SHOP_REPLY_MAX} characters) shows under the review on the product page and in /api/review/list. Code 404 for an unknown id.`,
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({ id: rowId(), text: shopText('answer', SHOP_REPLY_MAX) }),
  output: adminReviewSchema,
});

export const reviewRemoveReplyCall = defineCall({
  method: 'POST',
  path: '/api/admin/reviews/removeReply',
  tag: OPERATOR_TAG,
  summary: "Takes the shop's answer off a review.",
  description: 'A review without an answer changes nothing. Code 404 for an unknown id.',
  access: 'operator',
  roles: REVIEW_ROLES,
  input: z.strictObject({ id: rowId() }),
  output: adminReviewSchema,
});

export const REVIEW_ADMIN_CALLS: readonly CallContract[] = [
  reviewAdminListCall,
  reviewHideCall,
  reviewHideManyCall,
  reviewRestoreCall,
  reviewReplyCall,
  reviewRemoveReplyCall,
];
