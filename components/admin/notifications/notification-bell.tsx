'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import type { StaffNotifications } from '@/lib/contract/calls/admin/alerts';
import { notificationRead, notificationsList, notificationsReadAll } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { unreadLabel, whenLabel } from './notification-words';
import styles from './notification-bell.module.css';

/** How often the count is asked again while the tab is visible (SWR pauses it while hidden). */
export const NOTIFICATIONS_POLL_MS = 20_000;
const KEY = 'console-notifications';

const loadNotifications = () => callConsole(notificationsList, {});

/** Where the open list sits: under the bell, kept inside the window at any width. */
function panelPlace(button: HTMLElement): { top: number; right: number } {
  const rect = button.getBoundingClientRect();
  const width = Math.min(352, window.innerWidth - 16);
  const right = Math.min(Math.max(window.innerWidth - rect.right, 8), window.innerWidth - width - 8);
  return { top: rect.bottom + 8, right };
}

/**
 * The console header's notifications (docs/operating.md#alerts): a bell with the unread count,
 * announced politely, and a disclosure with the recent events the member's role may see, each a
 * link marked read when opened, and "Mark all read". Polled every 20 s while the tab is visible.
 */
export function NotificationBell() {
  const id = useId();
  const panelId = `${id}-notifications`;
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState({ top: 0, right: 8 });
  const { data, mutate } = useSWR<StaffNotifications>(KEY, loadNotifications, {
    refreshInterval: NOTIFICATIONS_POLL_MS,
    refreshWhenHidden: false,
  });
  const unread = data?.unread ?? 0;

  const close = useCallback((focusBell: boolean) => {
    setOpen(false);
    if (focusBell) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const follow = () => button.current && setPlace(panelPlace(button.current));
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) close(true);
  };
  const markRead = (eventId: number) => {
    close(false);
    void callConsole(notificationRead, { id: eventId }).then(
      (next) => mutate(next, { revalidate: false }),
      () => undefined,
    );
  };
  const markAll = () => {
    void callConsole(notificationsReadAll, {}).then(
      (next) => mutate(next, { revalidate: false }),
      () => undefined,
    );
  };

  return (
    <div className={styles.holder} onKeyDown={closeOnEscape} data-testid="notifications">
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        data-testid="notifications-bell"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.mark}>
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0" />
        </svg>
        <span className="visually-hidden">Notifications</span>
        {unread > 0 ? (
          <span className={styles.count} aria-hidden="true" data-testid="notifications-count">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      {/* said once when the count changes, never interrupting */}
      <span className="visually-hidden" role="status" data-testid="notifications-status">
        {data ? unreadLabel(unread) : ''}
      </span>
      <div
        id={panelId}
        className={styles.panel}
        hidden={!open}
        style={{ top: place.top, right: place.right }}
        data-testid="notifications-panel"
      >
        <div className={styles.head}>
          <h2 className={styles.title}>Notifications</h2>
          <button
            type="button"
            className={styles.markAll}
            onClick={markAll}
            disabled={unread === 0}
            data-testid="notifications-read-all"
          >
            Mark all read
          </button>
        </div>
        {data && data.list.length > 0 ? (
          <ul className={styles.list}>
            {data.list.map((item) => (
              <li key={item.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
                <Link href={item.href} onClick={() => markRead(item.id)} data-testid="notification-link">
                  {item.read ? null : <span className="visually-hidden">Unread: </span>}
                  {item.title}
                </Link>
                <span className={styles.when}>{whenLabel(item.createdAt)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{data ? 'Nothing new in the last two weeks.' : 'Loading…'}</p>
        )}
      </div>
    </div>
  );
}
