import type { ReactNode } from 'react';
import page from '../ui/console-page.module.css';
import table from '../ui/data-table.module.css';

/** One column before the amount: its header and what a row shows in it. */
export interface MoneyColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface Props<T> {
  /** Names the scrolling region and, for screen readers, the table. */
  label: string;
  testId: string;
  /** Shown instead of an empty table. */
  empty: string;
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly MoneyColumn<T>[];
  amount: (row: T) => ReactNode;
}

/**
 * Money that moved on an order (payment attempts, refunds): one row each, its amount last and
 * right-aligned; scrolls sideways on its own on a narrow screen.
 */
export function MoneyTable<T>({ label, testId, empty, rows, rowKey, columns, amount }: Props<T>) {
  if (rows.length === 0) return <p className={page.muted}>{empty}</p>;
  return (
    <div className={table.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={table.table} data-testid={testId}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
            <th scope="col" className={table.numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.className}>
                  {column.cell(row)}
                </td>
              ))}
              <td className={table.numeric}>{amount(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
