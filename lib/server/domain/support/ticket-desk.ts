import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StaffTicket, ticketAssignCall, ticketReplyCall } from '@/lib/contract/calls/admin/tickets';
import { InvalidInputError, RefusedError } from '@/lib/contract/errors';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { deliverMailsSoon, queueMail } from '@/lib/server/platform/mail';
import { ticketReplyMail } from './support-mails';
import { deskMembers } from './desk-members';
import { readUpToNow } from './inbox-columns';
import { staffTicketView, ticketByNumber } from './staff-tickets';
import type { TicketRow } from './ticket-view';
import { supportTickets, ticketMessages } from './tables';

// What the support team does with a ticket: read it, answer it, give it to a member, close it and
// reopen it. Every change is one transaction with the ticket locked and one line of the audit log.

type ReplyInput = z.infer<typeof ticketReplyCall.input>;
type AssignInput = z.infer<typeof ticketAssignCall.input>;

export const CLOSED_FOR_STAFF = 'This ticket is closed. Reopen it to answer.';
export const NOT_A_DESK_MEMBER = 'Choose a member who answers tickets (an enabled owner or staff member).';

/**
 * POST /api/admin/tickets/info: the ticket and its thread. Opening it marks the shopper's messages
 * read: up to the newest one the database holds, so one that arrives meanwhile stays unread.
 */
export async function staffTicketInfo(ticketNumber: string): Promise<StaffTicket> {
  const db = await database();
  const ticket = await ticketByNumber(db, ticketNumber);
  await db.update(supportTickets).set({ staffReadAt: readUpToNow }).where(eq(supportTickets.id, ticket.id));
  return staffTicketView(db, ticket.id);
}

/**
 * POST /api/admin/tickets/reply: a support message in the thread (the shopper reads it there),
 * mailed to the ticket's address in the same transaction: a guest has no other way to see it.
 * The ticket is then answered and read, and looked after by the member if nobody was.
 */
export async function replyAsStaff(input: ReplyInput, actor: AuditActor): Promise<StaffTicket> {
  const db = await database();
  const ticketId = await db.transaction(async (tx) => {
    const ticket = await ticketByNumber(tx, input.ticketNumber, true);
    if (ticket.status === 'closed') throw new RefusedError(CLOSED_FOR_STAFF);
    const now = new Date();
    await tx.insert(ticketMessages).values({
      ticketId: ticket.id,
      author: 'support',
      body: input.message,
      staffId: actor.staffId,
      createdAt: now,
    });
    const [answered] = await tx
      .update(supportTickets)
      .set({
        status: 'answered',
        updatedAt: now,
        staffReadAt: readUpToNow,
        assignedTo: sql`coalesce(${supportTickets.assignedTo}, ${actor.staffId})`,
      })
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (ticket.email) {
      await queueMail(
        tx,
        ticketReplyMail({
          to: ticket.email,
          name: ticket.name,
          ticketNumber: ticket.ticketNumber,
          message: input.message,
          hasAccount: ticket.userId !== null,
        }),
      );
    }
    await recordAction(tx, actor, {
      action: 'ticket.reply',
      objectType: 'ticket',
      objectId: ticket.ticketNumber,
      summary: ticket.email ? `Answered; mailed to ${ticket.email}` : 'Answered in the thread',
      before: { status: ticket.status, assignedTo: ticket.assignedTo },
      after: { status: 'answered', assignedTo: answered?.assignedTo ?? null, message: input.message },
    });
    return ticket.id;
  });
  deliverMailsSoon();
  return staffTicketView(db, ticketId);
}

/** The member a ticket may be given to (null: nobody); 422 on `staffId` for one who does not answer tickets. */
export async function deskMemberFor(staffId: number | null) {
  const members = await deskMembers();
  const member = staffId === null ? null : members.get(staffId);
  if (staffId !== null && !member?.answersTickets)
    throw new InvalidInputError({ staffId: NOT_A_DESK_MEMBER });
  return { members, member: member ?? null };
}

/**
 * Gives one locked ticket to `member` (null: nobody) with its audit line, alone or in a selection
 * (ticket-selection.ts); false when it already is theirs, and nothing is written.
 */
export async function writeAssignment(
  tx: Database,
  ticket: TicketRow,
  { members, member }: Awaited<ReturnType<typeof deskMemberFor>>,
  actor: AuditActor,
): Promise<boolean> {
  const staffId = member?.id ?? null;
  if (ticket.assignedTo === staffId) return false;
  await tx.update(supportTickets).set({ assignedTo: staffId }).where(eq(supportTickets.id, ticket.id));
  const before = ticket.assignedTo === null ? null : (members.get(ticket.assignedTo)?.email ?? null);
  await recordAction(tx, actor, {
    action: 'ticket.assign',
    objectType: 'ticket',
    objectId: ticket.ticketNumber,
    summary: member ? `Assigned to ${member.name}` : 'Assigned to nobody',
    before: { assignedTo: before },
    after: { assignedTo: member?.email ?? null },
  });
  return true;
}

/** POST /api/admin/tickets/assign: to an enabled member who answers tickets, or to nobody. */
export async function assignTicket(input: AssignInput, actor: AuditActor): Promise<StaffTicket> {
  const assignee = await deskMemberFor(input.staffId);
  const db = await database();
  const ticketId = await db.transaction(async (tx) => {
    const ticket = await ticketByNumber(tx, input.ticketNumber, true);
    await writeAssignment(tx, ticket, assignee, actor);
    return ticket.id;
  });
  return staffTicketView(db, ticketId);
}

/**
 * Closes or reopens one locked ticket with its audit line, alone or in a selection
 * (ticket-selection.ts); false when it already is so, and nothing is written.
 */
export async function writeClosed(
  tx: Database,
  ticket: TicketRow,
  closed: boolean,
  actor: AuditActor,
): Promise<boolean> {
  // closing a closed ticket, or reopening one that is not, changes nothing (and logs nothing)
  if ((ticket.status === 'closed') === closed) return false;
  const status = closed ? 'closed' : 'open';
  await tx
    .update(supportTickets)
    .set({ status, updatedAt: new Date() })
    .where(eq(supportTickets.id, ticket.id));
  await recordAction(tx, actor, {
    action: closed ? 'ticket.close' : 'ticket.reopen',
    objectType: 'ticket',
    objectId: ticket.ticketNumber,
    summary: closed ? 'Closed' : 'Reopened',
    before: { status: ticket.status },
    after: { status },
  });
  return true;
}

/** POST /api/admin/tickets/close and /reopen: closed takes no messages; reopened waits for support. */
export async function setTicketClosed(
  ticketNumber: string,
  closed: boolean,
  actor: AuditActor,
): Promise<StaffTicket> {
  const db = await database();
  const ticketId = await db.transaction(async (tx) => {
    const ticket = await ticketByNumber(tx, ticketNumber, true);
    await writeClosed(tx, ticket, closed, actor);
    return ticket.id;
  });
  return staffTicketView(db, ticketId);
}

/** GET /api/admin/tickets/assignees: who a ticket can be given to. */
export async function ticketAssignees() {
  const members = await deskMembers();
  return {
    list: [...members.values()]
      .filter((member) => member.answersTickets)
      .map(({ id, name, email }) => ({ id, name, email })),
  };
}
