import Form from 'next/form';
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './filter-form.module.css';

interface Props {
  /** The list's address: the form sends its filters there as search parameters. */
  path: string;
  /** The search landmark's name: "Filter orders". */
  label: string;
  /** Parameters the form keeps as they are (the sort). */
  keep?: Readonly<Record<string, string | undefined>>;
  /** Filters of the address that could not be read (parseListQuery). */
  problems?: readonly string[];
  children: ReactNode;
}

/**
 * A list's filters as a form that sends them in the address (GET): Enter or "Apply" shows page 1
 * of the filtered list, rendered by the server; "Clear" goes back to the whole list.
 */
export function FilterForm({ path, label, keep = {}, problems = [], children }: Props) {
  return (
    <Form action={path} className={styles.form} role="search" aria-label={label}>
      <div className={styles.fields}>{children}</div>
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className={styles.actions}>
        <button type="submit" className="button" data-testid="filters-apply">
          Apply filters
        </button>
        <Link href={path} className="button button-secondary">
          Clear
        </Link>
      </div>
      {problems.length > 0 ? (
        <p className={styles.problems} role="alert">
          Left out of the filters: {problems.join(' ')}
        </p>
      ) : null}
    </Form>
  );
}

interface FieldProps {
  label: string;
  name: string;
  value?: string;
  type?: 'text' | 'search' | 'date' | 'email';
  placeholder?: string;
}

/** One text or date filter. */
export function FilterInput({ label, name, value, type = 'text', placeholder }: FieldProps) {
  const id = `filter-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        autoComplete="off"
      />
    </div>
  );
}

interface SelectProps {
  label: string;
  name: string;
  value?: string;
  /** The choices; the first, "Any", sends nothing. */
  options: readonly { value: string; label: string }[];
}

/** One filter picked from a list. */
export function FilterSelect({ label, name, value, options }: SelectProps) {
  const id = `filter-${name}`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        <option value="">Any</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
