import Form from 'next/form';
import Link from 'next/link';
import { DAY_RANGE_PRESET_NAMES, type DayRangePreset } from '@/lib/shop/day-range';
import styles from './day-range-picker.module.css';
import type { DayRangeChoice, DayRangeOptions } from './day-range-query';
import filters from './filter-form.module.css';

interface DayRangePickerProps<Preset extends DayRangePreset> {
  /** The report's page, where the choice is sent (GET). */
  path: string;
  /** Names the picker's ids and test ids: `reports`, `tax-report`. */
  name: string;
  title: string;
  options: DayRangeOptions<Preset>;
  choice: DayRangeChoice<Preset>;
}

/**
 * A console report's days: a preset as a link, or the operator's own first and last day sent in the
 * address (GET), so a report can be bookmarked and the server renders it (day-range-query.ts).
 */
export function DayRangePicker<Preset extends DayRangePreset>({
  path,
  name,
  title,
  options,
  choice,
}: DayRangePickerProps<Preset>) {
  return (
    <section className={filters.form} aria-labelledby={`${name}-range`}>
      <h2 id={`${name}-range`} className={styles.pickerTitle}>
        {title}
      </h2>
      <ul className={styles.presets}>
        {options.presets.map((preset) => (
          <li key={preset}>
            <Link
              href={`${path}?${options.presetParam}=${preset}`}
              className={styles.preset}
              aria-current={choice.preset === preset ? 'page' : undefined}
              data-testid={`${name}-preset-${preset}`}
            >
              {DAY_RANGE_PRESET_NAMES[preset]}
            </Link>
          </li>
        ))}
      </ul>
      <Form action={path} className={styles.custom} aria-label="Choose the days">
        <div className={filters.field}>
          <label htmlFor={`${name}-from`}>First day</label>
          <input id={`${name}-from`} name="from" type="date" defaultValue={choice.from} required />
        </div>
        <div className={filters.field}>
          <label htmlFor={`${name}-to`}>Last day</label>
          <input id={`${name}-to`} name="to" type="date" defaultValue={choice.to} required />
        </div>
        <div className={filters.actions}>
          <button type="submit" className="button" data-testid={`${name}-show`}>
            Show these days
          </button>
        </div>
      </Form>
      {choice.problems.length > 0 ? (
        <p className={filters.problems} role="alert">
          {choice.problems.join(' ')}
        </p>
      ) : null}
    </section>
  );
}
