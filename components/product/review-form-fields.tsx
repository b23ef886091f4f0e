'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { reviewSaveAddress } from '@/lib/contract/catalog-addresses';
import type { MyReview } from '@/lib/contract/calls/review';
import { groupedWhole } from '@/lib/shop/plain-format';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  type ReviewField,
  type ReviewProblems,
} from '@/lib/shop/review-rules';
import {
  draftFrom,
  draftProblems,
  firstInvalidField,
  saveFailure,
  savedReview,
  type ReviewFormDraft,
} from './review-form-draft';
import { ReviewFormStars } from './review-form-stars';
import styles from './review-form.module.css';

interface Props {
  /** The product's code. */
  code: string;
  /** The shopper's saved review, which this form edits; null for a first review. */
  initial: MyReview | null;
  onSaved: (id: number, review: MyReview) => void;
  onCancel: () => void;
}

/**
 * The review itself: stars, an optional title and the text, checked with the shop's moderation
 * rules before sending (/api/review/save) and marked by field when the server refuses it.
 */
export function ReviewFormFields({ code, initial, onSaved, onCancel }: Props) {
  const id = useId();
  const [draft, setDraft] = useState<ReviewFormDraft>(() => draftFrom(initial));
  const [errors, setErrors] = useState<ReviewProblems>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ field: ReviewField } | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const title = useRef<HTMLInputElement>(null);
  const text = useRef<HTMLTextAreaElement>(null);

  // Focus moves after the render that shows the messages, so the field is read with its error.
  useEffect(() => {
    if (!focusRequest) return;
    const controls = { rating: firstStar, title, text };
    controls[focusRequest.field].current?.focus();
  }, [focusRequest]);

  const change = <F extends keyof ReviewFormDraft>(field: F, value: ReviewFormDraft[F]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  };

  const showProblems = (problems: ReviewProblems) => {
    setErrors(problems);
    const first = firstInvalidField(problems);
    if (first) setFocusRequest({ field: first });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const problems = draftProblems(draft);
    if (firstInvalidField(problems)) {
      showProblems(problems);
      return;
    }
    setErrors({});
    setSending(true);
    const review = savedReview(draft);
    try {
      // tip: false, because the form shows every refusal itself
      const { id: reviewId } = await callApi(
        reviewSaveAddress,
        { code, rating: review.rating, title: review.title ?? '', text: review.text },
        { tip: false },
      );
      onSaved(reviewId, review);
    } catch (error) {
      const failed = saveFailure(error);
      if ('fields' in failed) showProblems(failed.fields);
      else setFailure(failed.message);
      setSending(false);
    }
  };

  const heading = initial ? 'Edit your review' : 'Write a review';
  const length = Array.from(draft.text.trim()).length;

  return (
    <form
      className={styles.form}
      onSubmit={save}
      noValidate
      aria-busy={sending}
      aria-labelledby={`${id}-heading`}
      data-testid="review-form"
    >
      <h3 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h3>
      <ReviewFormStars
        id={`${id}-rating`}
        rating={draft.rating}
        error={errors.rating}
        onChange={(rating) => change('rating', rating)}
        firstStarRef={firstStar}
      />
      <FormField id={`${id}-title`} label="Title" labelNote="(optional)" error={errors.title}>
        {(control) => (
          <input
            {...control}
            ref={title}
            type="text"
            name="title"
            autoComplete="off"
            value={draft.title}
            onChange={(event) => change('title', event.target.value)}
            data-testid="review-title"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-text`}
        label="Your review"
        hint={
          <span data-testid="review-text-count">
            {groupedWhole(length)} of {groupedWhole(REVIEW_TEXT_MAX)} characters (at least {REVIEW_TEXT_MIN})
          </span>
        }
        error={errors.text}
      >
        {(control) => (
          <textarea
            {...control}
            ref={text}
            name="text"
            rows={6}
            value={draft.text}
            onChange={(event) => change('text', event.target.value)}
            data-testid="review-text"
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className={styles.failure} data-testid="review-failure">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="review-save">
          {sending ? 'Saving…' : 'Save review'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
