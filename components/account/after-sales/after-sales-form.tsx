'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { ApiError, fieldErrorsOf, isApiError, postForm } from '@/lib/api';
import { afterSalesAddress } from '@/lib/contract/order-addresses';
import type { AfterSalesRequest } from '@/lib/contract/calls/order';
import {
  AFTER_SALES_KIND_NAMES,
  AFTER_SALES_KINDS,
  AFTER_SALES_REASON_NAMES,
  AFTER_SALES_REASONS,
} from '@/lib/shop/after-sales';
import { useAccountFormState } from '../ui/account-form-state';
import {
  AFTER_SALES_FORM_FIELDS,
  afterSalesPayload,
  afterSalesProblems,
  DETAILS_MAX,
  EMPTY_AFTER_SALES,
  joinPhotoFields,
} from './after-sales-draft';
import { AfterSalesPhotos, type AttachedPhoto } from './after-sales-photos';
import formStyles from '../ui/account-form.module.css';
import styles from './after-sales-pages.module.css';

interface Props {
  orderNumber: string;
  onSent: (request: AfterSalesRequest) => void;
}

/** A 422 that names `photos.1` is shown under the photo field like any other field. */
function withPhotoFieldsJoined(error: unknown): unknown {
  const fields = fieldErrorsOf(error);
  if (!fields || !isApiError(error)) return error;
  return new ApiError({
    reason: error.reason,
    message: error.message,
    code: error.code,
    status: error.status,
    data: { fields: joinPhotoFields(fields) },
    cause: error,
  });
}

/**
 * The after-sales request of one order (→ /api/order/afterSales, multipart): return, exchange or
 * repair, the reason, the details, where a refund goes (returns only) and up to three photos.
 */
export function AfterSalesForm({ orderNumber, onSent }: Props) {
  const id = useId();
  const form = useAccountFormState(AFTER_SALES_FORM_FIELDS, EMPTY_AFTER_SALES);
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const { values, errors } = form;
  const fieldId = (field: string) => `${id}-${field}`;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const files = photos.map((photo) => photo.file);
    void form.submit(afterSalesProblems(values, files), async () => {
      try {
        const payload = afterSalesPayload(orderNumber, values, files);
        onSent(await postForm<AfterSalesRequest>(afterSalesAddress.path, payload, { tip: false }));
      } catch (error) {
        throw withPhotoFieldsJoined(error);
      }
    });
  };

  const choiceError = (field: 'kind' | 'refundTo') =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.fieldError} data-testid={`${fieldId(field)}-error`}>
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className={`${styles.form} ${formStyles.form}`}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      aria-labelledby={`${id}-title`}
      data-testid="after-sales-form"
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        What would you like us to do?
      </h2>
      <fieldset
        className={styles.choices}
        aria-describedby={errors.kind ? `${fieldId('kind')}-error` : undefined}
        data-testid="after-sales-kind"
      >
        <legend className={styles.legend}>Request</legend>
        {choiceError('kind')}
        {AFTER_SALES_KINDS.map((kind, index) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={kind}
              ref={index === 0 ? form.register('kind') : undefined}
              checked={values.kind === kind}
              onChange={() => form.change('kind', kind)}
              data-testid={`after-sales-kind-${kind}`}
            />
            {AFTER_SALES_KIND_NAMES[kind]}
          </label>
        ))}
      </fieldset>

      <FormField id={fieldId('reason')} label="Reason" error={errors.reason}>
        {(control) => (
          <select
            {...control}
            ref={form.register('reason')}
            name="reason"
            value={values.reason}
            onChange={(event) => form.change('reason', event.target.value)}
            data-testid="after-sales-reason"
          >
            <option value="">Choose a reason</option>
            {AFTER_SALES_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {AFTER_SALES_REASON_NAMES[reason]}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <FormField
        id={fieldId('details')}
        label="What happened?"
        hint={`${values.details.trim().length} of ${DETAILS_MAX} characters. Which pair, what is wrong, and what you would like.`}
        error={errors.details}
      >
        {(control) => (
          <textarea
            {...control}
            ref={form.register('details')}
            name="details"
            rows={5}
            maxLength={DETAILS_MAX}
            value={values.details}
            onChange={(event) => form.change('details', event.target.value)}
            data-testid="after-sales-details"
          />
        )}
      </FormField>

      {values.kind === 'return' ? (
        <fieldset
          className={styles.choices}
          aria-describedby={errors.refundTo ? `${fieldId('refundTo')}-error` : undefined}
          data-testid="after-sales-refund"
        >
          <legend className={styles.legend}>Where should the refund go?</legend>
          {choiceError('refundTo')}
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-refund`}
              value="original"
              ref={form.register('refundTo')}
              checked={values.refundTo === 'original'}
              onChange={() => form.change('refundTo', 'original')}
              data-testid="after-sales-refund-original"
            />
            Back to the original payment (card or PayPal)
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name={`${id}-refund`}
              value="wallet"
              checked={values.refundTo === 'wallet'}
              onChange={() => form.change('refundTo', 'wallet')}
              data-testid="after-sales-refund-wallet"
            />
            To my shop wallet as store credit
          </label>
        </fieldset>
      ) : null}

      <AfterSalesPhotos
        id={fieldId('photos')}
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          form.change('photos', String(next.length));
        }}
        error={errors.photos}
        inputRef={form.register('photos')}
      />

      {form.message ? (
        <p role="alert" className={formStyles.formError} data-testid="after-sales-form-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="after-sales-send">
          {form.sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
