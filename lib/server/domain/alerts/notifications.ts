import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { StaffNotifications } from '@/lib/contract/calls/admin/alerts';
import { NotFoundError } from '@/lib/contract/errors';
import { alertKindsFor, isStaffAlertKind } from '@/lib/shop/staff-alerts';
import { database, type Database } from '@/lib/server/platform/db';
import type { Operator } from '@/lib/server/domain/staff';
import { staffEventReads, staffEvents } from './tables';

/** The list shows the newest events of the last NOTIFICATION_DAYS, at most NOTIFICATION_LIST_SIZE. */
export const NOTIFICATION_DAYS = 14;
export const NOTIFICATION_LIST_SIZE = 20;

/** The events the member may see: of their role's areas, recent. */
function visibleTo(operator: Operator) {
  return and(
    inArray(staffEvents.kind, alertKindsFor(operator.role)),
    gt(staffEvents.createdAt, sql`now() - make_interval(days => ${NOTIFICATION_DAYS})`),
  );
}

const readBy = (operator: Operator) =>
  and(eq(staffEventReads.eventId, staffEvents.id), eq(staffEventReads.staffId, operator.staffId));

async function listFor(db: Database, operator: Operator): Promise<StaffNotifications> {
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: staffEvents.id,
        kind: staffEvents.kind,
        title: staffEvents.title,
        path: staffEvents.path,
        createdAt: staffEvents.createdAt,
        readAt: staffEventReads.readAt,
      })
      .from(staffEvents)
      .leftJoin(staffEventReads, readBy(operator))
      .where(visibleTo(operator))
      .orderBy(desc(staffEvents.id))
      .limit(NOTIFICATION_LIST_SIZE),
    db
      .select({ unread: sql<number>`count(*)`.mapWith(Number) })
      .from(staffEvents)
      .leftJoin(staffEventReads, readBy(operator))
      .where(and(visibleTo(operator), isNull(staffEventReads.eventId))),
  ]);
  return {
    unread: counted?.unread ?? 0,
    list: rows.flatMap((row) =>
      isStaffAlertKind(row.kind)
        ? [
            {
              id: row.id,
              kind: row.kind,
              title: row.title,
              href: row.path,
              createdAt: row.createdAt.toISOString(),
              read: row.readAt !== null,
            },
          ]
        : [],
    ),
  };
}

/**
 * GET /api/admin/notifications/list (docs/operating.md#alerts): the events the member's role may
 * see, whether or not they asked for mail, newest first, and how many they have not opened.
 */
export async function notificationsFor(operator: Operator): Promise<StaffNotifications> {
  return listFor(await database(), operator);
}

/** POST /api/admin/notifications/read: one event opened; the member's reads are their own. */
export async function markNotificationRead(
  operator: Operator,
  input: { id: number },
): Promise<StaffNotifications> {
  const db = await database();
  const [event] = await db
    .select({ id: staffEvents.id })
    .from(staffEvents)
    .where(and(eq(staffEvents.id, input.id), visibleTo(operator)));
  if (!event) throw new NotFoundError('The notification');
  await db
    .insert(staffEventReads)
    .values({ staffId: operator.staffId, eventId: event.id })
    .onConflictDoNothing();
  return listFor(db, operator);
}

/** POST /api/admin/notifications/readAll: every event the member may see, marked read for them. */
export async function markAllNotificationsRead(operator: Operator): Promise<StaffNotifications> {
  const db = await database();
  await db.execute(sql`
    insert into ${staffEventReads} (staff_id, event_id)
    select ${operator.staffId}, ${staffEvents.id} from ${staffEvents}
    where ${visibleTo(operator)}
    on conflict do nothing`);
  return listFor(db, operator);
}
