import type { z } from 'zod';
import type { contactSaveCall } from '@/lib/contract/calls/contact';
import { InvalidInputError } from '@/lib/contract/errors';
import { shopperOf, findUser } from '@/lib/server/domain/accounts';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { fanOutStaffEventsSoon, raiseStaffEvent } from '@/lib/server/domain/alerts';
import type { CallContext } from '@/lib/server/platform/call-context';
import { requestAddress } from '@/lib/server/platform/client-address';
import { spendTicketAllowance, ticketLimitKeys } from './ticket-limits';
import { insertTicket } from './new-ticket';

type TicketInput = z.infer<typeof contactSaveCall.input>;

export const GUEST_EMAIL_MESSAGE = 'Enter your e-mail so we can answer you.';

/**
 * POST /api/contact/save: files the contact form as an open support ticket. A signed-in shopper's
 * ticket belongs to the account (it shows on the tickets pages) and is answered at the account's
 * e-mail unless the form gives another; a guest must give one. A token that no longer signs in
 * answers code 3 (docs/product.md#errors) rather than filing the ticket as a guest's.
 */
export async function fileTicket(
  input: TicketInput,
  context: CallContext,
): Promise<{ ticketNumber: string }> {
  const shopper = await shopperOf(context);
  const db = await database();
  const email = input.email ?? (shopper ? await accountEmail(db, shopper.userId) : undefined);
  if (!email) throw new InvalidInputError({ email: GUEST_EMAIL_MESSAGE });
  await spendTicketAllowance(
    ticketLimitKeys({
      deviceId: context.deviceId,
      address: requestAddress(context.request),
      userId: shopper?.userId,
    }),
  );

  const ticket = await db.transaction(async (tx) => {
    const filed = await insertTicket(tx, {
      name: input.name,
      email,
      userId: shopper?.userId ?? null,
      topic: input.topic,
      orderNumber: input.orderNumber ?? null,
      message: input.message,
      deviceId: context.deviceId ?? null,
    });
    // docs/operating.md#alerts: "ticket" (a shopper's chat will be raised under the same kind)
    await raiseStaffEvent(tx, {
      kind: 'ticket',
      key: `ticket:${filed.id}`,
      title: `New ticket ${filed.ticketNumber} from ${input.name}`,
      path: `/admin/tickets/${encodeURIComponent(filed.ticketNumber)}`,
    });
    return filed;
  });
  fanOutStaffEventsSoon();
  return { ticketNumber: ticket.ticketNumber };
}

async function accountEmail(db: Database, userId: number): Promise<string | undefined> {
  return (await findUser(db, userId))?.email;
}
