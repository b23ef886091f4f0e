import type { TicketTopic } from '@/lib/contract/ticket-rules';
import type { Database } from '@/lib/server/platform/db';
import { queueMail } from '@/lib/server/platform/mail';
import { shopQuestionMail } from './support-mails';
import { ticketMessages } from './tables';
import { insertTicket } from './new-ticket';

export interface ShopQuestion {
  /** The shopper's account, or null for a guest's order: the question then reaches them by mail only. */
  userId: number | null;
  email: string;
  name: string;
  orderNumber: string | null;
  topic: TicketTopic;
  /** What the shop asks, as the member wrote it (plain text). */
  message: string;
  /** The member who asks. */
  staffId: number;
}

/**
 * A ticket the SHOP opens to ask the shopper something (docs/operating.md#order-work: a
 * prescription that needs a question before production). Its first message is support's, signed by
 * the member, so the shopper's thread (/api/contact/list) opens with the question; it waits for the
 * shopper ('answered'), looked after by the member who asked, and already read by the staff. The
 * shopper gets the question by mail: a guest has no other way to see it.
 *
 * Runs in the caller's transaction `tx` (the change that asks, with its audit line): the ticket and
 * its mail exist only if that commits. Call deliverMailsSoon() from `@/lib/server/platform/mail` after the
 * commit.
 */
export async function openShopTicket(
  tx: Database,
  question: ShopQuestion,
): Promise<{ ticketNumber: string }> {
  const now = new Date();
  const ticket = await insertTicket(tx, {
    name: question.name,
    email: question.email,
    userId: question.userId,
    topic: question.topic,
    orderNumber: question.orderNumber,
    // the opening message also lives on the ticket, as for the shopper's tickets: the inbox shows it
    message: question.message,
    status: 'answered',
    openedBy: 'shop',
    assignedTo: question.staffId,
    staffReadAt: now,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(ticketMessages).values({
    ticketId: ticket.id,
    author: 'support',
    body: question.message,
    staffId: question.staffId,
    createdAt: now,
  });
  await queueMail(
    tx,
    shopQuestionMail({
      to: question.email,
      name: question.name,
      ticketNumber: ticket.ticketNumber,
      orderNumber: question.orderNumber,
      message: question.message,
      hasAccount: question.userId !== null,
    }),
  );
  return { ticketNumber: ticket.ticketNumber };
}
