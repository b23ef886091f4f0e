'use client';

import { useState } from 'react';
import type { CustomerNote } from '@/lib/contract/calls/admin/customer-notes';
import { customerAddNote } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { CUSTOMER_NOTE_MAX } from '@/lib/shop/customer-tags';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { useConsoleAction } from '../ui/use-console-action';
import styles from './customer-notes.module.css';

/**
 * The staff's internal notes on a customer, oldest first, each with who wrote it and when
 * (docs/operating.md#customer-notes), and a field to add one. The shopper never sees them.
 */
export function CustomerNotes({ customerId, notes }: { customerId: number; notes: readonly CustomerNote[] }) {
  const { busy, error, setError, act } = useConsoleAction();
  const [body, setBody] = useState('');
  const [done, setDone] = useState('');
  const field = `customer-${customerId}-note`;

  const add = async () => {
    const text = body.trim();
    if (!text) {
      setError('Write the note.');
      return;
    }
    if (await act(() => callConsole(customerAddNote, { id: customerId, body: text }))) {
      setBody('');
      setDone('The note is added.');
    }
  };

  return (
    <div>
      {notes.length > 0 ? (
        <ol className={styles.notes} data-testid="customer-notes">
          {notes.map((note, index) => (
            <li key={`${note.at}-${index}`} className={styles.note}>
              <p className={styles.noteBy}>
                <strong>{note.by}</strong>, {formatDateTime(note.at)}
              </p>
              <p className={styles.noteBody}>{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.none}>No notes yet.</p>
      )}
      <form
        className={formStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={field}>New note (for the staff only)</label>
        <textarea
          id={field}
          rows={3}
          maxLength={CUSTOMER_NOTE_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          aria-describedby={error ? `${field}-error` : undefined}
          data-testid="customer-note-input"
        />
        <div className={formStyles.actions}>
          <button
            type="submit"
            className="button button-secondary"
            disabled={busy}
            data-testid="customer-note-add"
          >
            Add note
          </button>
        </div>
      </form>
      {error ? (
        <p id={`${field}-error`} className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={done ? formStyles.done : 'visually-hidden'} role="status">
        {done}
      </p>
    </div>
  );
}
