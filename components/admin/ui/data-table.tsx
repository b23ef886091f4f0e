'use client';

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { listHref, nextSort, type ListQuery, type ListSort, type SortDirection } from './list-params';
import styles from './data-table.module.css';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's declaration has them
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The list call's sort key: the header becomes a link that sorts the list on the server. */
    sortKey?: string;
    /** How a click first sorts this column (dates and amounts: newest, largest first). */
    firstDirection?: SortDirection;
    /** Figures align right, so their digits line up. */
    numeric?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** The table's name, for screen readers and as the scroll region's label. */
  caption: string;
  // Each column's value type differs; the table reads them only through flexRender.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  rowId: (row: Row) => string;
  /** What an empty list says: "No orders match these filters." */
  empty: ReactNode;
  /** The list's address and current sort, when its columns sort (on the server). */
  path?: string;
  query?: ListQuery;
  sort?: ListSort;
  testId?: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Every console list's table, through TanStack Table: the rows are one page the server already
 * filtered, sorted and cut, so sorting and paging here are links that change the address (manual
 * sorting and pagination), and the page renders on the server.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowId,
  empty,
  path,
  query = {},
  sort,
  testId,
}: DataTableProps<Row>) {
  // The table is made anew from the server's rows on each render; nothing memoizes what it answers.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    manualSorting: true,
    manualPagination: true,
  });

  if (rows.length === 0) {
    return (
      <p className={styles.empty} role="status" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty}
      </p>
    );
  }

  return (
    // A wide table scrolls sideways on a tablet; the region takes focus so the keyboard can scroll it.
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table} data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const sortKey = meta?.sortKey;
                const sorted = sortKey && sort?.by === sortKey ? sort.direction : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={meta?.numeric ? styles.numeric : undefined}
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {sortKey && path ? (
                      <Link
                        className={styles.sortLink}
                        href={(() => {
                          const next = nextSort(sort, sortKey, meta?.firstDirection);
                          return listHref(path, query, { sort: next.by, direction: next.direction });
                        })()}
                      >
                        {label}
                        <span className={styles.sortMark} aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={cell.column.columnDef.meta?.numeric ? styles.numeric : undefined}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
