import { OrderStatus } from './order-status';

// /api/review/save: only buyers review a product, once their order has arrived. Shared by
// the server (which decides) and the storefront (the review form and the account's order page).

const { PendingReview, Completed, Refunded } = OrderStatus;

/** What a shopper who may not review the product is told (code 0 from /api/review/save). */
export const BUYERS_ONLY_MESSAGE =
  'Only shoppers who bought this product from Oculo can review it. You can write your review once your order has arrived.';

/** The author shown with a review when the account has no first name. */
export const ANONYMOUS_REVIEW_AUTHOR = 'Oculo shopper';

/**
 * Whether an order has reached the shopper, from its status now and the statuses it has been in
 * (its history): delivered (4 Completed), or delivered and then taken to after-sales (3 Pending
 * Review) or refunded (5), which does not undo that the shopper had the product in hand. An order
 * that is refunded or under review before it was delivered never arrived.
 */
export function orderHasArrived(status: number, passedStatuses: readonly number[]): boolean {
  if (status === Completed) return true;
  if (status === PendingReview || status === Refunded) return passedStatuses.includes(Completed);
  return false;
}

/**
 * The name shown with a review: the first name and the initial of the last name ("Maria K."),
 * the first name alone without a last name, and ANONYMOUS_REVIEW_AUTHOR without a first name.
 */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim().replace(/\s+/g, ' ');
  if (first === '') return ANONYMOUS_REVIEW_AUTHOR;
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toLocaleUpperCase('en-US')}.` : first;
}
