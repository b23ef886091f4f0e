'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { callApi } from '@/lib/api';
import { openDialog, selectSignedIn, shopStore, useShopState } from '@/lib/client/store';
import { reviewMineAddress } from '@/lib/contract/first-load-addresses';
import type { MyReview, Review } from '@/lib/contract/calls/review';
import { BUYERS_ONLY_MESSAGE, reviewAuthorName } from '@/lib/shop/review-eligibility';
import { ReviewItem } from './review-item';
import listStyles from './product-reviews.module.css';
import styles from './review-form.module.css';

// Loaded when a buyer opens the form, so the product page does not carry it.
const ReviewFormFields = lazy(() =>
  import('./review-form-fields').then((module) => ({ default: module.ReviewFormFields })),
);

/** The id of the form's section: the account's order page links to it ("Write a review"). */
const WRITE_REVIEW_ID = 'write-review';

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The address's hash, read after hydration ('' in the server HTML, which is shared by everyone). */
function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => '',
  );
}

type Mine = { eligible: boolean; review: MyReview | null };
/**
 * idle: the button (the address may still open the form); open: the form, or why it cannot be
 * written; saved: the thanks; closed: the shopper cancelled, whatever the address says.
 */
type Phase = 'idle' | 'open' | 'saved' | 'closed';

const SAVED_MESSAGE = 'Thank you — your review is published.';
const LOAD_FAILED = 'We could not check your orders just now. Please try again.';

interface Props {
  code: string;
  /** The first page of the product's reviews, newest first, as the server rendered it. */
  reviews: Review[];
}

/**
 * "Write a review" on the product page (/api/review/save): a guest is asked to sign in; a
 * signed-in shopper is asked /api/review/mine whether they bought the product and get the form,
 * filled with their review when they wrote one. The saved review is shown at the top of the list
 * here; the server's list catches up when the page is rendered again.
 */
export function ReviewForm({ code, reviews }: Props) {
  const signedIn = useShopState(selectSignedIn);
  const hash = useLocationHash();
  const [phase, setPhase] = useState<Phase>('idle');
  const [mine, setMine] = useState<Mine | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [ownReview, setOwnReview] = useState<Review | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The account's order page links to #write-review: the form opens by itself for its shopper.
  const open = phase === 'open' || (phase === 'idle' && hash === `#${WRITE_REVIEW_ID}`);
  const asking = open && signedIn && mine === null && !loadFailed;

  useEffect(() => {
    if (!asking) return;
    const controller = new AbortController();
    callApi(reviewMineAddress, { code }, { tip: false, signal: controller.signal })
      .then(setMine)
      .catch(() => {
        if (!controller.signal.aborted) setLoadFailed(true);
      });
    return () => controller.abort();
  }, [asking, code]);

  useEffect(() => {
    if (phase === 'saved') statusRef.current?.focus();
  }, [phase]);

  const start = () => {
    setPhase('open');
    // Reviews belong to accounts: a guest signs in first, then the form opens.
    if (!signedIn) openDialog('login', 'login');
  };

  const saved = (id: number, review: MyReview) => {
    const user = shopStore.getState().userInfo;
    const shown = reviews.find((listed) => listed.id === id);
    setOwnReview({
      id,
      ...review,
      author: reviewAuthorName(user?.firstName ?? '', user?.lastName ?? ''),
      createdAt: shown?.createdAt ?? ownReview?.createdAt ?? new Date().toISOString(),
      verifiedBuyer: true,
      reply: shown?.reply ?? ownReview?.reply ?? null,
    });
    setMine({ eligible: true, review });
    setPhase('saved');
  };

  const list = ownReview ? [ownReview, ...reviews.filter((review) => review.id !== ownReview.id)] : reviews;
  const editing = mine?.review ?? null;
  const status = statusMessage();

  function statusMessage(): { kind: 'note' | 'success'; text: string } | null {
    if (asking) return { kind: 'note', text: 'Checking your orders…' };
    if (open && signedIn && mine && !mine.eligible) return { kind: 'note', text: BUYERS_ONLY_MESSAGE };
    if (phase === 'saved') return { kind: 'success', text: SAVED_MESSAGE };
    return null;
  }

  return (
    <>
      <section id={WRITE_REVIEW_ID} className={styles.writer} aria-label="Your review">
        {open && signedIn && mine?.eligible ? (
          <Suspense fallback={<p className={styles.note}>Opening the form…</p>}>
            <ReviewFormFields
              code={code}
              initial={editing}
              onSaved={saved}
              onCancel={() => setPhase('closed')}
            />
          </Suspense>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            onClick={start}
            disabled={asking}
            data-testid="write-review"
          >
            {editing ? 'Edit your review' : 'Write a review'}
          </button>
        )}
        {open && signedIn && loadFailed ? (
          <p role="alert" className={styles.failure} data-testid="review-load-failed">
            {LOAD_FAILED}{' '}
            <button type="button" className={styles.linkButton} onClick={() => setLoadFailed(false)}>
              Try again
            </button>
          </p>
        ) : null}
        {/* Always in the page, so screen readers announce what arrives in it. */}
        <p
          ref={statusRef}
          tabIndex={-1}
          role="status"
          className={styles[status?.kind ?? 'note']}
          data-testid="review-message"
        >
          {status?.text ?? ''}
        </p>
      </section>
      {list.length > 0 ? (
        <ol className={listStyles.list}>
          {list.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} />
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}
