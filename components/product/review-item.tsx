import type { Review } from '@/lib/contract/calls/review';
import { ShopNameText } from '@/components/app/shop-name-text';
import { calendarDay } from '@/lib/shop/plain-format';
import { RatingStars } from './rating-stars';
import styles from './product-reviews.module.css';

/** One shopper's review: stars, title, text, who wrote it and when, and the shop's answer under it. */
export function ReviewItem({ review }: { review: Review }) {
  return (
    <article className={styles.review} data-testid="review">
      <header className={styles.reviewHead}>
        <RatingStars rating={review.rating} />
        {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
      </header>
      <p className={styles.reviewText}>{review.text}</p>
      <p className={styles.byline}>
        <span>{review.author}</span>
        <time dateTime={review.createdAt}>{calendarDay(review.createdAt)}</time>
        {review.verifiedBuyer && <span className={styles.verified}>Verified buyer</span>}
      </p>
      {review.reply && (
        <div className={styles.shopReply} data-testid="review-reply">
          <p className={styles.shopReplyBy}>
            <span>
              Reply from <ShopNameText />
            </span>
            <time dateTime={review.reply.repliedAt}>{calendarDay(review.reply.repliedAt)}</time>
          </p>
          <p className={styles.reviewText}>{review.reply.text}</p>
        </div>
      )}
    </article>
  );
}
