import type { RefObject } from 'react';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '@/lib/shop/review-rules';
import styles from './review-form.module.css';

const STARS = Array.from(
  { length: REVIEW_RATING_MAX - REVIEW_RATING_MIN + 1 },
  (_, index) => REVIEW_RATING_MIN + index,
);

const starsLabel = (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`);

interface Props {
  /** The prefix of the radios' ids; the error message is `${id}-error`. */
  id: string;
  rating: number | null;
  error?: string;
  onChange: (rating: number) => void;
  /** The first radio, which gets focus when the rating is missing. */
  firstStarRef: RefObject<HTMLInputElement | null>;
}

/** The rating as a radio group: five stars, each read out as "N stars". */
export function ReviewFormStars({ id, rating, error, onChange, firstStarRef }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.stars} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Your rating</legend>
      <div className={styles.starChoices}>
        {STARS.map((stars) => (
          <label key={stars} className={styles.star} data-filled={rating !== null && stars <= rating}>
            <input
              ref={stars === REVIEW_RATING_MIN ? firstStarRef : undefined}
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              onChange={() => onChange(stars)}
              aria-describedby={error ? errorId : undefined}
              className="visually-hidden"
            />
            <span aria-hidden="true" className={styles.starMark}>
              ★
            </span>
            <span className="visually-hidden">{starsLabel(stars)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} data-testid="review-rating-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
