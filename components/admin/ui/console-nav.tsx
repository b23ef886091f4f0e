'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isCurrentArea, type ConsoleLink } from './console-areas';
import styles from './console-frame.module.css';

interface Props {
  links: readonly ConsoleLink[];
  /** Tickets nobody on the staff has read yet, shown beside the Tickets link. */
  unreadTickets?: number;
}

/** The console's areas, the open one marked for screen readers (aria-current) and the eye. */
export function ConsoleNav({ links, unreadTickets = 0 }: Props) {
  const pathname = usePathname() ?? '';
  return (
    <nav className={styles.nav} aria-label="Console">
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={styles.navLink}
              aria-current={isCurrentArea(link.href, pathname) ? 'page' : undefined}
              data-testid={`console-nav-${link.area}`}
            >
              {link.label}
              {link.area === 'tickets' && unreadTickets > 0 ? (
                <span className={styles.badge} data-testid="console-unread-tickets">
                  {unreadTickets}
                  <span className="visually-hidden"> unread</span>
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
