'use client';

import { useState } from 'react';
import { callApi } from '@/lib/api';
import { reviewListAddress } from '@/lib/contract/first-load-addresses';
import type { Review } from '@/lib/contract/calls/review';
import { ReviewItem } from './review-item';
import styles from './product-reviews.module.css';

interface Props {
  code: string;
  /** The size of the pages; the first one came with the page. */
  pageSize: number;
  pageCount: number;
  /** Reviews already on the page, so a review that moved to a later page is not shown twice. */
  shownIds: number[];
}

/** "More reviews": loads the product's next page of reviews below the first. */
export function MoreReviews({ code, pageSize, pageCount, shownIds }: Props) {
  const [more, setMore] = useState<Review[]>([]);
  const [nextPage, setNextPage] = useState(2);
  const [loading, setLoading] = useState(false);

  async function loadMore() {
    setLoading(true);
    try {
      const page = await callApi(reviewListAddress, { code, page: nextPage, pageSize, sort: 'newest' });
      setMore((shown) => {
        const seen = new Set([...shownIds, ...shown.map((review) => review.id)]);
        return [...shown, ...page.list.filter((review) => !seen.has(review.id))];
      });
      setNextPage(nextPage + 1);
    } catch {
      // the API client tipped the failure; the button stays for another try
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {more.length > 0 && (
        <ol className={styles.list}>
          {more.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      )}
      {nextPage <= pageCount && (
        <button
          type="button"
          className={styles.more}
          onClick={() => void loadMore()}
          disabled={loading}
          data-testid="more-reviews"
        >
          {loading ? 'Loading reviews…' : 'More reviews'}
        </button>
      )}
    </>
  );
}
