'use client';

import { useState } from 'react';
import { customerAddTag, customerRemoveTag } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { CUSTOMER_TAG_MAX, CUSTOMER_TAG_MESSAGE, customerTagOf } from '@/lib/shop/customer-tags';
import formStyles from '../ui/console-form.module.css';
import { useConsoleAction } from '../ui/use-console-action';
import styles from './customer-notes.module.css';

/**
 * The staff's labels on a customer (docs/operating.md#customer-notes): each with a button that
 * takes it off, and a field that adds one. The customer list filters by them.
 */
export function CustomerTags({ customerId, tags }: { customerId: number; tags: readonly string[] }) {
  const { busy, error, setError, act } = useConsoleAction();
  const [text, setText] = useState('');
  const [done, setDone] = useState('');

  const add = async () => {
    const tag = customerTagOf(text);
    if (tag === null) {
      setError(CUSTOMER_TAG_MESSAGE);
      return;
    }
    if (await act(() => callConsole(customerAddTag, { id: customerId, tag }))) {
      setText('');
      setDone(`Labelled “${tag}”.`);
    }
  };
  const remove = async (tag: string) => {
    if (await act(() => callConsole(customerRemoveTag, { id: customerId, tag })))
      setDone(`Took off “${tag}”.`);
  };

  return (
    <div>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label="Labels" data-testid="customer-tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.untag}
                onClick={() => void remove(tag)}
                disabled={busy}
                aria-label={`Take off the label ${tag}`}
                data-testid={`customer-untag-${tag}`}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.none}>No labels yet.</p>
      )}
      <form
        className={styles.addTag}
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <label htmlFor={`customer-${customerId}-tag`}>New label</label>
        <div className={styles.addRow}>
          <input
            id={`customer-${customerId}-tag`}
            value={text}
            maxLength={CUSTOMER_TAG_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder="VIP, wholesale …"
            autoComplete="off"
            aria-describedby={error ? `customer-${customerId}-tag-error` : undefined}
            data-testid="customer-tag-input"
          />
          <button
            type="submit"
            className="button button-secondary"
            disabled={busy}
            data-testid="customer-tag-add"
          >
            Add label
          </button>
        </div>
      </form>
      {error ? (
        <p id={`customer-${customerId}-tag-error`} className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <p className={done ? formStyles.done : 'visually-hidden'} role="status">
        {done}
      </p>
    </div>
  );
}
