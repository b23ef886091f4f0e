'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { auditObjectHref } from '@/lib/shop/audit-links';
import type { CallOutput } from '@/lib/contract/call';
import type { auditListCall } from '@/lib/contract/calls/admin/audit';
import { auditChanges } from './audit-changes';
import { formatDateTime } from '../ui/console-format';
import { DataTable } from '../ui/data-table';
import styles from './audit.module.css';

type AuditLine = CallOutput<typeof auditListCall>['list'][number];

const column = createColumnHelper<AuditLine>();

function Changes({ line }: { line: AuditLine }) {
  const rows = auditChanges(line.before, line.after);
  if (rows.length === 0) return <span className={styles.none}>—</span>;
  return (
    <details className={styles.changes}>
      <summary>
        {rows.filter((row) => row.changed).length || rows.length} field{rows.length === 1 ? '' : 's'}
      </summary>
      <table className={styles.diff}>
        <caption className="visually-hidden">
          Before and after: {line.action} {line.objectId}
        </caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className={row.changed ? styles.changed : undefined}>
              <th scope="row">{row.field}</th>
              <td>{row.before}</td>
              <td>{row.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

const columns = [
  column.accessor('at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('actor', {
    header: 'Who',
    cell: (info) => (
      <>
        {info.getValue()}
        <br />
        <span className={styles.none}>{info.row.original.actorRole}</span>
      </>
    ),
  }),
  column.accessor('action', { header: 'Action', cell: (info) => <code>{info.getValue()}</code> }),
  column.accessor('objectId', {
    header: 'Object',
    // docs/operating.md#audit-log: the object's console page where there is one
    cell: (info) => {
      const { objectType } = info.row.original;
      const href = auditObjectHref(objectType, info.getValue());
      const text = `${objectType} ${info.getValue()}`;
      return href ? (
        <Link href={href} data-testid="audit-object-link">
          {text}
        </Link>
      ) : (
        text
      );
    },
  }),
  column.accessor('summary', { header: 'What happened' }),
  column.display({
    id: 'changes',
    header: 'Before → after',
    cell: (info) => <Changes line={info.row.original} />,
  }),
];

/** One page of the audit log, newest first. */
export function AuditTable({ lines, filtered }: { lines: AuditLine[]; filtered: boolean }) {
  return (
    <DataTable
      caption="Audit log"
      columns={columns}
      rows={lines}
      rowId={(line) => String(line.id)}
      empty={filtered ? 'No actions match these filters.' : 'No operator actions are recorded yet.'}
      testId="audit-table"
    />
  );
}
