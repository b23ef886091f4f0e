import type { ReactNode } from 'react';
import { AccountMenu } from './account-menu';
import styles from './account-area.module.css';

/** The frame of every account page: the menu beside (desktop) or around (phone) the page. */
export function AccountArea({ children }: { children: ReactNode }) {
  return (
    <div className={`container ${styles.area}`}>
      <AccountMenu />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
