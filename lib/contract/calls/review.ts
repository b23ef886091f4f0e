import { z } from 'zod';
import {
  REVIEW_MESSAGES,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEW_TITLE_MAX,
  reviewProblems,
} from '@/lib/shop/review-rules';
import { defineCall } from '../call';
import { optionalInteger, pageOf } from '../fields';

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

const productCode = z.string().trim().min(1, 'Name the product.').max(40);

export const reviewSchema = z.object({
  id: z.number().int(),
  /** 1–5 stars. */
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  /** First name and initial, e.g. "Maria K.". */
  author: z.string(),
  createdAt: z.string(),
  verifiedBuyer: z.boolean(),
  /** The shop's public answer under the review, or null. */
  reply: z.object({ text: z.string(), repliedAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  /** The mean rating to one decimal, as product cards show it; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each number of stars. */
  stars: z.object({
    5: z.number().int(),
    4: z.number().int(),
    3: z.number().int(),
    2: z.number().int(),
    1: z.number().int(),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewPageSchema = pageOf(reviewSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const reviewListInput = z.strictObject({
  code: productCode,
  page: optionalInteger(1, 1000).default(1),
  pageSize: optionalInteger(1, 50).default(10),
  sort: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(REVIEW_SORTS, { error: 'Sort by newest, highest or lowest.' }).default('newest'),
  ),
});
export type ReviewListQuery = z.infer<typeof reviewListInput>;

export const reviewListCall = defineCall({
  method: 'POST',
  path: '/api/review/list',
  tag: 'Product',
  summary: "One page of a product's published reviews.",
  description:
    "Sorts: newest (default), highest, lowest rating. Each review carries the shop's answer (`reply`) or null. Reviews the shop hid are left out. Code 404 for an unknown or withdrawn product.",
  input: reviewListInput,
  output: reviewPageSchema,
});

export const reviewInfoCall = defineCall({
  method: 'POST',
  path: '/api/review/info',
  tag: 'Product',
  summary: "A product's rating summary: the average, the count and the count of each star.",
  description: 'Agrees with the rating on the product card. Code 404 for an unknown or withdrawn product.',
  input: z.strictObject({ code: productCode }),
  output: ratingSummarySchema,
});

const numeric = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

export const reviewSaveCall = defineCall({
  method: 'POST',
  path: '/api/review/save',
  tag: 'Product',
  summary: 'Saves the signed-in buyer’s review of a product they bought.',
  description: `Rating ${REVIEW_RATING_MIN}–${REVIEW_RATING_MAX}; title optional, at most ${REVIEW_TITLE_MAX} characters; text ${REVIEW_TEXT_MIN}–${REVIEW_TEXT_MAX} characters, without links, e-mail addresses, shouting or repeated characters (422 with data.fields). Only buyers of the product may review it, once an order with it has arrived (delivered, even if returned since): code 3 without a live sign-in, code 0 for any other shopper, 404 for an unknown or withdrawn product. One review per buyer and product: saving again edits it. A review that passes these rules is published at once, marked as from a verified buyer, with the account's first name and initial.`,
  access: 'signed-in',
  input: z
    .strictObject({
      code: productCode,
      rating: z.preprocess(numeric, z.number({ error: REVIEW_MESSAGES.rating })),
      title: z.preprocess(
        (v) => (v === null ? undefined : v),
        z.string().trim().max(200, REVIEW_MESSAGES.titleTooLong).optional(),
      ),
      text: z.string({ error: REVIEW_MESSAGES.textTooShort }).trim().max(10_000, REVIEW_MESSAGES.textTooLong),
    })
    // The base schema only types the fields; the shop's moderation rules (lib/shop) give the messages.
    .superRefine((draft, context) => {
      for (const [field, message] of Object.entries(reviewProblems(draft))) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
    }),
  output: z.object({ id: z.number().int() }),
});

/** The signed-in shopper's own review of a product, as the review form edits it. */
export const myReviewSchema = z.object({
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
});
export type MyReview = z.infer<typeof myReviewSchema>;

export const reviewMineCall = defineCall({
  method: 'POST',
  path: '/api/review/mine',
  tag: 'Product',
  summary:
    'Whether the signed-in shopper may review a product, and their review of it (the product page’s review form uses it).',
  description:
    'eligible: the shopper has an order with the product that has arrived, as /api/review/save requires. review: their saved review of it, to edit, or null. Code 3 without a live sign-in, 404 for an unknown or withdrawn product.',
  access: 'signed-in',
  input: z.strictObject({ code: productCode }),
  output: z.object({ eligible: z.boolean(), review: myReviewSchema.nullable() }),
});
