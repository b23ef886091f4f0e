import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { pageOf, rowId } from '../../fields';
import { TICKET_AUTHORS, TICKET_NUMBER_FORMAT, TICKET_STATUSES } from '../contact';
import {
  isFreeOfControlCharacters,
  TICKET_MESSAGE_MAX,
  TICKET_MESSAGES,
  TICKET_TOPICS,
} from '../../ticket-rules';
import { OPERATOR_TAG, paging, searchText } from './fields';
import { ALL_OR_NOTHING, SELECTION_MAX, selectionOf } from './selection';

// The support desk of the operator console: the inbox of tickets from the
// contact page (guests), the account (shoppers) and the shop's own questions; replies, assignment,
// closing and reopening, and the unread counts of the console's navigation.

const roles = rolesFor('tickets');

const ticketNumber = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z
    .string({ error: 'Name the ticket, e.g. T-7K2M9Q.' })
    .regex(TICKET_NUMBER_FORMAT, 'Enter the ticket number as the inbox shows it, e.g. T-7K2M9Q.'),
);

const replyText = z
  .string({ error: 'Write the answer.' })
  .trim()
  .min(1, 'Write the answer.')
  .max(TICKET_MESSAGE_MAX, `Keep the answer under ${TICKET_MESSAGE_MAX} characters.`)
  .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters);

export const ticketMemberSchema = z.object({ id: z.number().int(), name: z.string() });

export const inboxTicketSchema = z.object({
  ticketNumber: z.string(),
  name: z.string(),
  /** Where answers are mailed. */
  email: z.string(),
  /** The shopper's account (their customer page), or null for a guest's ticket. */
  customerId: z.number().int().nullable(),
  topic: z.enum(TICKET_TOPICS),
  orderNumber: z.string().nullable(),
  /** open: waiting for support; answered: support wrote last; closed. */
  status: z.enum(TICKET_STATUSES),
  /** shopper: from the contact page or the account; shop: a question the shop asked. */
  openedBy: z.enum(['shopper', 'shop']),
  assignedTo: ticketMemberSchema.nullable(),
  /** The shopper wrote after the support team last read the thread. */
  unread: z.boolean(),
  /** The start of the ticket's first message. */
  preview: z.string(),
  messageCount: z.number().int(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type InboxTicket = z.infer<typeof inboxTicketSchema>;

export const staffThreadMessageSchema = z.object({
  author: z.enum(TICKET_AUTHORS),
  body: z.string(),
  createdAt: z.string(),
  /** The member who wrote a support message (null for the shopper's, or a member since removed). */
  member: ticketMemberSchema.nullable(),
});

export const staffTicketSchema = inboxTicketSchema.extend({
  messages: z.array(staffThreadMessageSchema),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const TICKET_ASSIGNED_FILTERS = ['me', 'nobody'] as const;

export const ticketListCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/list',
  tag: OPERATOR_TAG,
  summary: 'The support inbox, newest activity first.',
  description:
    '`assigned` is "me", "nobody" or a member’s id; `unreadOnly` keeps the tickets with a shopper message the team has not read; `search` matches the ticket number, the e-mail or the name.',
  access: 'operator',
  roles,
  input: z.strictObject({
    ...paging,
    status: z.enum(TICKET_STATUSES).optional(),
    assigned: z.union([z.enum(TICKET_ASSIGNED_FILTERS), rowId()]).optional(),
    unreadOnly: z.boolean().default(false),
    topic: z.enum(TICKET_TOPICS).optional(),
    search: searchText(),
  }),
  output: pageOf(inboxTicketSchema),
});

export const ticketCountsCall = defineCall({
  method: 'GET',
  path: '/api/admin/tickets/counts',
  tag: OPERATOR_TAG,
  summary: 'The counts of the console’s navigation: unread, open, unassigned and mine.',
  description:
    '`unread`: tickets with a shopper message the team has not read; `open`: waiting for support; `unassigned` and `mine`: not closed, with nobody or the caller looking after them.',
  access: 'operator',
  roles,
  input: noInput,
  output: z.object({
    unread: z.number().int(),
    open: z.number().int(),
    unassigned: z.number().int(),
    mine: z.number().int(),
  }),
});

export const ticketAssigneesCall = defineCall({
  method: 'GET',
  path: '/api/admin/tickets/assignees',
  tag: OPERATOR_TAG,
  summary: 'The members a ticket can be assigned to (enabled owners and staff).',
  access: 'operator',
  roles,
  input: noInput,
  output: z.object({ list: z.array(ticketMemberSchema.extend({ email: z.string() })) }),
});

export const ticketInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/info',
  tag: OPERATOR_TAG,
  summary: 'One ticket with its whole thread; the support team has now read it.',
  description: 'Code 404 for an unknown ticket.',
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumber }),
  output: staffTicketSchema,
});

