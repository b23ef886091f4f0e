import type { ReactNode } from 'react';
import styles from './taxes.module.css';

// A rate table's cell: its input (or select) named for screen readers by column and row ("Rate %
// of rate 3"), and the call's message for it under it, tied to it (docs/operating.md#taxes).

interface Common {
  id: string;
  label: string;
  error?: string | undefined;
  /** The row's own message (two rows for the same place), read with its first field. */
  describedBy?: string | undefined;
  className?: string | undefined;
}

const describedByOf = (id: string, error: string | undefined, extra: string | undefined) =>
  [error ? `${id}-error` : null, extra ?? null].filter(Boolean).join(' ') || undefined;

function Message({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.fieldError}>
      {error}
    </p>
  ) : null;
}

export function CellInput({
  id,
  label,
  error,
  describedBy,
  className,
  value,
  onChange,
  inputMode,
  type = 'text',
}: Common & {
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'decimal' | 'numeric' | 'text';
  type?: 'text' | 'date';
}) {
  return (
    <>
      <input
        id={id}
        type={type}
        className={className}
        aria-label={label}
        value={value}
        inputMode={inputMode}
        aria-invalid={error || describedBy ? true : undefined}
        aria-describedby={describedByOf(id, error, describedBy)}
        onChange={(event) => onChange(event.target.value)}
      />
      <Message id={id} error={error} />
    </>
  );
}

export function CellSelect({
  id,
  label,
  error,
  className,
  value,
  onChange,
  children,
}: Common & { value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <>
      <select
        id={id}
        className={className}
        aria-label={label}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(id, error, undefined)}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <Message id={id} error={error} />
    </>
  );
}
