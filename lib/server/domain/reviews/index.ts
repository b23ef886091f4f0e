// The reviews module's front door (docs/architecture.md#house-rules): product reviews and ratings.
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { myReview } from './my-review';
export { syncProductRatings } from './product-ratings';
export { listReviews, reviewInfo, reviewsForProduct } from './review-reads';
export {
  hideReview,
  listReviewsForOperator,
  removeReviewReply,
  replyToReview,
  restoreReview,
} from './review-moderation';
export { hideReviews } from './review-selection';
export { saveReview } from './save-review';
