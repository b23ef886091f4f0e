'use client';

import { useRouter } from 'next/navigation';
import { useState, type ReactNode } from 'react';
import { FormField } from '@/components/content/form-field';
import { reviewHide, reviewRemoveReply, reviewReply, reviewRestore } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminReview } from '@/lib/contract/calls/admin/reviews';
import { SHOP_REPLY_MAX } from '@/lib/contract/calls/admin/reviews';
import { ActionDialog } from '../ui/action-dialog';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { StatusBadge } from '../ui/status-badge';
import { useConsoleAction } from '../ui/use-console-action';
import styles from './reviews.module.css';

/**
 * One review in the console: what the shopper wrote, whether the product page shows it, the shop's
 * answer, and the moves: hide or restore, answer, change or remove the answer. `select` is its box
 * in the page's selection (docs/operating.md#bulk-catalog).
 */
export function ReviewCard({ review, select }: { review: AdminReview; select?: ReactNode }) {
  const router = useRouter();
  const { busy, error, act: run } = useConsoleAction();
  const [answering, setAnswering] = useState(false);

  const stars = '★'.repeat(review.rating) + '☆'.repeat(5 - review.rating);
  return (
    <li
      className={review.published ? styles.review : `${styles.review} ${styles.hidden}`}
      data-testid="admin-review"
      data-review-id={review.id}
    >
      <div className={styles.head}>
        {select}
        <span className={styles.stars} role="img" aria-label={`${review.rating} out of 5 stars`}>
          {stars}
        </span>
        {review.title ? <h2 className={styles.title}>{review.title}</h2> : null}
        {review.published ? (
          <StatusBadge tone="good">Shown</StatusBadge>
        ) : (
          <StatusBadge tone="closed">Hidden</StatusBadge>
        )}
      </div>
      <p className={styles.text}>{review.text}</p>
      <p className={styles.meta}>
        {review.author}
        {review.verifiedBuyer ? ' (verified buyer)' : ''} · {formatDateTime(review.createdAt)} ·{' '}
        {review.productCode ? `${review.productCode} ${review.productName ?? ''}` : 'product removed'}
        {review.hiddenAt ? ` · hidden ${formatDateTime(review.hiddenAt)}` : ''}
      </p>
      {review.reply ? (
        <p className={styles.reply} data-testid="admin-review-reply">
          <strong>Our answer</strong> ({formatDateTime(review.reply.repliedAt)}): {review.reply.text}
        </p>
      ) : null}
      <div className={styles.actions} role="group" aria-label="Review actions">
        {review.published ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void run(() => callConsole(reviewHide, { id: review.id }))}
            data-testid="review-hide"
          >
            Hide
          </button>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void run(() => callConsole(reviewRestore, { id: review.id }))}
            data-testid="review-restore"
          >
            Show again
          </button>
        )}
        <button
          type="button"
          className="button button-secondary"
          aria-haspopup="dialog"
          disabled={busy}
          onClick={() => setAnswering(true)}
          data-testid="review-answer"
        >
          {review.reply ? 'Change the answer…' : 'Answer…'}
        </button>
        {review.reply ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy}
            onClick={() => void run(() => callConsole(reviewRemoveReply, { id: review.id }))}
            data-testid="review-remove-answer"
          >
            Remove the answer
          </button>
        ) : null}
      </div>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {answering ? (
        <ActionDialog
          title="Answer as the shop"
          intro="Shown under the review on the product page, signed “Reply from” and the shop’s name."
          testId="review-reply"
          fields={['text'] as const}
          initial={{ text: review.reply?.text ?? '' }}
          check={(values) => (values.text.trim() ? {} : { text: 'Give the answer.' })}
          send={async (values) => {
            await callConsole(reviewReply, { id: review.id, text: values.text.trim() });
            return 'Answer saved.';
          }}
          submitLabel="Save the answer"
          busyLabel="Saving…"
          onClose={() => setAnswering(false)}
          onDone={() => {
            setAnswering(false);
            router.refresh();
          }}
        >
          {(form) => (
            <FormField id={`${form.id}-text`} label="Answer" error={form.errors.text}>
              {(control) => (
                <textarea
                  {...control}
                  ref={form.register('text')}
                  rows={5}
                  maxLength={SHOP_REPLY_MAX}
                  value={form.values.text}
                  onChange={(event) => form.change('text', event.target.value)}
                  data-autofocus=""
                  data-testid="review-reply-text"
                />
              )}
            </FormField>
          )}
        </ActionDialog>
      ) : null}
    </li>
  );
}
