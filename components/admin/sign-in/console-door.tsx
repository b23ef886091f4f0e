import type { ReactNode } from 'react';
import styles from '../ui/console-frame.module.css';

/** The frame of the console's ways in (sign-in, set-password): a card, nothing else to open. */
export function ConsoleDoor({
  title,
  lead,
  shopName,
  children,
}: {
  title: string;
  lead?: ReactNode;
  /** The shop's name as the owner set it (docs/operating.md#store-brand): "‹name› console". */
  shopName: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.door}>
      <a href="#console-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.doorBar}>
        <span className={styles.brand}>
          {shopName} <span className={styles.brandNote}>console</span>
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
