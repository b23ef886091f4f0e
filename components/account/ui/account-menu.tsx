'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useId } from 'react';
import {
  ACCOUNT_MENU,
  ACCOUNT_OVERVIEW_ROUTE,
  accountHref,
  accountRouteOf,
  menuEntryMark,
} from '@/lib/shop/account-menu';
import { AccountSignOutButton } from './account-sign-out-button';
import styles from './account-area.module.css';

/**
 * The account area's menu (lib/shop/account-menu.ts): a side menu from 960 px; on phones the
 * overview page shows it as a list of sections, and every other page a link back to the overview.
 */
export function AccountMenu() {
  const id = useId();
  const pathname = usePathname() ?? '';
  const overview = accountRouteOf(pathname) === ACCOUNT_OVERVIEW_ROUTE;

  return (
    <div className={styles.menuArea} data-overview={overview ? '' : undefined}>
      {overview ? null : (
        <Link href={accountHref(ACCOUNT_OVERVIEW_ROUTE)} className={styles.back} data-testid="account-back">
          <span aria-hidden="true">‹</span> My account
        </Link>
      )}
      <nav aria-label="My account" className={styles.menu} data-testid="account-menu">
        {ACCOUNT_MENU.map((section, index) => (
          <div key={section.title} className={styles.section}>
            <span id={`${id}-${index}`} className={styles.sectionTitle}>
              {section.title}
            </span>
            <ul aria-labelledby={`${id}-${index}`} className={styles.entries}>
              {section.entries.map((entry) => (
                <li key={entry.route}>
                  <Link
                    href={accountHref(entry.route)}
                    className={styles.entry}
                    aria-current={menuEntryMark(entry.route, pathname)}
                    data-testid={`account-menu-${entry.route.replace('/', '-')}`}
                  >
                    <span>{entry.label}</span>
                    <span aria-hidden="true" className={styles.chevron}>
                      ›
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <AccountSignOutButton className={styles.signOut} />
      </nav>
    </div>
  );
}
