import type { TaxReportView } from '@/lib/contract/calls/admin/tax-report';
import { formatCents } from '../ui/console-format';
import table from '../ui/data-table.module.css';
import styles from './tax-report.module.css';

type Figures = TaxReportView['totals'];

const AMOUNTS: readonly [keyof Figures, string][] = [
  ['taxableCents', 'Taxable sales'],
  ['collectedCents', 'Tax collected'],
  ['refundedCents', 'Tax refunded'],
  ['netCents', 'Net tax'],
];

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      <td className={table.numeric}>{figures.orders.toLocaleString('en-US')}</td>
      {AMOUNTS.map(([key]) => (
        <td key={key} className={table.numeric}>
          {formatCents(figures[key])}
        </td>
      ))}
    </>
  );
}

/** The report per jurisdiction, in the console's table style, with the totals at its foot. */
export function TaxReportTable({ report, caption }: { report: TaxReportView; caption: string }) {
  if (report.rows.length === 0) {
    return (
      <p className={table.empty} role="status" data-testid="tax-report-empty">
        No tax was collected or refunded in these days.
      </p>
    );
  }
  return (
    // a wide table scrolls inside its region on a phone; the region takes focus so the keyboard can scroll it
    <div className={table.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={table.table} data-testid="tax-report-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Jurisdiction</th>
            <th scope="col">Tax</th>
            <th scope="col" className={table.numeric}>
              Orders
            </th>
            {AMOUNTS.map(([key, label]) => (
              <th key={key} scope="col" className={table.numeric}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.countryCode}/${row.regionCode}`} data-testid="tax-report-row">
              <th scope="row" className={styles.rowHead}>
                {row.jurisdiction}
              </th>
              <td>{row.taxNames.join(', ')}</td>
              <FigureCells figures={row} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.totals} data-testid="tax-report-totals">
            <th scope="row" colSpan={2}>
              Total
            </th>
            <FigureCells figures={report.totals} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
