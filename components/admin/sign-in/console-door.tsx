import type { ReactNode } from 'react';
import styles from '../ui/console-frame.module.css';

/** The frame of the console's ways in (sign-in, set-password): a card, nothing else to open. */
export function ConsoleDoor({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.door}>
      <a href="#console-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.doorBar}>
        <span className={styles.brand}>
          Oculo <span className={styles.brandNote}>console</span>
        </span>
      </header>
      <main id="console-main" tabIndex={-1} className={styles.doorMain}>
        <div className={styles.doorCard}>
          <h1 className={styles.doorTitle}>{title}</h1>
          {lead ? <p className={styles.doorLead}>{lead}</p> : null}
          {children}
        </div>
      </main>
    </div>
  );
}
