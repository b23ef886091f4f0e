import type { ReactNode } from 'react';
import styles from './console-page.module.css';

/** A console page's heading, a line under it and the page's own actions (an export link …). */
export function ConsolePageHead({
  title,
  lead,
  actions,
}: {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className={styles.head}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {actions ? <div className={styles.headActions}>{actions}</div> : null}
    </header>
  );
}
