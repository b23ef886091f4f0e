import type { AuditActor } from '@/lib/server/platform/audit';

/**
 * Who made a stock change, as its history row keeps it: the member and their e-mail at the time
 * (nobody for the command line, whose changes the history shows without a name).
 */
export const stockAuthor = (actor: AuditActor) => ({
  staffId: actor.staffId,
  staffEmail: actor.staffId === null ? null : actor.email,
});
