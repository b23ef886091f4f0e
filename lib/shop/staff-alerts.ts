import { calendarDayIn, startOfDayIn } from './dashboard-periods';
import { roleMayOpen, type ConsoleArea, type StaffRole } from './staff-roles';

// Staff alerts (docs/operating.md#alerts): the events the console raises, which console area each
// belongs to (a member is told only of what their role may open), who gets a mail, when a colour
// counts as running low, and the daily summary's figures. Pure: the server and the console read it.

export const STAFF_ALERT_KINDS = [
  'paid-order',
  'prescription-check',
  // a new ticket; a chat from a shopper will be raised under the same kind
  'ticket',
  'after-sales',
  'low-stock',
  'daily-summary',
] as const;
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

/** The console area an event belongs to: a role that cannot open it neither asks for it nor sees it. */
export const ALERT_AREA: Readonly<Record<StaffAlertKind, ConsoleArea>> = {
  'paid-order': 'orders',
  'prescription-check': 'orders',
  ticket: 'tickets',
  'after-sales': 'after-sales',
  'low-stock': 'catalog',
  // the summary names revenue, which only a role that opens the orders reads (the dashboard's rule)
  'daily-summary': 'orders',
};

export const ALERT_LABELS: Readonly<Record<StaffAlertKind, string>> = {
  'paid-order': 'A new paid order',
  'prescription-check': 'An order waiting for the prescription check',
  ticket: 'A new support ticket',
  'after-sales': 'A new after-sales request',
  'low-stock': 'A colour running low on stock',
  'daily-summary': 'A daily summary of yesterday',
};

export function isStaffAlertKind(value: unknown): value is StaffAlertKind {
  return typeof value === 'string' && (STAFF_ALERT_KINDS as readonly string[]).includes(value);
}

/** The events a role may ask for and see, in the list's order. */
export function alertKindsFor(role: StaffRole): StaffAlertKind[] {
  return STAFF_ALERT_KINDS.filter((kind) => roleMayOpen(role, ALERT_AREA[kind]));
}

/** The kinds asked for that the role may not have (a refusal names them), in the list's order. */
export function kindsNotAllowed(role: StaffRole, asked: readonly StaffAlertKind[]): StaffAlertKind[] {
  const allowed = alertKindsFor(role);
  return STAFF_ALERT_KINDS.filter((kind) => asked.includes(kind) && !allowed.includes(kind));
}

export interface AlertMember {
  id: number;
  role: StaffRole;
  /** The kinds the member ticked. */
  chosen: readonly StaffAlertKind[];
}

/**
 * The members mailed for an event: those who ticked it and whose role still opens its area (a
 * member moved to another role keeps their old ticks, unused). Nobody is mailed without asking.
 */
export function alertRecipients(kind: StaffAlertKind, members: readonly AlertMember[]): number[] {
  return members
    .filter((member) => member.chosen.includes(kind) && roleMayOpen(member.role, ALERT_AREA[kind]))
    .map((member) => member.id);
}

/**
 * Whether a colour's stock move crosses into low stock: from above its threshold to at or below
 * it. A move that stays low (another sale of a low colour) raises nothing, so one run of sales
 * mails once; a restock above the threshold arms it again.
 */
export function crossesLowStock(before: number, after: number, threshold: number): boolean {
  return before > threshold && after <= threshold;
}

/** The shop's previous calendar day at `now`: its start, its end (today's start) and its date. */
export function previousShopDay(now: Date, timeZone: string): { start: Date; end: Date; day: string } {
  const end = startOfDayIn(now, timeZone);
  const start = startOfDayIn(new Date(end.getTime() - 1), timeZone);
  return { start, end, day: calendarDayIn(start, timeZone) };
}

export interface DailySummaryFigures {
  /** YYYY-MM-DD, the shop's day summed up. */
  day: string;
  orders: number;
  /** What those orders took less refunds of them, US cents. */
  revenueCents: number;
  openTickets: number;
  waitingChecks: number;
}

function dollars(cents: number): string {
  const sign = cents < 0 ? '−' : '';
  const whole = Math.abs(cents);
  return `${sign}$${Math.floor(whole / 100).toLocaleString('en-US')}.${String(whole % 100).padStart(2, '0')}`;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The summary's lines, as the mail and the notification read them. */
export function dailySummaryLines(figures: DailySummaryFigures): string[] {
  return [
    `Orders paid: ${figures.orders}`,
    `Revenue: ${dollars(figures.revenueCents)}`,
    `Open tickets: ${figures.openTickets}`,
    `Orders waiting for the prescription check: ${figures.waitingChecks}`,
  ];
}

/** The summary's title: "Summary of 2026-12-05: 3 orders, $412.00". */
export function dailySummaryTitle(figures: DailySummaryFigures): string {
  return `Summary of ${figures.day}: ${plural(figures.orders, 'order', 'orders')}, ${dollars(figures.revenueCents)}`;
}
