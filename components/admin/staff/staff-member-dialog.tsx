'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api';
import { staffResetAccess, staffUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { CallOutput } from '@/lib/contract/call';
import type { staffListCall } from '@/lib/contract/calls/admin/staff';
import { ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffRole } from '@/lib/shop/staff-roles';
import { ConsoleDialog } from '../ui/console-dialog';
import { OneTimeLink } from './one-time-link';
import formStyles from '../ui/console-form.module.css';
import styles from './staff.module.css';

export type StaffMember = CallOutput<typeof staffListCall>['list'][number];

type Busy = 'role' | 'optician' | 'access' | 'reset' | null;

/**
 * What an owner does with one member: another role, sign-in off or on, or a reset of password and
 * second factor (a lost phone) with a new link. Each answer refreshes the list behind.
 */
export function StaffMemberDialog({ member, onClose }: { member: StaffMember; onClose: () => void }) {
  const id = useId();
  const router = useRouter();
  const [role, setRole] = useState<StaffRole>(member.role);
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const [link, setLink] = useState<string | null>(null);
  const [licence, setLicence] = useState(member.licenceNumber);
  const [mayConfirm, setMayConfirm] = useState(member.mayConfirmPrescriptions);
  const isOwner = member.role === 'owner';

  const run = async (what: Exclude<Busy, null>, action: () => Promise<string>) => {
    if (busy) return;
    setBusy(what);
    setMessage(null);
    try {
      setMessage({ kind: 'done', text: await action() });
      router.refresh();
    } catch (error) {
      setMessage({
        kind: 'error',
        text: isApiError(error) ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(null);
    }
  };

  const saveRole = () =>
    run('role', async () => {
      await callConsole(staffUpdate, { id: member.id, role });
      return `${member.email} is now ${role}. Their open sessions ended.`;
    });

  // docs/operating.md#optician-check: owners always may confirm; others once an owner lets them
  const saveOptician = () =>
    run('optician', async () => {
      const answer = await callConsole(staffUpdate, {
        id: member.id,
        licenceNumber: licence,
        ...(isOwner ? {} : { mayConfirmPrescriptions: mayConfirm }),
      });
      setLicence(answer.licenceNumber);
      return answer.mayConfirmPrescriptions
        ? `${member.email} may confirm prescriptions${answer.licenceNumber ? `, licence ${answer.licenceNumber}` : ' once their licence number is set'}.`
        : `${member.email} may not confirm prescriptions.`;
    });
  const opticianChanged =
    licence.trim() !== member.licenceNumber || (!isOwner && mayConfirm !== member.mayConfirmPrescriptions);

  const switchAccess = () =>
    run('access', async () => {
      const answer = await callConsole(staffUpdate, { id: member.id, disabled: !member.disabled });
      return answer.disabled
        ? `${member.email} can no longer sign in. Their open sessions ended.`
        : `${member.email} can sign in again.`;
    });

  const reset = () =>
    run('reset', async () => {
      const answer = await callConsole(staffResetAccess, { id: member.id });
      setConfirmReset(false);
      setLink(answer.link);
      return `Password and second factor cleared. ${member.email} chooses a new password with the link below.`;
    });

  return (
    <ConsoleDialog
      title={`Manage ${member.name || member.email}`}
      intro={member.email}
      onClose={onClose}
      testId="staff-member-dialog"
    >
      <section className={styles.dialogPart} aria-labelledby={`${id}-role-title`}>
        <h3 id={`${id}-role-title`}>Role</h3>
        <div className={styles.inline}>
          <label htmlFor={`${id}-role`} className="visually-hidden">
            Role of {member.email}
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            aria-describedby={`${id}-role-hint`}
            data-autofocus
            data-testid="staff-role-select"
          >
            {STAFF_ROLES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-secondary"
            disabled={role === member.role || busy !== null}
            onClick={() => void saveRole()}
            data-testid="staff-role-save"
          >
            {busy === 'role' ? 'Saving…' : 'Change role'}
          </button>
        </div>
        <p id={`${id}-role-hint`} className={styles.hint}>
          {ROLE_DESCRIPTIONS[role]}
        </p>
      </section>
      <section className={styles.dialogPart} aria-labelledby={`${id}-optician-title`}>
        <h3 id={`${id}-optician-title`}>Prescriptions</h3>
        <label className={formStyles.choice}>
          <input
            type="checkbox"
            checked={isOwner || mayConfirm}
            disabled={isOwner}
            onChange={(event) => setMayConfirm(event.target.checked)}
            aria-describedby={`${id}-optician-hint`}
            data-testid="staff-may-confirm"
          />
          May confirm prescriptions
        </label>
        <label htmlFor={`${id}-licence`}>Optician’s licence number</label>
        <input
          id={`${id}-licence`}
          value={licence}
          maxLength={40}
          onChange={(event) => setLicence(event.target.value)}
          aria-describedby={`${id}-optician-hint`}
          data-testid="staff-licence"
        />
        <p id={`${id}-optician-hint`} className={styles.hint}>
          {isOwner
            ? 'Owners always may confirm prescriptions. '
            : 'Only members you let confirm prescriptions can; others still ask the shopper. '}
          A confirmation records the member’s name and licence number, and needs one.
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={!opticianChanged || busy !== null}
          onClick={() => void saveOptician()}
          data-testid="staff-optician-save"
        >
          {busy === 'optician' ? 'Saving…' : 'Save'}
        </button>
      </section>
      <section className={styles.dialogPart} aria-labelledby={`${id}-access-title`}>
        <h3 id={`${id}-access-title`}>Sign-in</h3>
        <p className={styles.hint}>
          {member.disabled
            ? 'Disabled: this member cannot sign in.'
            : 'Disabling ends every session of this member at once; their history stays in the audit log.'}
        </p>
        <button
          type="button"
          className="button button-secondary"
          disabled={busy !== null}
          onClick={() => void switchAccess()}
          data-testid="staff-access-switch"
        >
          {busy === 'access' ? 'Saving…' : member.disabled ? 'Enable sign-in' : 'Disable sign-in'}
        </button>
      </section>
      <section className={styles.dialogPart} aria-labelledby={`${id}-reset-title`}>
        <h3 id={`${id}-reset-title`}>Lost password or phone</h3>
        {confirmReset ? (
          <div role="group" aria-label={`Reset the access of ${member.email}?`} className={styles.confirm}>
            <p>
              Clear the password and second factor of {member.email}? Their sessions end, and they sign in
              again only after choosing a password with the new link.
            </p>
            <div className={formStyles.actions}>
              <button
                type="button"
                className="button"
                disabled={busy !== null}
                onClick={() => void reset()}
                data-testid="staff-reset-confirm"
              >
                {busy === 'reset' ? 'Resetting…' : 'Reset access'}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirmReset(false)}
              >
                Keep it
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="button button-secondary"
            disabled={busy !== null}
            onClick={() => setConfirmReset(true)}
            data-testid="staff-reset"
          >
            Reset password and second factor…
          </button>
        )}
        {link ? <OneTimeLink email={member.email} link={link} /> : null}
      </section>
      <p
        className={
          message?.kind === 'error' ? formStyles.formError : message ? formStyles.done : 'visually-hidden'
        }
        role="status"
        data-testid="staff-member-message"
      >
        {message?.text ?? ''}
      </p>
    </ConsoleDialog>
  );
}
