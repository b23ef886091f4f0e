'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { fieldErrorsOf, isApiError } from '@/lib/api';
import { taxUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import formStyles from '../ui/console-form.module.css';
import pageStyles from '../ui/console-page.module.css';
import { CountryDisplays } from './country-displays';
import { RateTable } from './rate-table';
import { TaxSwitch } from './tax-switch';
import {
  emptyCountry,
  emptyRate,
  formErrorsOf,
  requestOf,
  shownUnder,
  taxesDraft,
  type FieldErrors,
  type RateDraft,
  type TaxesAnswer,
  type TaxesDraft,
} from './taxes-drafts';
import styles from './taxes.module.css';

/** The first row a message names (`rates.7.name` → 7), to show it whatever the filter. */
const firstRateRow = (fields: FieldErrors) =>
  Object.keys(fields)
    .map((field) => /^rates\.(\d+)/.exec(field)?.[1])
    .filter((row) => row !== undefined)
    .map(Number)
    .sort((a, b) => a - b)[0];

/**
 * The taxes form (docs/operating.md#taxes): the switch, each country's display and every rate,
 * saved whole. The call checks it all; a 422 shows each message under its field, the focus on the
 * first, and the saved answer becomes the form.
 */
export function TaxesEditor({ taxes, mayChange }: { taxes: TaxesAnswer; mayChange: boolean }) {
  const router = useRouter();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<TaxesDraft>(() => taxesDraft(taxes));
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  // an element to focus once the next render shows it: the first field in error, or a new row
  const [focusNext, setFocusNext] = useState<{ selector: string } | null>(null);

  useEffect(() => {
    if (!focusNext) return;
    form.current?.querySelector<HTMLElement>(focusNext.selector)?.focus();
  }, [focusNext]);

  const onRates = useCallback(
    (change: (rates: RateDraft[]) => RateDraft[]) =>
      setDraft((current) => ({ ...current, rates: change(current.rates) })),
    [],
  );

  const showErrors = (found: FieldErrors, message: string) => {
    setFields(found);
    setError(message);
    const row = firstRateRow(found);
    const hidden = row !== undefined && draft.rates[row] && !shownUnder(filter, draft.rates[row]);
    if (hidden) setFilter('');
    setFocusNext({ selector: '[aria-invalid="true"]' });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !mayChange) return;
    setSaved(false);
    const typed = requestOf(draft);
    if (Object.keys(typed.errors).length > 0) {
      showErrors(typed.errors, 'Some fields need another look.');
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const answer = await callConsole(taxUpdate, typed.request);
      setDraft(taxesDraft(answer));
      setSaved(true);
      router.refresh();
    } catch (caught) {
      const found = fieldErrorsOf(caught);
      const message = isApiError(caught) ? caught.message : 'Something went wrong. Please try again.';
      if (found) showErrors(formErrorsOf(found, draft), message);
      else setError(message);
    } finally {
      setBusy(false);
    }
  };

  const addRate = () => {
    setDraft((current) => ({ ...current, rates: [...current.rates, emptyRate(filter)] }));
    setFocusNext({ selector: `#tax-rate-${draft.rates.length}-country` });
  };
  const addCountry = () => {
    setDraft((current) => ({ ...current, countries: [...current.countries, emptyCountry()] }));
    setFocusNext({ selector: `#tax-country-${draft.countries.length}-code` });
  };

  return (
    <form
      ref={form}
      className={`${formStyles.form} ${styles.form}`}
      onSubmit={save}
      noValidate
      data-testid="taxes-form"
    >
      <section className={pageStyles.card} aria-labelledby="taxes-charge">
        <h2 id="taxes-charge" className={pageStyles.cardTitle}>
          Charging tax
        </h2>
        <TaxSwitch
          enabled={draft.enabled}
          disabled={!mayChange}
          onChange={(enabled) => setDraft((current) => ({ ...current, enabled }))}
        />
      </section>
      <section className={pageStyles.card} aria-labelledby="taxes-countries">
        <h2 id="taxes-countries" className={pageStyles.cardTitle}>
          How prices show tax
        </h2>
        <CountryDisplays
          countries={draft.countries}
          errors={fields}
          disabled={!mayChange}
          onChange={(countries) => setDraft((current) => ({ ...current, countries }))}
          onAdd={addCountry}
        />
      </section>
      <section className={pageStyles.card} aria-labelledby="taxes-rates">
        <h2 id="taxes-rates" className={pageStyles.cardTitle}>
          Rates
        </h2>
        <RateTable
          rates={draft.rates}
          errors={fields}
          filter={filter}
          onFilter={setFilter}
          disabled={!mayChange}
          onRates={onRates}
          onAdd={addRate}
        />
      </section>
      {error ? (
        <p role="alert" className={formStyles.formError} data-testid="taxes-error">
          {error}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className={formStyles.done} data-testid="taxes-saved">
          Saved: checkouts priced from now on follow it; placed orders keep their tax.
        </p>
      ) : null}
      {mayChange ? (
        <div className={formStyles.actions}>
          <button type="submit" disabled={busy} data-testid="taxes-submit">
            {busy ? 'Saving…' : 'Save taxes'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
