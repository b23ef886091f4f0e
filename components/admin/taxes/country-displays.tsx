import { TAX_DISPLAYS, TAX_DISPLAY_LABELS, type TaxDisplay } from '@/lib/shop/tax-rules';
import type { CountryDraft, FieldErrors } from './taxes-drafts';
import styles from './taxes.module.css';

interface Props {
  countries: CountryDraft[];
  errors: FieldErrors;
  disabled: boolean;
  onChange: (countries: CountryDraft[]) => void;
  onAdd: () => void;
}

const isDisplay = (value: string): value is TaxDisplay => (TAX_DISPLAYS as readonly string[]).includes(value);

/**
 * Per country, whether its shoppers' prices include tax (the total holds it, EU, UK and AU style) or
 * tax is added at checkout (US and CA style, and every country not listed).
 */
export function CountryDisplays({ countries, errors, disabled, onChange, onAdd }: Props) {
  const set = (index: number, changed: CountryDraft) =>
    onChange(countries.map((kept, k) => (k === index ? changed : kept)));
  return (
    <div className={styles.stack}>
      <p className={styles.hint}>A country not listed: tax is added at checkout.</p>
      <ul className={styles.countryList}>
        {countries.map((country, index) => {
          const id = `tax-country-${index}`;
          const error = errors[`settings.countries.${index}`];
          const code = country.countryCode.trim().toUpperCase() || 'new';
          return (
            <li key={country.key} className={styles.countryRow} data-testid="tax-country-row">
              <div className={`${styles.field} ${styles.codeField}`}>
                <label htmlFor={`${id}-code`}>Country</label>
                <input
                  id={`${id}-code`}
                  value={country.countryCode}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(event) => set(index, { ...country, countryCode: event.target.value })}
                />
              </div>
              <div className={`${styles.field} ${styles.displayField}`}>
                <label htmlFor={`${id}-display`}>Prices</label>
                <select
                  id={`${id}-display`}
                  value={country.display}
                  onChange={(event) => {
                    const display = event.target.value;
                    if (isDisplay(display)) set(index, { ...country, display });
                  }}
                >
                  {TAX_DISPLAYS.map((display) => (
                    <option key={display} value={display}>
                      {TAX_DISPLAY_LABELS[display]}
                    </option>
                  ))}
                </select>
              </div>
              {disabled ? null : (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => onChange(countries.filter((_, k) => k !== index))}
                >
                  Remove<span className="visually-hidden"> country {code}</span>
                </button>
              )}
              {error ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {disabled ? null : (
        <div className={styles.buttons}>
          <button type="button" className="button button-secondary" onClick={onAdd}>
            Add a country
          </button>
        </div>
      )}
    </div>
  );
}
