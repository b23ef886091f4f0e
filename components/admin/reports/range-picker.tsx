import Form from 'next/form';
import Link from 'next/link';
import { REPORT_PRESET_NAMES, REPORT_PRESETS } from '@/lib/shop/report-range';
import taxStyles from '../tax-report/tax-report.module.css';
import filters from '../ui/filter-form.module.css';
import { REPORTS_PATH, type RangeChoice } from './report-query';

/**
 * The reports' range: a preset as a link, or the operator's own first and last day sent in the
 * address (GET), so a report can be bookmarked and the server renders it (as the tax report's).
 */
export function RangePicker({ choice }: { choice: RangeChoice }) {
  return (
    <section className={filters.form} aria-labelledby="reports-range">
      <h2 id="reports-range" className={taxStyles.pickerTitle}>
        Days
      </h2>
      <ul className={taxStyles.presets}>
        {REPORT_PRESETS.map((preset) => (
          <li key={preset}>
            <Link
              href={`${REPORTS_PATH}?range=${preset}`}
              className={taxStyles.preset}
              aria-current={choice.preset === preset ? 'page' : undefined}
              data-testid={`reports-preset-${preset}`}
            >
              {REPORT_PRESET_NAMES[preset]}
            </Link>
          </li>
        ))}
      </ul>
      <Form action={REPORTS_PATH} className={taxStyles.custom} aria-label="Choose the days">
        <div className={filters.field}>
          <label htmlFor="reports-from">First day</label>
          <input id="reports-from" name="from" type="date" defaultValue={choice.from} required />
        </div>
        <div className={filters.field}>
          <label htmlFor="reports-to">Last day</label>
          <input id="reports-to" name="to" type="date" defaultValue={choice.to} required />
        </div>
        <div className={filters.actions}>
          <button type="submit" className="button" data-testid="reports-show">
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
