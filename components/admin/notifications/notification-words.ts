// The words of the console's notifications (docs/operating.md#alerts).

/** What a screen reader says of the count. */
export function unreadLabel(unread: number): string {
  if (unread === 0) return 'No unread notifications';
  return unread === 1 ? '1 unread notification' : `${unread} unread notifications`;
}

const WHEN = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "Dec 6, 14:05", in the member's own time zone (the browser's). */
export function whenLabel(iso: string): string {
  return WHEN.format(new Date(iso));
}
