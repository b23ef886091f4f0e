import table from '../ui/data-table.module.css';
import styles from './reports.module.css';

export interface Column {
  label: string;
  numeric?: boolean;
}

type Cell = string | number;

/**
 * One report's rows in the console's table style: the first cell heads its row, a wide table
 * scrolls inside its own region on a phone, and a totals row, when given, sits at its foot.
 */
export function ReportTable({
  caption,
  testId,
  columns,
  rows,
  totals,
  empty,
}: {
  caption: string;
  testId: string;
  columns: readonly Column[];
  rows: readonly (readonly Cell[])[];
  totals?: readonly Cell[];
  empty: string;
}) {
  if (rows.length === 0) {
    return (
      <p className={table.empty} role="status" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  const cells = (row: readonly Cell[]) =>
    row.slice(1).map((cell, index) => (
      <td key={index} className={columns[index + 1]?.numeric ? table.numeric : undefined}>
        {cell}
      </td>
    ));
  return (
    // the region takes focus so the keyboard can scroll it
    <div className={table.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={table.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? table.numeric : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} data-testid={`${testId}-row`}>
              <th scope="row" className={styles.rowHead}>
                {row[0]}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        {totals ? (
          <tfoot>
            <tr className={styles.totals} data-testid={`${testId}-totals`}>
              <th scope="row">{totals[0]}</th>
              {cells(totals)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
