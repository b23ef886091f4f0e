import type { StaffAlertKind } from '@/lib/shop/staff-alerts';
import type { Database } from '@/lib/server/platform/db';
import { staffEvents } from './tables';

export interface StaffEvent {
  kind: StaffAlertKind;
  /** One event per fact ("paid-order:42"): raising the same fact again keeps the first. */
  key: string;
  title: string;
  /** The console page of the object, from the site's root. */
  path: string;
  /** Lines the mail lists under its title. */
  lines?: string[];
}

/**
 * Records an event for the staff (docs/operating.md#alerts) inside `tx`, the transaction of the
 * change it tells of, so it exists exactly when the change does. Nothing is mailed here: call
 * fanOutStaffEventsSoon() after the commit; the "fan-out-staff-alerts" job mails what is left. The
 * shopper's request that raised it never waits on the staff's mail, nor fails with it.
 */
export async function raiseStaffEvent(tx: Database, event: StaffEvent): Promise<void> {
  await tx
    .insert(staffEvents)
    .values({
      kind: event.kind,
      key: event.key,
      title: event.title,
      path: event.path,
      lines: event.lines ?? [],
    })
    .onConflictDoNothing({ target: staffEvents.key });
}
