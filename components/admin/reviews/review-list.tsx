'use client';

import { reviewHideMany } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminReview } from '@/lib/contract/calls/admin/reviews';
import {
  AllRowsSelectionBox,
  RowSelectionBox,
  RowSelectionScope,
  useRowSelection,
} from '../ui/row-selection';
import { SelectionBar, useSelectionMove } from '../ui/selection-bar';
import { ReviewCard } from './review-card';
import styles from './reviews.module.css';

/**
 * One page of reviews, each with its box: the ticked ones are hidden together, as Hide hides one
 * (docs/operating.md#bulk-catalog).
 */
export function ReviewList({ reviews }: { reviews: AdminReview[] }) {
  const selection = useRowSelection(reviews.map((review) => String(review.id)));
  const state = useSelectionMove(selection.clear);
  const hide = () =>
    state.run(
      () => callConsole(reviewHideMany, { ids: selection.chosen.map(Number) }),
      ({ changed, unchanged }) =>
        `${changed.length} ${changed.length === 1 ? 'review' : 'reviews'} hidden.${unchanged.length > 0 ? ` ${unchanged.length} already hidden.` : ''}`,
    );
  return (
    <RowSelectionScope selection={selection}>
      <SelectionBar
        label="Selected reviews"
        count={selection.chosen.length}
        hint="Tick reviews to hide them together."
        noun={['review', 'reviews']}
        state={state}
        testId="review-selection"
      >
        <span className={styles.selectAll}>
          <AllRowsSelectionBox label="Select every review on this page" testId="reviews-select-all" />
          Every review on this page
        </span>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.busy || selection.chosen.length === 0}
          onClick={() => void hide()}
          data-testid="review-selection-hide"
        >
          Hide selected
        </button>
      </SelectionBar>
      <ul className={styles.list} data-testid="admin-reviews">
        {reviews.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            select={
              <RowSelectionBox
                id={String(review.id)}
                label={`Select the ${review.rating}-star review by ${review.author}${review.title ? `, “${review.title}”` : ''}`}
                testId="review-select"
              />
            }
          />
        ))}
      </ul>
    </RowSelectionScope>
  );
}
