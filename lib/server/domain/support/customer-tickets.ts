import { count, desc, eq } from 'drizzle-orm';
import type { CustomerTicket } from '@/lib/contract/calls/admin/customers';
import { database } from '@/lib/server/platform/db';
import { supportTickets } from './tables';

/** A customer's newest tickets for the operator console, with how many in all. */
export async function customerTickets(
  userId: number,
  limit: number,
): Promise<{ list: CustomerTicket[]; total: number }> {
  const db = await database();
  const theirs = eq(supportTickets.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(theirs)
      .orderBy(desc(supportTickets.updatedAt), desc(supportTickets.id))
      .limit(limit),
    db.select({ total: count() }).from(supportTickets).where(theirs),
  ]);
  return {
    list: rows.map((row) => ({
      ticketNumber: row.ticketNumber,
      topic: row.topic,
      status: row.status,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
