// /api/review/save: rating 1–5 and text with moderated length. The shop's moderation
// rules for a review, shared by the review form and the server. No I/O: a draft in, field messages out.

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;

export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  titleTooLong: `Keep the title under ${REVIEW_TITLE_MAX} characters.`,
  textTooShort: `Tell other shoppers a little more (at least ${REVIEW_TEXT_MIN} characters).`,
  textTooLong: `Keep your review under ${REVIEW_TEXT_MAX} characters.`,
  shouting: 'Please write in normal sentences rather than capitals.',
  link: 'Please leave out links and web addresses.',
  email: 'Please leave out e-mail addresses.',
  repeated: 'Please do not repeat a character over and over.',
} as const;

export interface ReviewDraft {
  rating: unknown;
  title?: string | null;
  text: string;
}

export type ReviewField = 'rating' | 'title' | 'text';
/** The first problem of each field, as the 422 answer's data.fields carries it. */
export type ReviewProblems = Partial<Record<ReviewField, string>>;

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
// Schemes, "www." and bare domains with a top-level domain spam favours ("cheap-frames.shop/deal").
// Short ones that end words in English ("fast.Me", "frames.Top") are left out on purpose.
const LINK =
  /(\b[a-z][a-z0-9+.-]*:\/\/)|(\bwww\.)|(\b[a-z0-9-]+\.(com|net|org|info|biz|io|ly|app|shop|store|site|xyz|club|ru|cn)\b)/i;
/** The same visible character six or more times in a row ("!!!!!!", "sooooooo"). */
const REPEATED = /(\S)\1{5,}/u;
/** Below this many letters, capitals are an acronym or a shout of joy, not a shouted review. */
const SHOUTING_MIN_LETTERS = 12;

/** Whether more than half of the cased letters are capitals. */
export function isMostlyCapitals(text: string): boolean {
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  const lower = text.match(/\p{Ll}/gu)?.length ?? 0;
  return upper + lower >= SHOUTING_MIN_LETTERS && upper > lower;
}

/** What links, addresses and spam patterns a piece of free text carries, if any. */
function contentProblem(text: string): string | undefined {
  if (EMAIL.test(text)) return REVIEW_MESSAGES.email;
  if (LINK.test(text)) return REVIEW_MESSAGES.link;
  if (REPEATED.test(text)) return REVIEW_MESSAGES.repeated;
  return undefined;
}

function ratingProblem(rating: unknown): string | undefined {
  const valid =
    typeof rating === 'number' &&
    Number.isInteger(rating) &&
    rating >= REVIEW_RATING_MIN &&
    rating <= REVIEW_RATING_MAX;
  return valid ? undefined : REVIEW_MESSAGES.rating;
}

function titleProblem(title: string | null | undefined): string | undefined {
  const trimmed = (title ?? '').trim();
  if (trimmed === '') return undefined;
  if (Array.from(trimmed).length > REVIEW_TITLE_MAX) return REVIEW_MESSAGES.titleTooLong;
  return contentProblem(trimmed);
}

function textProblem(text: string): string | undefined {
  const trimmed = text.trim();
  const length = Array.from(trimmed).length;
  if (length < REVIEW_TEXT_MIN) return REVIEW_MESSAGES.textTooShort;
  if (length > REVIEW_TEXT_MAX) return REVIEW_MESSAGES.textTooLong;
  return contentProblem(trimmed) ?? (isMostlyCapitals(trimmed) ? REVIEW_MESSAGES.shouting : undefined);
}

/** The moderation rules a review must pass before it is stored; empty when it passes. */
export function reviewProblems(draft: ReviewDraft): ReviewProblems {
  const problems: ReviewProblems = {};
  const rating = ratingProblem(draft.rating);
  const title = titleProblem(draft.title);
  const text = textProblem(draft.text);
  if (rating) problems.rating = rating;
  if (title) problems.title = title;
  if (text) problems.text = text;
  return problems;
}
