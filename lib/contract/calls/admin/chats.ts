import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import { CHAT_STATUSES } from '@/lib/shop/chat-rules';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { optionalInteger, rowId } from '../../fields';
import { chatMessageSchema, chatMessageText } from '../chat';
import { OPERATOR_TAG } from './fields';

// The console's live chats (docs/operating.md#live-chat): the desk lists waiting and active chats
// live; a member takes one, answers, hands it over, closes it. Whoever answers tickets may.

const roles = rolesFor('tickets');

export const chatCartSchema = z.object({
  lines: z.array(
    z.object({
      name: z.string(),
      colorName: z.string(),
      quantity: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  count: z.number().int(),
  /** The cart's merchandise total (after the second-frame offer), in cents. */
  totalCents: z.number().int(),
});

export const deskChatSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  ticketNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** Whether a signed-in shopper started it (a guest's otherwise). */
  signedIn: z.boolean(),
  staffId: z.number().int().nullable(),
  staffName: z.string().nullable(),
  pageUrl: z.string(),
  cart: chatCartSchema,
  updatedAt: z.string(),
});
export type DeskChat = z.infer<typeof deskChatSchema>;

export const chatDeskSchema = z.object({
  /** Members with the chats page open now, this one included. */
  online: z.number().int(),
  chats: z.array(deskChatSchema),
  /** Whom a chat may be handed to. */
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

const chatDetail = z.object({ chat: deskChatSchema, messages: z.array(chatMessageSchema) });
const chatId = z.strictObject({ id: rowId() });

export const chatDeskCall = defineCall({
  method: 'GET',
  path: '/api/admin/chats/list',
  tag: OPERATOR_TAG,
  summary: 'The live chats desk: waiting and active chats, members online, whom to hand over to.',
  access: 'operator',
  roles,
  input: noInput,
  output: chatDeskSchema,
});

export const chatDeskStreamCall = defineCall({
  method: 'POST',
  path: '/api/admin/chats/stream',
  tag: OPERATOR_TAG,
  summary: 'The desk live, as server-sent events (text/event-stream); the member counts as online meanwhile.',
  description:
    'Answers text/event-stream, not the envelope: "desk" events (the list call’s answer) whenever a chat changes and, with `id`, that chat’s "message" events (the event id is the message id, catch up with `after`) and "state" events. A comment every 20 s. Bad input and an unknown chat answer the envelope at once.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: optionalInteger(1, 2_147_483_647), after: optionalInteger(0, 2_147_483_647) }),
  output: z.unknown(),
});

export const chatInfoCall = defineCall({
  method: 'GET',
  path: '/api/admin/chats/info',
  tag: OPERATOR_TAG,
  summary: 'One chat with its messages, the page the shopper is on and their cart.',
  access: 'operator',
  roles,
  input: chatId,
  output: chatDetail,
});

export const chatTakeCall = defineCall({
  method: 'POST',
  path: '/api/admin/chats/take',
  tag: OPERATOR_TAG,
  summary: 'Takes a waiting chat: the member answers it from now on.',
  description: 'Code 0 when another member has taken it, or it is closed.',
  access: 'operator',
  roles,
  input: chatId,
  output: chatDetail,
});

export const chatReplyCall = defineCall({
  method: 'POST',
  path: '/api/admin/chats/reply',
  tag: OPERATOR_TAG,
  summary: 'Answers a chat the member has; the answer joins the chat’s ticket too.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), message: chatMessageText }),
  output: chatDetail,
});

export const chatHandOverCall = defineCall({
  method: 'POST',
  path: '/api/admin/chats/handOver',
  tag: OPERATOR_TAG,
  summary: 'Hands the member’s chat to another member who answers tickets.',
  access: 'operator',
  roles,
  input: z.strictObject({ id: rowId(), staffId: rowId() }),
  output: chatDetail,
});

export const chatCloseDeskCall = defineCall({
  method: 'POST',
  path: '/api/admin/chats/close',
  tag: OPERATOR_TAG,
  summary: 'Closes a chat (and its ticket): the member’s own, or a waiting one nobody took.',
  access: 'operator',
  roles,
  input: chatId,
  output: chatDetail,
});

export const CHAT_DESK_CALLS: readonly CallContract[] = [
  chatDeskCall,
  chatDeskStreamCall,
  chatInfoCall,
  chatTakeCall,
  chatReplyCall,
  chatHandOverCall,
  chatCloseDeskCall,
];
