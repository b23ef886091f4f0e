import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { NotificationBell } from '../notifications/notification-bell';
import { ConsoleSearch } from '../search/console-search';
import { consoleLinksFor } from './console-areas';
import { ConsoleNav } from './console-nav';
import { SignOutButton } from './sign-out-button';
import styles from './console-frame.module.css';

const ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  staff: 'Staff',
  catalog: 'Catalog',
};

interface Props {
  operator: { name: string; email: string; role: StaffRole };
  unreadTickets?: number;
  /**
   * Said on every page while links in mail cannot reach a customer (docs/operating.md#public-url-warning),
   * for the owner, who can fix it.
   */
  publicUrlWarning?: string | null;
  /** The shop's name as the owner set it (docs/operating.md#store-brand): "‹name› console". */
  shopName: string;
  children: ReactNode;
}

/**
 * The frame of every signed-in console page: its own skip link and landmarks, the areas the
 * operator's role opens, who is signed in, their account and sign-out. None of the shop's header,
 * footer or start-up calls.
 */
export function ConsoleFrame({ operator, unreadTickets, publicUrlWarning, shopName, children }: Props) {
  return (
    <div className={styles.frame}>
      <a href="#console-main" className="skip-link">
        Skip to content
      </a>
      <header className={styles.bar}>
        <Link href="/admin" className={styles.brand}>
          {shopName} <span className={styles.brandNote}>console</span>
        </Link>
        <ConsoleSearch />
        <div className={styles.who}>
          <span className={styles.name} data-testid="console-operator">
            {operator.name || operator.email}
            <span className={styles.role}> · {ROLE_NAMES[operator.role]}</span>
          </span>
          <NotificationBell />
          <Link href="/admin/account" className={styles.account}>
            Account
          </Link>
          <SignOutButton />
        </div>
      </header>
      <ConsoleNav links={consoleLinksFor(operator.role)} unreadTickets={unreadTickets} />
      <main id="console-main" tabIndex={-1} className={styles.main}>
        {publicUrlWarning ? (
          <p className={styles.warning} role="status" data-testid="console-public-url-warning">
            {publicUrlWarning}. <Link href="/admin/settings">Open Settings</Link>
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}
