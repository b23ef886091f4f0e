import { asc, inArray } from 'drizzle-orm';
import { firstIndexes, refuseSelection } from '@/lib/contract/calls/admin/selection';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { supportTickets } from './tables';
import { deskMemberFor, writeAssignment, writeClosed } from './ticket-desk';
import type { TicketRow } from './ticket-view';

// The tickets ticked on the inbox (docs/operating.md#bulk-catalog): closed or given to a member
// together, each as the ticket's own page does it, all in one transaction.

type Answer = { changed: string[]; unchanged: string[] };

/**
 * Locks the selection's tickets in id order and hands each to `write`, in the order sent; an
 * unknown number refuses the whole selection (422 on `ticketNumbers.<index>`).
 */
async function changeTickets(
  ticketNumbers: readonly string[],
  write: (tx: Database, ticket: TicketRow) => Promise<boolean>,
): Promise<Answer> {
  const firstIndex = firstIndexes(ticketNumbers);
  const numbers = [...firstIndex.keys()];
  const db = await database();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(supportTickets)
      .where(inArray(supportTickets.ticketNumber, numbers))
      .orderBy(asc(supportTickets.id))
      .for('update');
    const byNumber = new Map(rows.map((row) => [row.ticketNumber, row]));
    refuseSelection(
      numbers
        .filter((number) => !byNumber.has(number))
        .map((number) => ({
          index: firstIndex.get(number) ?? 0,
          reason: `No ticket has the number ${number}.`,
        })),
      'ticket',
      'ticketNumbers',
    );
    const answer: Answer = { changed: [], unchanged: [] };
    for (const number of numbers) {
      const ticket = byNumber.get(number);
      if (ticket && (await write(tx, ticket))) answer.changed.push(number);
      else answer.unchanged.push(number);
    }
    return answer;
  });
}

/** POST /api/admin/tickets/closeMany: a closed ticket changes nothing; each closed now is audited. */
export function closeTickets(
  input: { ticketNumbers: readonly string[] },
  actor: AuditActor,
): Promise<Answer> {
  return changeTickets(input.ticketNumbers, (tx, ticket) => writeClosed(tx, ticket, true, actor));
}

/** POST /api/admin/tickets/assignMany: to an enabled member who answers tickets, or to nobody. */
export async function assignTickets(
  input: { ticketNumbers: readonly string[]; staffId: number | null },
  actor: AuditActor,
): Promise<Answer> {
  const assignee = await deskMemberFor(input.staffId);
  return changeTickets(input.ticketNumbers, (tx, ticket) => writeAssignment(tx, ticket, assignee, actor));
}
