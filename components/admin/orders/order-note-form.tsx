'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormField } from '@/components/content/form-field';
import { orderAddNote } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';

const FIELDS = ['body'] as const;
/** The call's own bound (docs/operating.md#order-notes). */
const NOTE_MAX = 2000;

/**
 * Adds an internal note to the order (docs/operating.md#order-notes): kept with the member and the
 * time, shown in this history, never to the shopper.
 */
export function OrderNoteForm({ number }: { number: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
        data-testid="order-add-note"
      >
        Add note…
      </button>
      <p className={done ? formStyles.done : 'visually-hidden'} role="status">
        {done ?? ''}
      </p>
      {open ? (
        <ActionDialog
          title="Add an internal note"
          intro="For the staff only: the shopper never sees it. It is kept with your name and the time."
          testId="order-note"
          fields={FIELDS}
          initial={{ body: '' }}
          check={(values) =>
            values.body.trim()
              ? values.body.trim().length > NOTE_MAX
                ? { body: `Keep the note under ${NOTE_MAX.toLocaleString('en-US')} characters.` }
                : {}
              : { body: 'Write the note.' }
          }
          send={async (values) => {
            await callConsole(orderAddNote, { number, body: values.body.trim() });
            return 'The note is added to the history.';
          }}
          submitLabel="Add the note"
          busyLabel="Adding…"
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
            router.refresh();
          }}
        >
          {(form) => (
            <FormField id={`${form.id}-body`} label="Note" error={form.errors.body}>
              {(control) => (
                <textarea
                  {...control}
                  ref={form.register('body')}
                  maxLength={NOTE_MAX}
                  rows={5}
                  value={form.values.body}
                  onChange={(event) => form.change('body', event.target.value)}
                  data-autofocus
                  data-testid="order-note-body"
                />
              )}
            </FormField>
          )}
        </ActionDialog>
      ) : null}
    </div>
  );
}