export const ticketReplyCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/reply',
  tag: OPERATOR_TAG,
  summary: 'Answers a ticket: the shopper sees it in the thread, and it is mailed to them.',
  description:
    'The ticket becomes "answered" and read, and is assigned to the member when nobody had it. A guest has no account, so the answer reaches them by mail only. Code 0 for a closed ticket (reopen it first).',
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumber, message: replyText }),
  output: staffTicketSchema,
});

export const ticketAssignCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/assign',
  tag: OPERATOR_TAG,
  summary: 'Gives a ticket to a member to look after, or to nobody (`staffId: null`).',
  description: '422 for a member who is unknown, disabled or does not answer tickets.',
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumber, staffId: rowId().nullable() }),
  output: staffTicketSchema,
});

export const ticketCloseCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/close',
  tag: OPERATOR_TAG,
  summary: 'Closes a ticket: it takes no more messages (closing a closed ticket changes nothing).',
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumber }),
  output: staffTicketSchema,
});

const ticketNumbers = selectionOf(ticketNumber, 'ticket');
const selectionAnswer = z.object({ changed: z.array(z.string()), unchanged: z.array(z.string()) });

export const ticketAssignManyCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/assignMany',
  tag: OPERATOR_TAG,
  summary: 'Gives the tickets of a selection to a member, or to nobody (`staffId: null`).',
  description: `docs/operating.md#bulk-catalog. Up to ${SELECTION_MAX} ticket numbers, under the rules of /api/admin/tickets/assign: 422 on \`staffId\` for a member who is unknown, disabled or does not answer tickets. ${ALL_OR_NOTHING} A ticket the member already has changes nothing (\`unchanged\`); each that changes is written in the audit log (ticket.assign).`,
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumbers, staffId: rowId().nullable() }),
  output: selectionAnswer,
});

export const ticketCloseManyCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/closeMany',
  tag: OPERATOR_TAG,
  summary: 'Closes the tickets of a selection: they take no more messages.',
  description: `docs/operating.md#bulk-catalog. Up to ${SELECTION_MAX} ticket numbers, each closed as /api/admin/tickets/close closes one. ${ALL_OR_NOTHING} A closed ticket changes nothing (\`unchanged\`); each closed now (\`changed\`) is written in the audit log (ticket.close).`,
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumbers }),
  output: selectionAnswer,
});

export const ticketReopenCall = defineCall({
  method: 'POST',
  path: '/api/admin/tickets/reopen',
  tag: OPERATOR_TAG,
  summary: 'Reopens a closed ticket: it waits for support again (a ticket not closed is left as it is).',
  access: 'operator',
  roles,
  input: z.strictObject({ ticketNumber }),
  output: staffTicketSchema,
});

export const TICKET_CALLS: readonly CallContract[] = [
  ticketListCall,
  ticketCountsCall,
  ticketAssigneesCall,
  ticketInfoCall,
  ticketReplyCall,
  ticketAssignCall,
  ticketAssignManyCall,
  ticketCloseCall,
  ticketCloseManyCall,
  ticketReopenCall,
];
