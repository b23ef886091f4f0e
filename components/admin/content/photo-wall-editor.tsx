'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { FormField } from '@/components/content/form-field';
import { contentPhotoWallDelete, contentPhotoWallOrder, contentPhotoWallSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminPhotoWallEntry } from '@/lib/contract/calls/admin/content';
import { ActionDialog } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';
import styles from './content.module.css';
import { moved, sendContentForm } from './send-content-form';

const FIELDS = ['author', 'caption', 'story', 'imageAlt', 'productCode', 'file'] as const;
type Field = (typeof FIELDS)[number];

const TEXT_FIELDS: readonly [Field, string, string | undefined][] = [
  ['author', 'Name shown (first name and initial)', undefined],
  ['caption', 'Caption', undefined],
  ['imageAlt', 'Photo description (alt text)', undefined],
  ['productCode', 'Frame worn (product code)', '(optional)'],
];

/** The photo wall (issue 21 point 7): shoppers in their frames, to add, change, move and remove. */
export function PhotoWallEditor({ entries }: { entries: AdminPhotoWallEntry[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<AdminPhotoWallEntry | 'new' | null>(null);
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

  return (
    <section aria-labelledby="wall-title">
      <h2 id="wall-title">Photo wall</h2>
      <ul className={styles.list} data-testid="photo-wall-list">
        {entries.map((entry, index) => (
          <li key={entry.id} className={styles.item}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a console thumbnail of the stored image */}
            <img
              src={entry.image.url}
              alt={entry.image.alt}
              className={`${styles.thumb} ${styles.portrait}`}
            />
            <div className={styles.itemText}>
              <h3 className={styles.itemTitle}>
                {entry.author}: {entry.caption}
              </h3>
              <p className={styles.muted}>
                {entry.productCode ? `Wears ${entry.productCode}` : 'No frame named'}
              </p>
              <div className={styles.actions}>
                <button type="button" className="button button-secondary" onClick={() => setEditing(entry)}>
                  Edit…
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === 0}
                  aria-label={`Move ${entry.author}’s photo up`}
                  onClick={() =>
                    void act(
                      () => callConsole(contentPhotoWallOrder, { ids: moved(ids, index, -1) }),
                      'Moved.',
                    )
                  }
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={index === entries.length - 1}
                  aria-label={`Move ${entry.author}’s photo down`}
                  onClick={() =>
                    void act(
                      () => callConsole(contentPhotoWallOrder, { ids: moved(ids, index, 1) }),
                      'Moved.',
                    )
                  }
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={`button ${formStyles.danger}`}
                  onClick={() => {
                    if (window.confirm(`Take ${entry.author}’s photo off the wall?`))
                      void act(() => callConsole(contentPhotoWallDelete, { id: entry.id }), 'Photo removed.');
                  }}
                >
                  Remove
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        Add a photo…
      </button>
      {message ? (
        <p className={formStyles.notice} role="status">
          {message}
        </p>
      ) : null}
      {editing ? (
        <ActionDialog
          title={current ? `Edit ${current.author}’s photo` : 'Add a photo'}
          testId="photo-wall-form"
          fields={FIELDS}
          initial={{
            author: current?.author ?? '',
            caption: current?.caption ?? '',
            story: current?.story ?? '',
            imageAlt: current?.image.alt ?? '',
            productCode: current?.productCode ?? '',
            file: '',
          }}
          check={() => (!current && !file.current ? { file: 'Choose the photo.' } : {})}
          send={async (values) => {
            await sendContentForm(
              contentPhotoWallSave,
              { ...(current ? { id: String(current.id) } : {}), ...values, file: undefined },
              file.current,
            );
            return current ? 'Photo saved.' : 'Photo added, first on the wall.';
          }}
          submitLabel="Save"
          busyLabel="Saving…"
          onClose={() => {
            file.current = null;
            setEditing(null);
          }}
          onDone={(done) => {
            file.current = null;
            setEditing(null);
            setMessage(done);
            router.refresh();
          }}
        >
          {(form) => (
            <>
              {TEXT_FIELDS.map(([field, label, note]) => (
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
                    />
                  )}
                </FormField>
              ))}
              <FormField
                id={`${form.id}-story`}
                label="Story"
                labelNote="(optional)"
                error={form.errors.story}
              >
                {(control) => (
                  <textarea
                    {...control}
                    ref={form.register('story')}
                    rows={4}
                    value={form.values.story}
                    onChange={(event) => form.change('story', event.target.value)}
                  />
                )}
              </FormField>
              <FormField
                id={`${form.id}-file`}
                label={current ? 'Replace the photo' : 'Photo'}
                labelNote={current ? '(optional)' : undefined}
                hint="JPEG, PNG or WebP. It is stored without its metadata."
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
                  />
                )}
              </FormField>
            </>
          )}
        </ActionDialog>
      ) : null}
    </section>
  );
}
