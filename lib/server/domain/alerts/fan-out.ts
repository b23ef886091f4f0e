import { asc, inArray, isNull } from 'drizzle-orm';
import { alertRecipients, isStaffAlertKind, type AlertMember } from '@/lib/shop/staff-alerts';
import { database, type Database } from '@/lib/server/platform/db';
import { logger } from '@/lib/server/platform/logger';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { activeMembers } from '@/lib/server/domain/staff';
import { staffAlertMail } from './alert-mails';
import { staffAlertChoices, staffEvents } from './tables';

/** Events mailed per transaction. */
const BATCH = 20;

/** Mails one batch of unmailed events to the members who asked; answers how many events it took. */
async function fanOutBatch(tx: Database): Promise<number> {
  // claimed as picked (SKIP LOCKED): two instances never mail the same event
  const events = await tx
    .select()
    .from(staffEvents)
    .where(isNull(staffEvents.mailedAt))
    .orderBy(asc(staffEvents.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (events.length === 0) return 0;
  const kinds = [...new Set(events.map((event) => event.kind))];
  const choices = await tx.select().from(staffAlertChoices).where(inArray(staffAlertChoices.kind, kinds));
  const members = await activeMembers(tx, [...new Set(choices.map((choice) => choice.staffId))]);
  const asking: AlertMember[] = members.map((member) => ({
    id: member.id,
    role: member.role,
    chosen: choices
      .filter((c) => c.staffId === member.id)
      .map((c) => c.kind)
      .filter(isStaffAlertKind),
  }));
  for (const event of events) {
    if (!isStaffAlertKind(event.kind)) continue;
    for (const id of alertRecipients(event.kind, asking)) {
      const member = members.find((m) => m.id === id);
      if (member) await queueMail(tx, staffAlertMail(member, { ...event, kind: event.kind }));
    }
  }
  await tx
    .update(staffEvents)
    .set({ mailedAt: new Date() })
    .where(
      inArray(
        staffEvents.id,
        events.map((event) => event.id),
      ),
    );
  return events.length;
}

/**
 * The "fan-out-staff-alerts" job (docs/operating.md#alerts): every event not yet mailed is mailed
 * to each active member who ticked its kind and whose role opens its area, through the outbox, once.
 */
export async function fanOutStaffEvents(): Promise<number> {
  const db = await database();
  let taken = 0;
  for (;;) {
    const batch = await db.transaction((tx) => fanOutBatch(tx));
    if (batch === 0) break;
    taken += batch;
  }
  if (taken > 0) deliverMailsSoon();
  return taken;
}

let fanning: Promise<void> | undefined;
let again = false;

/**
 * Mails the new events now, in this instance's background, after the change that raised them
 * committed: the payment's answer does not wait for it, and a failure here is logged and left to
 * the job, never the shopper's.
 */
export function fanOutStaffEventsSoon(): void {
  if (fanning) {
    again = true;
    return;
  }
  fanning = fanOutStaffEvents()
    .then(() => undefined)
    .catch((error: unknown) =>
      logger.error({ err: error }, 'staff alerts were not mailed; the job will try again'),
    )
    .finally(() => {
      fanning = undefined;
      if (again) {
        again = false;
        fanOutStaffEventsSoon();
      }
    });
}
