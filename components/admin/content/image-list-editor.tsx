'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import { FormField } from '@/components/content/form-field';
import type { FieldMessages } from '@/components/account/ui/account-form-state';
import { ActionDialog, type ActionForm } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';
import styles from './content.module.css';
import { moved } from './send-content-form';

/** What every entry of an image list has: its id, and its stored image. */
export interface ImageListEntry {
  id: number;
  image: { url: string; alt: string };
}

/** The entry's form: its text fields, then the image file the editor adds itself. */
interface EntryForm<T extends ImageListEntry, F extends string> {
  title: (current: T | null) => string;
  testId: string;
  /** The text fields in the order the form shows them; the file comes after them. */
  fields: readonly F[];
  initial: (current: T | null) => Record<F, string>;
  /** The image field's words: a new entry needs one, a saved one may replace it. */
  image: { label: string; replaceLabel: string; hint: string; missing: string; testId?: string };
  /** Saves the entry (with the chosen file, if any) and answers the sentence the page shows. */
  send: (values: Record<F | 'file', string>, current: T | null, file: File | null) => Promise<string>;
  submitLabel: string;
  /** The dialog's fields; `imageField` is the file input, placed where the form wants it. */
  children: (form: ActionForm<F | 'file'>, current: T | null, imageField: ReactNode) => ReactNode;
}

interface Props<T extends ImageListEntry, F extends string> {
  heading: string;
  headingId: string;
  intro?: ReactNode;
  entries: readonly T[];
  listTestId: string;
  entryTestId?: string;
  /** A portrait thumbnail (the photo wall) rather than a wide one (the banners). */
  portrait?: boolean;
  entryTitle: (entry: T) => ReactNode;
  entryNote: (entry: T) => ReactNode;
  moveLabel: (entry: T, direction: 'up' | 'down') => string;
  saveOrder: (ids: number[]) => Promise<unknown>;
  remove: {
    label: string;
    question: (entry: T) => string;
    call: (entry: T) => Promise<unknown>;
    done: string;
  };
  add: { label: string; testId?: string };
  form: EntryForm<T, F>;
}

/**
 * A list of images the shop shows in order (home banners, the photo wall): each with its
 * thumbnail, Edit, up, down and delete, and a dialog to add or change one. Every change reloads
 * the page's data, so the list shows what the shop now shows.
 */
export function ImageListEditor<T extends ImageListEntry, F extends string>(props: Props<T, F>) {
  const { entries, remove, form: entryForm } = props;
  const router = useRouter();
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const file = useRef<File | null>(null);
  const ids = entries.map((entry) => entry.id);
  const current = editing === 'new' ? null : editing;

  const act = async (move: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await move();
      setMessage(done);
      router.refresh();
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'Something went wrong. Please try again.');
    }
  };

  const moveButton = (entry: T, index: number, direction: 'up' | 'down') => (
    <button
      type="button"
      className="button button-secondary"
      disabled={direction === 'up' ? index === 0 : index === entries.length - 1}
      aria-label={props.moveLabel(entry, direction)}
      onClick={() =>
        void act(() => props.saveOrder(moved(ids, index, direction === 'up' ? -1 : 1)), 'Moved.')
      }
    >
      {direction === 'up' ? '↑' : '↓'}
    </button>
  );

  const imageField = (form: ActionForm<'file'>) => (
    <FormField
      id={`${form.id}-file`}
      label={current ? entryForm.image.replaceLabel : entryForm.image.label}
      labelNote={current ? '(optional)' : undefined}
      hint={entryForm.image.hint}
      error={form.errors.file}
    >
      {(control) => (
        <input
          {...control}
          ref={form.register('file')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => {
            file.current = event.target.files?.[0] ?? null;
            form.change('file', file.current?.name ?? '');
          }}
          data-testid={entryForm.image.testId}
        />
      )}
    </FormField>
  );

  const close = () => {
    file.current = null;
    setEditing(null);
  };

  return (
    <section aria-labelledby={props.headingId}>
      <h2 id={props.headingId}>{props.heading}</h2>
      {props.intro}
      <ul className={styles.list} data-testid={props.listTestId}>
        {entries.map((entry, index) => (
          <li key={entry.id} className={styles.item} data-testid={props.entryTestId}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a console thumbnail of the stored image */}
            <img
              src={entry.image.url}
              alt={entry.image.alt}
              className={props.portrait ? `${styles.thumb} ${styles.portrait}` : styles.thumb}
            />
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>{props.entryTitle(entry)}</h3>
              <p className={styles.muted}>{props.entryNote(entry)}</p>
              <div className={styles.actions}>
                <button type="button" className="button button-secondary" onClick={() => setEditing(entry)}>
                  Edit…
                </button>
                {moveButton(entry, index, 'up')}
                {moveButton(entry, index, 'down')}
                <button
                  type="button"
                  className={`button ${formStyles.danger}`}
                  onClick={() => {
                    if (window.confirm(remove.question(entry)))
                      void act(() => remove.call(entry), remove.done);
                  }}
                >
                  {remove.label}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => setEditing('new')}
        data-testid={props.add.testId}
      >
        {props.add.label}
      </button>
      {message ? (
        <p className={formStyles.notice} role="status">
          {message}
        </p>
      ) : null}
      {editing ? (
        <ActionDialog
          title={entryForm.title(current)}
          testId={entryForm.testId}
          fields={[...entryForm.fields, 'file' as const]}
          initial={{ ...entryForm.initial(current), file: '' }}
          check={() => {
            const problems: FieldMessages<F | 'file'> = {};
            if (!current && !file.current) problems.file = entryForm.image.missing;
            return problems;
          }}
          send={(values) => entryForm.send(values, current, file.current)}
          submitLabel={entryForm.submitLabel}
          busyLabel="Saving…"
          onClose={close}
          onDone={(done) => {
            close();
            setMessage(done);
            router.refresh();
          }}
        >
          {(form) => entryForm.children(form, current, imageField(form))}
        </ActionDialog>
      ) : null}
    </section>
  );
}

/** Single-line text fields of an entry's form, each with its label and optional note. */
export function EntryTextFields<F extends string>({
  form,
  fields,
  testIdPrefix,
}: {
  form: ActionForm<F>;
  fields: readonly (readonly [F, string, string | undefined])[];
  /** When given, each input's test id is this and the field's name. */
  testIdPrefix?: string;
}) {
  return fields.map(([field, label, note]) => (
    <FormField
      key={field}
      id={`${form.id}-${field}`}
      label={label}
      labelNote={note}
      error={form.errors[field]}
    >
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          type="text"
          value={form.values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid={testIdPrefix ? `${testIdPrefix}${field}` : undefined}
        />
      )}
    </FormField>
  ));
}
