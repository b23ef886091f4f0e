import styles from './product-reviews.module.css';

interface Props {
  /** 0–5; halves and tenths are rounded to the nearest whole star. */
  rating: number;
}

/** Five stars, the rating's filled; read out as "4 out of 5 stars". */
export function RatingStars({ rating }: Props) {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return (
    <span className={styles.stars} role="img" aria-label={`${filled} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(filled)}</span>
      <span aria-hidden="true" className={styles.starsEmpty}>
        {'★'.repeat(5 - filled)}
      </span>
    </span>
  );
}
