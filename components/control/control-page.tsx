import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './control.module.css';

interface Props {
  title: string;
  /** A line under the title. */
  lead?: string;
  /** The menu's own pages lead back to it; the menu itself does not. */
  backToMenu?: boolean;
  children: ReactNode;
}

/**
 * The frame of every phone-menu page ("/control", docs/product.md#routes): a way back, the title,
 * the entries.
 */
export function ControlPage({ title, lead, backToMenu = false, children }: Props) {
  return (
    <div className={`container ${styles.page}`} data-testid="control-page">
      {backToMenu ? (
        <Link href="/control" className={styles.back} data-testid="control-back">
          <span aria-hidden="true">‹</span> Menu
        </Link>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </div>
  );
}
