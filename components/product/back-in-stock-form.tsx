'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi, fieldErrorsOf, isApiError } from '@/lib/api';
import { backInStockAddress } from '@/lib/contract/catalog-addresses';
import { selectSignedIn, useShopState, type ShopState } from '@/lib/client/store';
import styles from './back-in-stock.module.css';

type Step =
  | { kind: 'asking' }
  | { kind: 'sending' }
  | { kind: 'asked'; email: string }
  | { kind: 'failed'; message: string; field?: string };

const selectEmail = (state: ShopState) => state.userInfo?.email ?? '';

interface Props {
  code: string;
  sku: string;
  colorName: string;
}

/**
 * "Email me when it's back" on a sold-out colour (/api/goods/backInStock): a guest gives an e-mail,
 * a signed-in shopper is written to at their own. One mail, when the colour is on sale again. After
 * asking, focus moves to the confirmation, never to the page.
 */
export function BackInStockForm({ code, sku, colorName }: Props) {
  const signedIn = useShopState(selectSignedIn);
  const accountEmail = useShopState(selectEmail);
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'asking' });
  const confirmation = useRef<HTMLParagraphElement>(null);
  const id = useId();
  useEffect(() => {
    if (step.kind === 'asked') confirmation.current?.focus();
  }, [step.kind]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind === 'sending') return;
    setStep({ kind: 'sending' });
    try {
      const answer = await callApi(
        backInStockAddress,
        { code, sku, ...(signedIn ? {} : { email }) },
        { tip: false },
      );
      setStep({ kind: 'asked', email: answer.email });
    } catch (error) {
      if (!isApiError(error)) {
        setStep({ kind: 'failed', message: 'We could not save your request. Please try again.' });
        return;
      }
      const field = fieldErrorsOf(error)?.email;
      setStep({ kind: 'failed', message: field ?? error.message, field: field ? 'email' : undefined });
    }
  };

  if (step.kind === 'asked') {
    return (
      <p
        ref={confirmation}
        tabIndex={-1}
        role="status"
        className={styles.done}
        data-testid="back-in-stock-done"
      >
        Thank you. We will e-mail {step.email} once when {colorName} is back in stock.
      </p>
    );
  }

  const failed = step.kind === 'failed' ? step : null;
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="back-in-stock"
    >
      <p id={`${id}-title`} className={styles.title}>
        {colorName} is sold out
      </p>
      <p className={styles.hint}>
        {signedIn && accountEmail
          ? `We can e-mail you at ${accountEmail} once it is back.`
          : 'Leave your e-mail and we will write once, when it is back.'}
      </p>
      <div className={styles.row}>
        {!signedIn && (
          <label className={styles.field}>
            <span className="visually-hidden">Your e-mail</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              placeholder="you@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={failed?.field === 'email' ? true : undefined}
              aria-describedby={failed ? `${id}-error` : undefined}
              data-testid="back-in-stock-email"
            />
          </label>
        )}
        <button
          type="submit"
          className="button"
          aria-disabled={step.kind === 'sending'}
          data-testid="back-in-stock-submit"
        >
          {step.kind === 'sending' ? 'Saving…' : "Email me when it's back"}
        </button>
      </div>
      {failed && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {failed.message}
        </p>
      )}
    </form>
  );
}
