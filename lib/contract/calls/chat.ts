import { z } from 'zod';
import { VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import { email } from '@/lib/shop/validation';
import {
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_STATUSES,
  CHATS_PER_HOUR,
} from '@/lib/shop/chat-rules';
import { defineCall } from '../call';
import { optionalInteger } from '../fields';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_NAME_MAX,
  isFreeOfControlCharacters,
  TICKET_MESSAGES,
} from '../ticket-rules';

// Live chat, the shopper's side (docs/product.md#live-chat). A conversation is opened by the token
// /api/chat/start hands out, which the browser keeps; a signed-in shopper's conversation also
// needs the account's bearer token. Another's token, or an unknown one, answers 404.

export const CHAT_TEXT = {
  empty: 'Write a message.',
  tooLong: `Keep a chat message under ${CHAT_MESSAGE_MAX} characters.`,
  guestName: 'Enter your name so our staff know whom they are talking to.',
  guestEmail: 'Enter your e-mail so we can answer you if the chat becomes a ticket.',
} as const;

export const chatMessageText = z
  .string({ error: CHAT_TEXT.empty })
  .trim()
  .min(1, CHAT_TEXT.empty)
  .max(CHAT_MESSAGE_MAX, CHAT_TEXT.tooLong)
  .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters);

/** The token of a conversation: 43 characters of base64url (32 random bytes). */
const chatToken = z
  .string({ error: 'Name the conversation.' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This conversation is not known.');

/** The shop page the shopper writes from: a path of the site, never another site's address. */
const pageUrl = z
  .string()
  .trim()
  .max(500, 'The page address is too long.')
  .regex(/^\/(?!\/)[^\s\\]*$/, 'Give the page as a path of the shop, e.g. /eyeglasses.');

export const chatMessageSchema = z.object({
  /** The thread's message id (0: the chat's first message); a stream catches up after it. */
  id: z.number().int(),
  author: z.enum(['shopper', 'support']),
  /** The member's name on the staff's messages; null on the shopper's. */
  name: z.string().nullable(),
  body: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatViewSchema = z.object({
  status: z.enum(CHAT_STATUSES),
  /** The ticket the chat is kept as (docs/product.md#live-chat). */
  ticketNumber: z.string(),
  /** The member who answers, or null while it waits. */
  staffName: z.string().nullable(),
  /** The staff's usual hours, told when nobody is online. */
  hours: z.string(),
  messages: z.array(chatMessageSchema),
});
export type ChatView = z.infer<typeof chatViewSchema>;

const STREAM_NOTE =
  'Answers text/event-stream, not the envelope, once the conversation is found: "message" events (a chatMessage, the event id is its id) and "state" events ({status, staffName}), a comment every 20 s; send `after` (the last message id seen) to catch up after a reconnect. Bad input and an unknown conversation answer the envelope at once.';

export const chatStartCall = defineCall({
  method: 'POST',
  path: '/api/chat/start',
  tag: 'Live chat',
  summary: 'Starts a live chat with the shop’s staff; the chat is kept as a ticket.',
  description: `Guests give a name and an e-mail (422 naming them otherwise); a signed-in shopper is known by the bearer token. The cart (lines and total) is read on the server from the device's or the account's cart. When no staff member is online the chat becomes a ticket at once (status "ticket", with the staff's hours). At most ${CHATS_PER_HOUR} chats an hour per network address (429). The answer's token opens the conversation: keep it.`,
  usesDeviceId: true,
  input: z.strictObject({
    message: chatMessageText,
    pageUrl,
    name: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z
        .string()
        .trim()
        .min(1, CHAT_TEXT.guestName)
        .max(CONTACT_NAME_MAX, TICKET_MESSAGES.nameTooLong)
        .refine(isFreeOfControlCharacters, TICKET_MESSAGES.controlCharacters)
        .optional(),
    ),
    email: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      email.max(CONTACT_EMAIL_MAX, VALIDATION_MESSAGES.email).optional(),
    ),
  }),
  output: chatViewSchema.extend({ token: z.string() }),
});

export const chatViewCall = defineCall({
  method: 'POST',
  path: '/api/chat/view',
  tag: 'Live chat',
  summary: 'The shopper’s conversation: its state and every message.',
  description: 'POST, so the token never stands in an address. Another’s conversation answers 404.',
  usesDeviceId: true,
  input: z.strictObject({ token: chatToken }),
  output: chatViewSchema,
});

export const chatSendCall = defineCall({
  method: 'POST',
  path: '/api/chat/send',
  tag: 'Live chat',
  summary: 'Sends the shopper’s message; it is added to the chat’s ticket too.',
  description: `Text only, at most ${CHAT_MESSAGE_MAX} characters. At most ${CHAT_MESSAGES_PER_MINUTE} messages a minute per conversation (429). A closed chat refuses (code 0).`,
  usesDeviceId: true,
  input: z.strictObject({ token: chatToken, message: chatMessageText, pageUrl: pageUrl.optional() }),
  output: z.object({ message: chatMessageSchema }),
});

export const chatCloseCall = defineCall({
  method: 'POST',
  path: '/api/chat/close',
  tag: 'Live chat',
  summary: 'The shopper ends the chat; closing twice changes nothing.',
  usesDeviceId: true,
  input: z.strictObject({ token: chatToken }),
  output: chatViewSchema,
});

export const chatStreamCall = defineCall({
  method: 'POST',
  path: '/api/chat/stream',
  tag: 'Live chat',
  summary: 'The conversation live, as server-sent events (text/event-stream).',
  description: STREAM_NOTE,
  usesDeviceId: true,
  input: z.strictObject({ token: chatToken, after: optionalInteger(0, 2_147_483_647) }),
  output: z.unknown(),
});

export const CHAT_CALLS = [chatStartCall, chatViewCall, chatSendCall, chatCloseCall, chatStreamCall] as const;
