import type { ReactNode } from 'react';
import styles from './form-field.module.css';

/** What a field's control needs so its label, hint and error are read with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface Props {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  labelNote?: string;
  hint?: ReactNode;
  /** The field's message from the last send; the control is marked invalid while it is shown. */
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field: the control is rendered by the caller (input, select or textarea) with the
 * ids that tie it to its hint and error message.
 */
export function FormField({ id, label, labelNote, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {labelNote ? <span className={styles.note}> {labelNote}</span> : null}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p id={errorId} className={styles.error} data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
