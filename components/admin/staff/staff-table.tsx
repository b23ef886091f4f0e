'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/console-format';
import { StaffMemberDialog, type StaffMember } from './staff-member-dialog';
import styles from './staff.module.css';

const column = createColumnHelper<StaffMember>();

function statusOf(member: StaffMember): string {
  if (member.disabled) return 'Disabled';
  if (!member.hasPassword) return 'Invited: no password yet';
  if (member.locked) return 'Locked: too many wrong codes';
  return 'Active';
}

/** The members of the staff, each with a button that opens what an owner may change. */
export function StaffTable({ members }: { members: StaffMember[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const openMember = members.find((member) => member.id === open);
  // Made once: TanStack renders a cell function as a component, so a new function on every render
  // would mount the row's button anew and lose the focus a closed dialog gives back to it.
  const columns = useMemo(
    () => [
      column.accessor('email', {
        header: 'Member',
        cell: (info) => (
          <>
            <span className={styles.memberName}>{info.row.original.name || '—'}</span>
            <br />
            {info.getValue()}
          </>
        ),
      }),
      column.accessor('role', { header: 'Role' }),
      // docs/operating.md#optician-check
      column.accessor('mayConfirmPrescriptions', {
        header: 'Confirms prescriptions',
        cell: (info) =>
          info.getValue()
            ? `Yes${info.row.original.licenceNumber ? `, licence ${info.row.original.licenceNumber}` : ', no licence number yet'}`
            : 'No',
      }),
      column.accessor('twoFactor', {
        header: 'Second factor',
        cell: (info) => (info.getValue() ? 'On' : 'Off'),
      }),
      column.display({ id: 'status', header: 'Status', cell: (info) => statusOf(info.row.original) }),
      column.accessor('lastSignInAt', {
        header: 'Last sign-in',
        cell: (info) => formatDateTime(info.getValue()),
      }),
      column.display({
        id: 'manage',
        header: () => <span className="visually-hidden">Actions</span>,
        cell: (info) => (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setOpen(info.row.original.id)}
            aria-haspopup="dialog"
            data-testid={`staff-manage-${info.row.original.email}`}
          >
            Manage<span className="visually-hidden"> {info.row.original.email}</span>
          </button>
        ),
      }),
    ],
    [],
  );
  return (
    <>
      <DataTable
        caption="Members of the staff"
        columns={columns}
        rows={members}
        rowId={(member) => String(member.id)}
        empty="No members yet."
        testId="staff-table"
      />
      {openMember ? <StaffMemberDialog member={openMember} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
