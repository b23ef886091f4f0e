import {
  CHAT_REFUSALS,
  chatMove,
  isLiveChat,
  shopperMayWrite,
  startingStatus,
  type ChatAction,
  type ChatState,
} from '@/lib/shop/chat-rules';

// Live chat's moves (docs/operating.md#live-chat): waiting → taken → handed over → closed, who may
// make each, and a chat nobody is online for.

const ME = 1;
const OTHER = 2;
const waiting: ChatState = { status: 'waiting', staffId: null };
const mine: ChatState = { status: 'taken', staffId: ME };
const theirs: ChatState = { status: 'taken', staffId: OTHER };
const handedToMe: ChatState = { status: 'handed-over', staffId: ME };

describe('chatMove', () => {
  it.each<[string, ChatState, ChatAction, number | undefined, ChatState | string]>([
    ['anyone takes a waiting chat', waiting, 'take', undefined, { status: 'taken', staffId: ME }],
    ['nobody answers a chat nobody took', waiting, 'reply', undefined, CHAT_REFUSALS.notTaken],
    ['nobody hands over a chat nobody took', waiting, 'hand-over', OTHER, CHAT_REFUSALS.notTaken],
    ['anyone closes a waiting chat (spam)', waiting, 'close', undefined, { status: 'closed', staffId: null }],
    ['the member answers their chat', mine, 'reply', undefined, mine],
    ['taking one’s own chat again is refused', mine, 'take', undefined, CHAT_REFUSALS.alreadyYours],
    ['another’s chat cannot be taken', theirs, 'take', undefined, CHAT_REFUSALS.takenByOther],
    ['another’s chat cannot be answered', theirs, 'reply', undefined, CHAT_REFUSALS.notYours],
    ['another’s chat cannot be handed over', theirs, 'hand-over', ME, CHAT_REFUSALS.notYours],
    ['another’s chat cannot be closed', theirs, 'close', undefined, CHAT_REFUSALS.notYours],
    ['the member hands their chat over', mine, 'hand-over', OTHER, { status: 'handed-over', staffId: OTHER }],
    ['not to themselves', mine, 'hand-over', ME, CHAT_REFUSALS.handToSelf],
    ['not to nobody', mine, 'hand-over', undefined, CHAT_REFUSALS.handToSelf],
    ['the member handed the chat answers it', handedToMe, 'reply', undefined, handedToMe],
    ['and passes it on again', handedToMe, 'hand-over', OTHER, { status: 'handed-over', staffId: OTHER }],
    ['the member closes their chat', mine, 'close', undefined, { status: 'closed', staffId: ME }],
    [
      'a closed chat takes nothing',
      { status: 'closed', staffId: ME },
      'reply',
      undefined,
      CHAT_REFUSALS.closed,
    ],
    [
      'a closed chat cannot be taken',
      { status: 'closed', staffId: null },
      'take',
      undefined,
      CHAT_REFUSALS.closed,
    ],
    [
      'a ticket is answered from the tickets page',
      { status: 'ticket', staffId: null },
      'take',
      undefined,
      CHAT_REFUSALS.ticket,
    ],
  ])('%s', (_name, state, action, target, expected) => {
    const move = chatMove(state, action, ME, target);
    if (typeof expected === 'string') expect(move).toEqual({ ok: false, reason: expected });
    else expect(move).toEqual({ ok: true, state: expected });
  });
});

describe('the shopper’s side', () => {
  it.each([
    [0, 'ticket'],
    [1, 'waiting'],
    [3, 'waiting'],
  ] as const)('with %i members online a new chat starts %s', (online, status) => {
    expect(startingStatus(online)).toBe(status);
  });

  it.each([
    ['waiting', true, true],
    ['taken', true, true],
    ['handed-over', true, true],
    ['ticket', true, false],
    ['closed', false, false],
  ] as const)('a %s chat: the shopper may write %s, on the desk %s', (status, writes, live) => {
    expect(shopperMayWrite(status)).toBe(writes);
    expect(isLiveChat(status)).toBe(live);
  });
});
