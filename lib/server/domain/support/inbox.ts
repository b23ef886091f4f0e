import { and, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ticketListCall } from '@/lib/contract/calls/admin/tickets';
import { pageAnswer } from '@/lib/contract/fields';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database, escapeLike } from '@/lib/server/platform/db';
import { deskMembers } from './desk-members';
import { inboxColumns, inboxTicketOf, isUnread, lastMessageAt } from './inbox-columns';
import { supportTickets } from './tables';

// The support inbox of the operator console.

type ListInput = z.infer<typeof ticketListCall.input>;

function inboxFilter(input: ListInput, actor: AuditActor): SQL | undefined {
  const t = supportTickets;
  const where: (SQL | undefined)[] = [];
  if (input.status) where.push(eq(t.status, input.status));
  if (input.topic) where.push(eq(t.topic, input.topic));
  if (input.assigned === 'nobody') where.push(isNull(t.assignedTo));
  else if (input.assigned === 'me')
    where.push(actor.staffId === null ? sql`false` : eq(t.assignedTo, actor.staffId));
  else if (input.assigned !== undefined) where.push(eq(t.assignedTo, input.assigned));
  if (input.unreadOnly) where.push(isUnread);
  if (input.search) {
    const text = `%${escapeLike(input.search)}%`;
    where.push(or(ilike(t.ticketNumber, text), ilike(t.email, text), ilike(t.name, text)));
  }
  return where.length ? and(...where) : undefined;
}

/** POST /api/admin/tickets/list: one page of the inbox, newest activity first. */
export async function listInbox(input: ListInput, actor: AuditActor) {
  const db = await database();
  const where = inboxFilter(input, actor);
  const [rows, [{ total } = { total: 0 }], members] = await Promise.all([
    db
      .select(inboxColumns)
      .from(supportTickets)
      .where(where)
      .orderBy(desc(lastMessageAt), desc(supportTickets.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ total: count() }).from(supportTickets).where(where),
    deskMembers(),
  ]);
  return pageAnswer(
    rows.map((row) => inboxTicketOf(row, members)),
    total,
    input,
  );
}

/** GET /api/admin/tickets/counts: the figures of the console's navigation, in one statement. */
export async function ticketCounts(actor: AuditActor) {
  const db = await database();
  const t = supportTickets;
  const notClosed = ne(t.status, 'closed');
  const [row] = await db
    .select({
      unread: count(sql`case when ${isUnread} then 1 end`),
      open: count(sql`case when ${t.status} = 'open' then 1 end`),
      unassigned: count(sql`case when ${and(notClosed, isNull(t.assignedTo))} then 1 end`),
      mine: count(
        actor.staffId === null
          ? sql`null`
          : sql`case when ${and(notClosed, eq(t.assignedTo, actor.staffId))} then 1 end`,
      ),
    })
    .from(t);
  return {
    unread: row?.unread ?? 0,
    open: row?.open ?? 0,
    unassigned: row?.unassigned ?? 0,
    mine: row?.mine ?? 0,
  };
}
