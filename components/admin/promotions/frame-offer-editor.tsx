'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api';
import { promotionUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { FRAME_OFFER_CATEGORIES, type FrameOffer, type FrameOfferCategory } from '@/lib/shop/frame-offer';
import formStyles from '../ui/console-form.module.css';
import pageStyles from '../ui/console-page.module.css';

type Fields = Record<string, string>;

const CATEGORY_NAMES: Readonly<Record<FrameOfferCategory, string>> = {
  eyeglasses: 'Eyeglasses',
  sunglasses: 'Sunglasses',
};

/** The second-frame offer's form (docs/operating.md#promotions): the call checks it (422 names each field). */
export function FrameOfferEditor({ offer, name }: { offer: FrameOffer; name: string }) {
  const router = useRouter();
  const [enabled, setEnabled] = useState(offer.enabled);
  const [percent, setPercent] = useState(String(offer.percent));
  const [categories, setCategories] = useState<FrameOfferCategory[]>([...offer.categories]);
  const [lensesDiscounted, setLensesDiscounted] = useState(offer.lensesDiscounted);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    setSaved(false);
    try {
      const typed = percent.trim() === '' ? Number.NaN : Number(percent);
      await callConsole(promotionUpdate, {
        frameOffer: { enabled, percent: typed, categories, lensesDiscounted },
      });
      setSaved(true);
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
      const data = isApiError(caught) ? (caught.data as { fields?: Fields } | null) : null;
      setFields(data?.fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) => {
    const message =
      fields[`frameOffer.${field}`] ??
      Object.entries(fields).find(([key]) => key.startsWith(`frameOffer.${field}.`))?.[1];
    return message ? (
      <span className={formStyles.formError} id={`offer-${field}-error`}>
        {message}
      </span>
    ) : null;
  };

  return (
    <section className={pageStyles.card} aria-labelledby="frame-offer" data-testid="frame-offer">
      <h2 id="frame-offer" className={pageStyles.cardTitle}>
        Buy one frame, get the others off
      </h2>
      <p className={pageStyles.muted}>
        {offer.enabled ? `On: lines and totals read “${name}”.` : 'Off: every frame is full price.'} Among the
        frames that count, the most expensive one is full price and every other one loses the percentage;
        accessories never count.
      </p>
      <form className={formStyles.form} onSubmit={save} noValidate>
        <label>
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />{' '}
          The offer is on
        </label>
        {fieldError('enabled')}
        <label htmlFor="offer-percent">Percent off every other frame (1–100)</label>
        <input
          id="offer-percent"
          inputMode="numeric"
          value={percent}
          aria-invalid={fieldError('percent') ? true : undefined}
          aria-describedby={fieldError('percent') ? 'offer-percent-error' : undefined}
          onChange={(event) => setPercent(event.target.value)}
        />
        {fieldError('percent')}
        <fieldset className={formStyles.fieldset}>
          <legend>Frames that count</legend>
          {FRAME_OFFER_CATEGORIES.map((category) => (
            <label key={category}>
              <input
                type="checkbox"
                checked={categories.includes(category)}
                onChange={() =>
                  setCategories((current) =>
                    current.includes(category)
                      ? current.filter((kept) => kept !== category)
                      : [...current, category],
                  )
                }
              />{' '}
              {CATEGORY_NAMES[category]}
            </label>
          ))}
        </fieldset>
        {fieldError('categories')}
        <label>
          <input
            type="checkbox"
            checked={lensesDiscounted}
            onChange={(event) => setLensesDiscounted(event.target.checked)}
          />{' '}
          The lenses of those pairs lose the percentage too
        </label>
        {error ? (
          <p role="alert" className={formStyles.formError}>
            {error}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className={formStyles.done}>
            Saved: carts, new checkouts and the terms on every page follow it now.
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}
