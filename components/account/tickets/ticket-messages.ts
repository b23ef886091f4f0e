import type { TICKET_MESSAGE_MAX } from '@/lib/contract/ticket-rules';
import { fieldErrorsOf, isApiError } from '@/lib/api';
import { ResultCode } from '@/lib/contract/codes';

/**
 * The longest message a ticket takes. Typed by the contract's constant (a type-only import, so
 * zod stays out of the page) and so checked against it at compile time.
 */
export const TICKET_MESSAGE_LIMIT: typeof TICKET_MESSAGE_MAX = 4000;

/** What a failed ticket call shows: messages next to the fields the server named, or one message. */
export type TicketFailure = { fields: Record<string, string> } | { message: string };

const FALLBACK = 'Your message could not be sent. Please try again.';

/**
 * docs/architecture.md#api-envelope: 422 marks fields, 429 says when to try again, anything else
 * shows the shop's sentence.
 */
export function ticketFailure(error: unknown): TicketFailure {
  const fields = fieldErrorsOf(error);
  if (fields && Object.keys(fields).length > 0) return { fields };
  if (!isApiError(error)) return { message: FALLBACK };
  if (error.code === ResultCode.TooManyAttempts) {
    const retryAfter = (error.data as { retryAfter?: unknown } | null)?.retryAfter;
    const minutes = typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter / 60) : null;
    return {
      message: `You have sent several messages in a short time. Please try again ${
        minutes === null ? 'later' : `in ${minutes} minute${minutes === 1 ? '' : 's'}`
      }.`,
    };
  }
  return { message: error.message || FALLBACK };
}
