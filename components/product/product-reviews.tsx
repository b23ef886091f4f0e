import type { RatingSummary, ReviewPage } from '@/lib/contract/calls/review';
import { MoreReviews } from './more-reviews';
import { RatingStars } from './rating-stars';
import { ReviewForm } from './review-form';
import styles from './product-reviews.module.css';

interface Props {
  /** The product's code, for loading further pages. */
  code: string;
  summary: RatingSummary;
  /** The first page of reviews, newest first (reviewsForProduct in lib/server/domain/reviews). */
  page: ReviewPage;
}

const STAR_ROWS = [5, 4, 3, 2, 1] as const;

/**
 * The product page's reviews: the rating summary with a bar per star, "Write a review" for the
 * product's buyers, then the newest reviews.
 */
export function ProductReviews({ code, summary, page }: Props) {
  return (
    <section className={styles.reviews} aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title">Customer reviews</h2>
      {summary.count === 0 ? (
        <p className={styles.empty}>No reviews yet. Reviews come from shoppers who bought this product.</p>
      ) : (
        <div className={styles.summary} data-testid="review-summary">
          <p className={styles.average}>
            <span className={styles.averageNumber}>{summary.average.toFixed(1)}</span>
            <RatingStars rating={summary.average} />
            <span className={styles.count}>
              {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
          <dl className={styles.bars}>
            {STAR_ROWS.map((star) => (
              <div key={star} className={styles.bar}>
                <dt>{star} star</dt>
                <dd>
                  <meter
                    min={0}
                    max={summary.count}
                    value={summary.stars[star]}
                    aria-label={`${star} star reviews`}
                  />
                  <span>{summary.stars[star]}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {/* The form and the first page of reviews: a saved review joins the top of the list. */}
      <ReviewForm code={code} reviews={page.list} />
      {page.pageCount > 1 && (
        <MoreReviews
          code={code}
          pageSize={page.pageSize}
          pageCount={page.pageCount}
          shownIds={page.list.map((review) => review.id)}
        />
      )}
    </section>
  );
}
