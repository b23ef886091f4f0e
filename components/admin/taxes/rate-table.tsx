import { useCallback } from 'react';
import { RateRow } from './rate-row';
import { rateCountries, shownUnder, type FieldErrors, type RateDraft } from './taxes-drafts';
import styles from './taxes.module.css';

interface Props {
  rates: RateDraft[];
  errors: FieldErrors;
  /** The country the table shows ("" for all). */
  filter: string;
  onFilter: (filter: string) => void;
  disabled: boolean;
  onRates: (change: (rates: RateDraft[]) => RateDraft[]) => void;
  onAdd: () => void;
}

const COLUMNS = [
  'Country',
  'Region',
  'Postcode',
  'Class',
  'Rate %',
  'Priority',
  'Name',
  'Source and day',
] as const;

/**
 * The rate rows (docs/operating.md#taxes "The rates"), filtered by country, each row's fields typed
 * in place. Rows keep their place in the whole list, so a message for `rates.12` lands on row 13
 * whatever the filter shows.
 */
export function RateTable({ rates, errors, filter, onFilter, disabled, onRates, onAdd }: Props) {
  const change = useCallback(
    (index: number, rate: RateDraft) =>
      onRates((current) => current.map((kept, k) => (k === index ? rate : kept))),
    [onRates],
  );
  const remove = useCallback(
    (index: number) => onRates((current) => current.filter((_, k) => k !== index)),
    [onRates],
  );
  const countries = rateCountries(rates);
  const shown = rates.map((rate, index) => ({ rate, index })).filter(({ rate }) => shownUnder(filter, rate));
  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor="tax-rate-filter">Show rates for</label>
          <select
            id="tax-rate-filter"
            value={filter}
            onChange={(event) => onFilter(event.target.value)}
            data-testid="tax-rate-filter"
          >
            <option value="">All countries ({rates.length})</option>
            {countries.map(({ code, count }) => (
              <option key={code} value={code}>
                {code} ({count})
              </option>
            ))}
          </select>
        </div>
        {disabled ? null : (
          <button
            type="button"
            className="button button-secondary"
            onClick={onAdd}
            data-testid="tax-rate-add"
          >
            Add a rate{filter ? ` in ${filter}` : ''}
          </button>
        )}
      </div>
      {errors.rates ? <p className={styles.fieldError}>{errors.rates}</p> : null}
      {shown.length === 0 ? (
        <p className={styles.hint} role="status">
          {rates.length === 0 ? 'No rates yet: no checkout is charged tax.' : 'No rates for this country.'}
        </p>
      ) : (
        // A wide table scrolls sideways on a tablet or phone; the region takes focus so the keyboard can scroll it.
        <div className={styles.scroll} role="region" aria-label="Tax rates" tabIndex={0}>
          <table className={styles.table} data-testid="tax-rates">
            <caption className="visually-hidden">Tax rates{filter ? ` in ${filter}` : ''}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map(({ rate, index }) => (
                <RateRow
                  key={rate.key}
                  rate={rate}
                  index={index}
                  errors={errors}
                  disabled={disabled}
                  onChange={change}
                  onRemove={remove}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className={styles.hint} data-testid="tax-rate-hint">
        Region, postcode and class take * for any; a postcode may be a prefix ending in * (94*). The most
        specific row wins, and a row for a class beats one for every class. An exemption is just a row: rate 0
        for Prescription lenses in a state (US, FL, *, Prescription lenses, 0).
      </p>
    </div>
  );
}
