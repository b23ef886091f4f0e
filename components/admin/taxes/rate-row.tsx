import { memo } from 'react';
import { TAX_CLASS_LABELS } from '@/lib/shop/tax-rules';
import { CellInput, CellSelect } from './cell-fields';
import { isRateClass, type FieldErrors, type RateDraft } from './taxes-drafts';
import styles from './taxes.module.css';

const RATE_COLUMNS = 9;

interface Props {
  rate: RateDraft;
  /** Its place in the list the call is sent: `rates.<index>`. */
  index: number;
  errors: FieldErrors;
  disabled: boolean;
  onChange: (index: number, rate: RateDraft) => void;
  onRemove: (index: number) => void;
}

/**
 * One rate row of the table, every field an input (the source's day under the source, so the row
 * fits a desktop's page without scrolling); the call's message for a field under it, and a
 * message for the whole row (the same place and class as another row) on a line of its own below.
 */
export const RateRow = memo(function RateRow({ rate, index, errors, disabled, onChange, onRemove }: Props) {
  const at = `rates.${index}`;
  const id = `tax-rate-${index}`;
  const n = index + 1;
  const set = (key: keyof Omit<RateDraft, 'key'>) => (value: string) =>
    onChange(index, { ...rate, [key]: value });
  const rowError = errors[at];
  const rowErrorId = rowError ? `${id}-row-error` : undefined;
  return (
    <>
      <tr data-testid="tax-rate-row" data-country={rate.countryCode.trim().toUpperCase()}>
        <td>
          <CellInput
            id={`${id}-country`}
            label={`Country of rate ${n}`}
            className={styles.code}
            value={rate.countryCode}
            onChange={set('countryCode')}
            error={errors[`${at}.countryCode`]}
            describedBy={rowErrorId}
          />
        </td>
        <td>
          <CellInput
            id={`${id}-region`}
            label={`Region of rate ${n}`}
            className={styles.code}
            value={rate.regionCode}
            onChange={set('regionCode')}
            error={errors[`${at}.regionCode`]}
          />
        </td>
        <td>
          <CellInput
            id={`${id}-postcode`}
            label={`Postcode of rate ${n}`}
            className={styles.postcode}
            value={rate.postcodePattern}
            onChange={set('postcodePattern')}
            error={errors[`${at}.postcodePattern`]}
          />
        </td>
        <td>
          <CellSelect
            id={`${id}-class`}
            label={`Class of rate ${n}`}
            className={styles.taxClass}
            value={rate.taxClass}
            onChange={(value) => {
              if (isRateClass(value)) onChange(index, { ...rate, taxClass: value });
            }}
            error={errors[`${at}.taxClass`]}
          >
            {Object.entries(TAX_CLASS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </CellSelect>
        </td>
        <td>
          <CellInput
            id={`${id}-percent`}
            label={`Rate % of rate ${n}`}
            className={styles.percent}
            inputMode="decimal"
            value={rate.ratePercent}
            onChange={set('ratePercent')}
            error={errors[`${at}.ratePercent`]}
          />
        </td>
        <td>
          <CellInput
            id={`${id}-priority`}
            label={`Priority of rate ${n}`}
            className={styles.code}
            inputMode="numeric"
            value={rate.priority}
            onChange={set('priority')}
            error={errors[`${at}.priority`]}
          />
        </td>
        <td>
          <CellInput
            id={`${id}-name`}
            label={`Name of rate ${n}`}
            className={styles.name}
            value={rate.name}
            onChange={set('name')}
            error={errors[`${at}.name`]}
          />
        </td>
        <td>
          <div className={styles.sourceCell}>
            <CellInput
              id={`${id}-source`}
              label={`Source of rate ${n}`}
              className={styles.source}
              value={rate.source}
              onChange={set('source')}
              error={errors[`${at}.source`]}
            />
            <CellInput
              id={`${id}-source-date`}
              label={`Source date of rate ${n}`}
              className={styles.date}
              type="date"
              value={rate.sourceDate}
              onChange={set('sourceDate')}
              error={errors[`${at}.sourceDate`]}
            />
          </div>
        </td>
        <td>
          {disabled ? null : (
            <button type="button" className="button button-secondary" onClick={() => onRemove(index)}>
              Remove<span className="visually-hidden"> rate {n}</span>
            </button>
          )}
        </td>
      </tr>
      {rowError ? (
        <tr className={styles.rowError}>
          <td colSpan={RATE_COLUMNS}>
            <p id={rowErrorId} className={styles.fieldError}>
              Rate {n}: {rowError}
            </p>
          </td>
        </tr>
      ) : null}
    </>
  );
});
