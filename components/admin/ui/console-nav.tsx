'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import { isCurrentArea, type ConsoleLink } from './console-areas';
import styles from './console-frame.module.css';

/** The one list of areas on a page, which the Menu button opens and closes. */
const LIST_ID = 'console-areas';

interface Props {
  links: readonly ConsoleLink[];
  /** Tickets nobody on the staff has read yet, shown beside the Tickets link. */
  unreadTickets?: number;
}

/**
 * The console's areas, the open one marked for screen readers (aria-current) and the eye. On a
 * phone the links sit behind a Menu button, closed at first (docs/operating.md#console-layout);
 * from a tablet's width up the stylesheet hides the button and shows the links, so the server's
 * page already has the layout it keeps.
 */
export function ConsoleNav({ links, unreadTickets = 0 }: Props) {
  const pathname = usePathname() ?? '';
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const unread = unreadTickets > 0 && links.some((link) => link.area === 'tickets');

  // Escape closes the open menu from the button or any of its links, and gives the focus back
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    button.current?.focus();
  }

  return (
    <nav className={styles.nav} aria-label="Console" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen(!open)}
        data-testid="console-menu"
      >
        <span aria-hidden="true" className={styles.menuMark} />
        Menu
        {unread ? (
          <span className={styles.badge}>
            {unreadTickets}
            <span className="visually-hidden"> unread tickets</span>
          </span>
        ) : null}
      </button>
      <ul id={LIST_ID} className={open ? `${styles.navList} ${styles.navOpen}` : styles.navList}>
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className={styles.navLink}
              aria-current={isCurrentArea(link.href, pathname) ? 'page' : undefined}
              data-testid={`console-nav-${link.area}`}
              // the page it opens is what the operator came for: the menu folds away
              onClick={() => setOpen(false)}
            >
              {link.label}
              {/* on the tickets' own link, not on Live chats, which shares their area */}
              {link.href === '/admin/tickets' && unreadTickets > 0 ? (
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
