import type { z } from 'zod';
import type { contactSaveCall } from '@/lib/contract/calls/contact';
import { InvalidInputError, SignInRequiredError } from '@/lib/contract/errors';
import { database } from '../db/database';
import { supportTickets } from '../db/schema';
import type { CallContext } from '../http/route-handler';
import { requestAddress } from './request-address';
import { spendTicketAllowance, ticketLimitKeys } from './ticket-limits';
import { newTicketNumber } from './ticket-number';

type TicketInput = z.infer<typeof contactSaveCall.input>;

export const GUEST_EMAIL_MESSAGE = 'Enter your e-mail so we can answer you.';

/** Tries before giving up on a free ticket number; one clash in 887 million is already rare. */
const NUMBER_ATTEMPTS = 5;

/** POST /api/contact/save: files the contact form as an open support ticket. */
export async function fileTicket(
  input: TicketInput,
  context: CallContext,
): Promise<{ ticketNumber: string }> {
  if (context.bearerToken) {
    // Issue 4 (accounts) files a signed-in shopper's ticket under the account. No session can be
    // valid before then, so a token is a sign-in that has ended: code 3 (spec §8).
    throw new SignInRequiredError();
  }
  if (!input.email) throw new InvalidInputError({ email: GUEST_EMAIL_MESSAGE });
  await spendTicketAllowance(
    ticketLimitKeys({ deviceId: context.deviceId, address: requestAddress(context.request) }),
  );

  const db = await database();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
    const [ticket] = await db
      .insert(supportTickets)
      .values({
        ticketNumber: newTicketNumber(),
        name: input.name,
        email: input.email,
        topic: input.topic,
        orderNumber: input.orderNumber ?? null,
        message: input.message,
        deviceId: context.deviceId ?? null,
      })
      .onConflictDoNothing({ target: supportTickets.ticketNumber })
      .returning({ ticketNumber: supportTickets.ticketNumber });
    if (ticket) return ticket;
  }
  throw new Error(`no free ticket number after ${NUMBER_ATTEMPTS} attempts`);
}
