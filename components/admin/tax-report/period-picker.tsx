import Form from 'next/form';
import Link from 'next/link';
import { TAX_REPORT_PRESET_NAMES, TAX_REPORT_PRESETS } from '@/lib/shop/tax-report-period';
import filters from '../ui/filter-form.module.css';
import { TAX_REPORT_PATH, type ReportChoice } from './report-query';
import styles from './tax-report.module.css';

/**
 * The report's period: a preset as a link, or the operator's own first and last day sent in the
 * address (GET), so a report can be bookmarked and the server renders it.
 */
export function PeriodPicker({ choice }: { choice: ReportChoice }) {
  return (
    <section className={filters.form} aria-labelledby="tax-report-period">
      <h2 id="tax-report-period" className={styles.pickerTitle}>
        Period
      </h2>
      <ul className={styles.presets}>
        {TAX_REPORT_PRESETS.map((preset) => (
          <li key={preset}>
            <Link
              href={`${TAX_REPORT_PATH}?period=${preset}`}
              className={styles.preset}
              aria-current={choice.preset === preset ? 'page' : undefined}
              data-testid={`tax-report-preset-${preset}`}
            >
              {TAX_REPORT_PRESET_NAMES[preset]}
            </Link>
          </li>
        ))}
      </ul>
      <Form action={TAX_REPORT_PATH} className={styles.custom} aria-label="Choose the days">
        <div className={filters.field}>
          <label htmlFor="tax-report-from">First day</label>
          <input id="tax-report-from" name="from" type="date" defaultValue={choice.from} required />
        </div>
        <div className={filters.field}>
          <label htmlFor="tax-report-to">Last day</label>
          <input id="tax-report-to" name="to" type="date" defaultValue={choice.to} required />
        </div>
        <div className={filters.actions}>
          <button type="submit" className="button" data-testid="tax-report-show">
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
