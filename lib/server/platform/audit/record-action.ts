import type { Database } from '@/lib/server/platform/db';
import { auditLog } from './tables';

/** Who did it: a signed-in member, or the command line (no member). */
export interface AuditActor {
  staffId: number | null;
  email: string;
  role: string;
}

/** The command line's actor (`npm run operator`): whoever runs it on the shop's machine. */
export const COMMAND_LINE: AuditActor = { staffId: null, email: 'command line', role: 'owner' };

export interface AuditEntry {
  /** object.verb: order.ship, prescription.view, staff.add … */
  action: string;
  objectType: string;
  objectId: string | number;
  /** One line a person reads in the log: "Shipped with UPS 1Z…". */
  summary?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Writes one line of the audit log (docs/operating.md#audit-log). Call it with the transaction that
 * makes the change, so a change and its line are kept both or neither.
 */
export async function recordAction(db: Database, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.staffId,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    objectType: entry.objectType,
    objectId: String(entry.objectId),
    summary: (entry.summary ?? '').toWellFormed(),
    before: wellFormed(entry.before),
    after: wellFormed(entry.after),
  });
}

/**
 * The value as JSON PostgreSQL's jsonb takes: a lone surrogate an operator typed into a filter
 * (kept as its \ud800 escape by JSON.stringify) makes jsonb refuse the whole line, and the action
 * with it, so every text becomes well-formed (U+FFFD in its place) first.
 */
function wellFormed(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' ? item.toWellFormed() : item,
  );
}
