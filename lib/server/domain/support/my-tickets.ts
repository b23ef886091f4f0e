import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactListCall, Ticket, TicketStatus } from '@/lib/contract/calls/contact';
import { requireShopper } from '@/lib/server/domain/accounts';
import { database } from '@/lib/server/platform/db';
import { supportTickets } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { ticketsWithThreads } from './ticket-view';

type ListInput = z.infer<typeof contactListCall.input>;

/** "My tickets" holds what is still in progress; the history holds the closed ones. */
const STATUSES_OF: Record<ListInput['status'], readonly TicketStatus[]> = {
  open: ['open', 'answered'],
  history: ['closed'],
};

export interface TicketPage {
  list: Ticket[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** POST /api/contact/list: one page of the caller's own tickets, newest activity first. */
export async function listMyTickets(input: ListInput, context: CallContext): Promise<TicketPage> {
  const { userId } = await requireShopper(context);
  const db = await database();
  const mine: SQL | undefined = and(
    eq(supportTickets.userId, userId),
    inArray(supportTickets.status, [...STATUSES_OF[input.status]]),
  );
  const [counted] = await db.select({ total: count() }).from(supportTickets).where(mine);
  const rows = await db
    .select()
    .from(supportTickets)
    .where(mine)
    .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const total = counted?.total ?? 0;
  return {
    list: await ticketsWithThreads(db, rows),
    total,
    page: input.page,
    pageSize: input.pageSize,
    pageCount: Math.ceil(total / input.pageSize),
  };
}
