import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { email } from '@/lib/shop/validation';
import { defineCall } from '../call';
import { optionalInteger, pageOf } from '../fields';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  isFreeOfControlCharacters,
  ORDER_REFERENCE,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGE_MIN,
  TICKET_MESSAGES,
  TICKET_TOPICS,
} from '../ticket-rules';

/** How many tickets one device, or one network address, may file in an hour. */
export const TICKETS_PER_HOUR = 5;

/** A message of the contact form or of a ticket's thread. */
const messageText = z
  .string()
  .trim()
  .min(TICKET_MESSAGE_MIN, TICKET_MESSAGES.messageTooShort)
  .max(TICKET_MESSAGE_MAX, TICKET_MESSAGES.messageTooLong)
  .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters);

const optionalOrderNumber = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string().trim().regex(ORDER_REFERENCE, TICKET_MESSAGES.orderReference).optional(),
);

/**
 * /api/contact/save (docs/product.md#calls): the contact form files a support ticket. A guest gives
 * an e-mail for the answer; a signed-in shopper's ticket is filed under the account, answered at
 * the account's e-mail unless another is given, and listed by /api/contact/list.
 */
export const contactSaveCall = defineCall({
  method: 'POST',
  path: '/api/contact/save',
  tag: 'Support',
  summary: 'Files a support ticket from the contact form.',
  description: `Guests must give an e-mail (422 with data.fields.email otherwise). With a bearer token the ticket belongs to the account (the account's e-mail when none is given); a token that no longer signs in answers code 3. At most ${TICKETS_PER_HOUR} tickets an hour per device, per network address and per account (429 with data.retryAfter in seconds).`,
  usesDeviceId: true,
  input: z.strictObject({
    name: z
      .string()
      .trim()
      .min(1, TICKET_MESSAGES.nameMissing)
      .max(CONTACT_NAME_MAX, TICKET_MESSAGES.nameTooLong)
      .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters),
    email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      email.max(CONTACT_EMAIL_MAX, VALIDATION_MESSAGES.email).optional(),
    ),
    topic: z.enum(TICKET_TOPICS, { error: TICKET_MESSAGES.topicMissing }),
    orderNumber: optionalOrderNumber,
    message: messageText,
  }),
  output: z.object({
    /** The number the shopper quotes in follow-ups, e.g. T-7K2M9Q. */
    ticketNumber: z.string(),
  }),
});

// ---- the signed-in shopper's tickets: support tickets with a message thread and status ----

/** open: waiting for support; answered: support wrote last; closed: done, read-only. */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** Which tickets a list shows: "my tickets" (open and answered) or "tickets history" (closed). */
export const TICKET_LISTS = ['open', 'history'] as const;
export const TICKET_AUTHORS = ['shopper', 'support'] as const;
/** Messages a thread may hold (the first one included); a longer conversation needs a new ticket. */
export const TICKET_THREAD_MAX = 100;

/** T- and six characters that cannot be misread over the phone, as /api/contact/save hands them out. */
export const TICKET_NUMBER_FORMAT = /^T-[2-9A-HJKMNP-Z]{6}$/;

const ticketNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'Name the ticket, e.g. T-7K2M9Q.' })
    .regex(TICKET_NUMBER_FORMAT, 'Enter the ticket number as we sent it, e.g. T-7K2M9Q.'),
);

export const ticketMessageSchema = z.object({
  author: z.enum(TICKET_AUTHORS),
  body: z.string(),
  /** ISO time. */
  createdAt: z.string(),
});

export const ticketSchema = z.object({
  ticketNumber: z.string(),
  topic: z.enum(TICKET_TOPICS),
  orderNumber: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  /** ISO times: filed, and last message or status change. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The whole thread, oldest first; the first message is the one the ticket was filed with. */
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

const NOT_YOURS = 'A ticket of another shopper, or an unknown number, answers 404.';

export const contactListCall = defineCall({
  method: 'POST',
  path: '/api/contact/list',
  tag: 'Support',
  summary: 'The signed-in shopper’s support tickets with their threads, newest activity first.',
  description:
    '`status: "open"` lists the tickets still in progress (open or answered: the "my tickets" page); `"history"` lists the closed ones. Only the caller’s own tickets, filed while signed in.',
  access: 'signed-in',
  input: z.strictObject({
    status: z.enum(TICKET_LISTS, { error: 'Choose open or history.' }).default('open'),
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 50).default(20),
  }),
  output: pageOf(ticketSchema),
});

export const contactReplyCall = defineCall({
  method: 'POST',
  path: '/api/contact/reply',
  tag: 'Support',
  summary: 'Adds the shopper’s message to one of their tickets (the tickets page uses it).',
  description: `The ticket becomes open again (waiting for support). Code 0 for a closed ticket (open a new one instead) or a thread of ${TICKET_THREAD_MAX} messages. ${NOT_YOURS}`,
  access: 'signed-in',
  input: z.strictObject({ ticketNumber, message: messageText }),
  output: ticketSchema,
});

export const contactCloseCall = defineCall({
  method: 'POST',
  path: '/api/contact/close',
  tag: 'Support',
  summary: 'Closes one of the shopper’s tickets (the tickets page uses it).',
  description: `Idempotent: closing a closed ticket changes nothing. A closed ticket moves to the history and takes no more replies. ${NOT_YOURS}`,
  access: 'signed-in',
  input: z.strictObject({ ticketNumber }),
  output: ticketSchema,
});
