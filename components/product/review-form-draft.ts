import { fieldErrorsOf, isApiError } from '@/lib/api';
import type { MyReview } from '@/lib/contract/calls/review';
import { reviewProblems, type ReviewField, type ReviewProblems } from '@/lib/shop/review-rules';

// What the review form holds while the shopper writes, and how it reads the server's answers.

/** The form's fields, in the order it shows them (the first invalid one gets focus). */
export const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'title', 'text'];

export interface ReviewFormDraft {
  /** 1–5, or null until a star is chosen. */
  rating: number | null;
  title: string;
  text: string;
}

/** The form's starting point: the shopper's saved review to edit, or an empty one. */
export function draftFrom(review: MyReview | null): ReviewFormDraft {
  return review
    ? { rating: review.rating, title: review.title ?? '', text: review.text }
    : { rating: null, title: '', text: '' };
}

/** The moderation rules of the shop (lib/shop/review-rules), the same the server applies. */
export function draftProblems(draft: ReviewFormDraft): ReviewProblems {
  return reviewProblems(draft);
}

/** The review as the shopper sees it once saved: trimmed, an empty title left out. */
export function savedReview(draft: ReviewFormDraft): MyReview {
  return { rating: draft.rating ?? 0, title: draft.title.trim() || null, text: draft.text.trim() };
}

export function firstInvalidField(problems: ReviewProblems): ReviewField | undefined {
  return REVIEW_FIELDS.find((field) => problems[field] !== undefined);
}

const FALLBACK = 'Your review could not be saved. Please try again.';

/** A failed save: messages by the fields a 422 names, or one message for the form. */
export function saveFailure(error: unknown): { fields: ReviewProblems } | { message: string } {
  const fields: ReviewProblems = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error) ?? {})) {
    if ((REVIEW_FIELDS as readonly string[]).includes(field)) fields[field as ReviewField] = message;
  }
  if (firstInvalidField(fields)) return { fields };
  return { message: isApiError(error) && error.message ? error.message : FALLBACK };
}
