import Link from 'next/link';
import type { ReactNode } from 'react';
import type { MenuEntry } from './category-submenu';
import styles from './control.module.css';

interface Props {
  id: string;
  heading: string;
  entries?: readonly MenuEntry[];
  /** Entries that need the browser (the account entry), after the links. */
  children?: ReactNode;
}

/** One titled list of menu entries, as large touch targets. */
export function MenuSection({ id, heading, entries = [], children }: Props) {
  return (
    <nav aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.entries}>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.entry}>
              <span>{entry.label}</span>
              <span aria-hidden="true" className={styles.chevron}>
                ›
              </span>
            </Link>
          </li>
        ))}
        {children}
      </ul>
    </nav>
  );
}
