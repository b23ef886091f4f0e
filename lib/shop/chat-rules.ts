// Live chat's rules (docs/operating.md#live-chat, docs/product.md#live-chat): a conversation's
// states and moves, who may make each, and the limits. Pure, so the server and the console agree.

/**
 * waiting: nobody has taken it yet; taken: a member answers it; handed-over: a member passed it to
 * another, who answers it now; closed: done; ticket: nobody was online, so it waits as a ticket
 * answered by mail or in "My tickets".
 */
export const CHAT_STATUSES = ['waiting', 'taken', 'handed-over', 'closed', 'ticket'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** The longest chat message, in characters. */
export const CHAT_MESSAGE_MAX = 2000;
/** Chats one network address may start in an hour. */
export const CHATS_PER_HOUR = 5;
/** Messages one conversation may take in a minute, the shopper's and the staff's counted apart. */
export const CHAT_MESSAGES_PER_MINUTE = 20;
/**
 * A member counts as online this long after the chats page last said so; the page's stream says so
 * every STAFF_BEAT_SECONDS, so one lost beat does not take the member offline.
 */
export const STAFF_ONLINE_SECONDS = 45;
export const STAFF_BEAT_SECONDS = 15;
/** The hours the shop's staff usually answer chats, told to a shopper when nobody is online. */
export const CHAT_HOURS = 'Monday to Friday, 9 am to 6 pm (US Eastern time)';

export type ChatAction = 'take' | 'reply' | 'hand-over' | 'close';

export interface ChatState {
  status: ChatStatus;
  /** The member who answers it, or null. */
  staffId: number | null;
}

export type ChatMove = { ok: true; state: ChatState } | { ok: false; reason: string };

const refuse = (reason: string): ChatMove => ({ ok: false, reason });

export const CHAT_REFUSALS = {
  closed: 'This chat is closed.',
  ticket: 'This chat became a ticket: answer it from the tickets page.',
  takenByOther: 'Another member has taken this chat.',
  notTaken: 'Take the chat before you answer it.',
  notYours: 'Only the member who has this chat may do that.',
  handToSelf: 'Choose another member to hand the chat to.',
  alreadyYours: 'This chat is already yours.',
} as const;

/**
 * The move a member makes on a chat: the state after it, or why it is refused. `target` is the
 * member a hand-over goes to. Anyone at the desk may take a waiting chat or close one nobody took
 * (spam); only the member who has a chat answers, hands over or closes it.
 */
export function chatMove(state: ChatState, action: ChatAction, memberId: number, target?: number): ChatMove {
  if (state.status === 'closed') return refuse(CHAT_REFUSALS.closed);
  if (state.status === 'ticket') return refuse(CHAT_REFUSALS.ticket);
  const mine = state.staffId === memberId;
  if (state.status === 'waiting') {
    if (action === 'take') return { ok: true, state: { status: 'taken', staffId: memberId } };
    if (action === 'close') return { ok: true, state: { status: 'closed', staffId: null } };
    return refuse(CHAT_REFUSALS.notTaken);
  }
  // taken or handed over
  if (action === 'take') return refuse(mine ? CHAT_REFUSALS.alreadyYours : CHAT_REFUSALS.takenByOther);
  if (!mine) return refuse(CHAT_REFUSALS.notYours);
  if (action === 'reply') return { ok: true, state };
  if (action === 'close') return { ok: true, state: { status: 'closed', staffId: memberId } };
  if (target === undefined || target === memberId) return refuse(CHAT_REFUSALS.handToSelf);
  return { ok: true, state: { status: 'handed-over', staffId: target } };
}

/** Whether the shopper may still write: a closed chat takes nothing; a ticket's chat adds to the ticket. */
export function shopperMayWrite(status: ChatStatus): boolean {
  return status !== 'closed';
}

/** Whether a chat is on the desk's live list (waiting for a member, or being answered). */
export function isLiveChat(status: ChatStatus): boolean {
  return status === 'waiting' || status === 'taken' || status === 'handed-over';
}

/** A new chat waits for staff when someone is online; otherwise it becomes a ticket at once. */
export function startingStatus(staffOnline: number): ChatStatus {
  return staffOnline > 0 ? 'waiting' : 'ticket';
}
