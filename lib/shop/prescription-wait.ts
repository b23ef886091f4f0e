import {
  PRESCRIPTION_REMINDER_DAYS,
  PRESCRIPTION_WAIT_DAYS,
  PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS,
} from './constants';

// The wait of an order paid without its prescription (docs/product.md#prescription-later): the
// order stays 1 Not Shipped, "awaiting prescription", until the shopper sends it; reminders go on
// days 2, 5 and 10 after payment, and the order is cancelled and refunded once the wait ends
// (14 days after payment, later when an operator extends it). Pure: the jobs read the order and
// ask this file what is due.

const DAY_MS = 86_400_000;

/** What the rules read of a waiting order. */
export interface PrescriptionWait {
  paidAt: Date;
  /** When the wait ends (paid + 14 days, or as extended). */
  dueAt: Date;
  /** How many reminders were sent so far (0 to 3). */
  remindersSent: number;
}

/** The wait's end for an order paid at `paidAt`. */
export function prescriptionDueAt(paidAt: Date): Date {
  return new Date(paidAt.getTime() + PRESCRIPTION_WAIT_DAYS * DAY_MS);
}

/**
 * The reminder to send now (1 for day 2, 2 for day 5, 3 for day 10), or null. Only the latest
 * reminder whose day has come is sent: after a job that did not run for days the shopper gets one
 * mail, not three. None once the wait has ended (the cancel mail says it all).
 */
export function reminderDue(wait: PrescriptionWait, now: Date): number | null {
  if (waitEnded(wait, now)) return null;
  const days = (now.getTime() - wait.paidAt.getTime()) / DAY_MS;
  const reached = PRESCRIPTION_REMINDER_DAYS.filter((day) => days >= day).length;
  return reached > wait.remindersSent ? reached : null;
}

/** The wait is over: the order is cancelled and refunded. */
export function waitEnded(wait: Pick<PrescriptionWait, 'dueAt'>, now: Date): boolean {
  return now.getTime() >= wait.dueAt.getTime();
}

/** Why an operator may not extend by `days` (a whole number), or null. */
export function extensionRefusal(days: number): string | null {
  if (!Number.isInteger(days) || days < 1 || days > PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS)
    return `Extend the wait by 1 to ${PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS} days.`;
  return null;
}

/** The wait's new end: `days` after its end, or after now when a late job had not yet ended it. */
export function extendedDueAt(dueAt: Date, days: number, now: Date): Date {
  const from = Math.max(dueAt.getTime(), now.getTime());
  return new Date(from + days * DAY_MS);
}
