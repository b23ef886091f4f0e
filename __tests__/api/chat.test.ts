import type { ChatMessage, ChatView } from '@/lib/contract/calls/chat';
import type { Ticket } from '@/lib/contract/calls/contact';
import {
  CHAT_HOURS,
  CHAT_MESSAGE_MAX,
  CHAT_MESSAGES_PER_MINUTE,
  CHATS_PER_HOUR,
} from '@/lib/shop/chat-rules';
import { callRoute, post } from '../support/call-route';
import { fromAddress, guestDevice } from '../support/checkout-flow';
import { openStream, type OpenStream } from '../support/event-stream';
import { createOperator, type TestOperator } from '../support/operators';
import { useTestOutbox } from '../support/outbox';
import { createShopper, type TestShopper } from '../support/shoppers';

// Live chat (docs/product.md#live-chat, docs/operating.md#live-chat): a shopper and the staff
// both ways over the event streams, the desk's moves, a chat nobody was online for as a ticket,
// the conversation's owner, and the limits.

type Started = ChatView & { token: string };
type Detail = {
  chat: { id: number; status: string; staffId: number | null; cart: { count: number } };
  messages: ChatMessage[];
};

let staff: TestOperator;
let owner: TestOperator;
let catalog: TestOperator;
let maria: TestShopper;
let desk: OpenStream | null = null;

beforeAll(async () => {
  await useTestOutbox();
  staff = await createOperator('staff');
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
  maria = await createShopper('maria');
});

afterEach(async () => {
  await desk?.close();
  desk = null;
});

const guest = { name: 'Ada Lovelace', email: 'ada@example.com' };

async function start(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return post<Started>(
    '/api/chat/start',
    { message: 'Do these frames come in a narrower size?', pageUrl: '/details/OC1001', ...body },
    { ...guestDevice(), ...fromAddress(), ...headers },
  );
}

async function startedChat(body: Record<string, unknown> = guest, headers: Record<string, string> = {}) {
  const answer = await start(body, headers);
  expect(answer.body.code).toBe(200);
  return answer.body.data;
}

/** A member opens the console's chats page: online while the stream is open. */
async function openDesk(member: TestOperator, body: Record<string, unknown> = {}) {
  const stream = await openStream('/api/admin/chats/stream', body, member.headers);
  expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  await stream.next((event) => event.event === 'desk');
  return stream;
}

const chatIdOf = async (ticketNumber: string) => {
  const list = await callRoute<{ chats: { id: number; ticketNumber: string }[] }>(
    'GET',
    '/api/admin/chats/list',
    {
      headers: staff.headers,
    },
  );
  const chat = list.body.data.chats.find((row) => row.ticketNumber === ticketNumber);
  if (!chat) throw new Error(`chat ${ticketNumber} not on the desk`);
  return chat.id;
};

describe('a chat with nobody online', () => {
  it('becomes a ticket at once, with the staff’s hours', async () => {
    const chat = await startedChat();
    expect(chat.status).toBe('ticket');
    expect(chat.hours).toBe(CHAT_HOURS);
    expect(chat.ticketNumber).toMatch(/^T-/);
    const info = await post<{ status: string; messages: { body: string }[] }>(
      '/api/admin/tickets/info',
      { ticketNumber: chat.ticketNumber },
      staff.headers,
    );
    expect(info.body.code).toBe(200);
    expect(info.body.data.status).toBe('open');
  });

  it('asks a guest for a name and an e-mail', async () => {
    const answer = await start({});
    expect(answer.body.code).toBe(422);
    expect(Object.keys((answer.body.data as unknown as { fields: object }).fields).sort()).toEqual([
      'email',
      'name',
    ]);
  });

  it('keeps a signed-in shopper’s chat among “My tickets”, message by message', async () => {
    const chat = await startedChat({}, maria.headers);
    const sent = await post(
      '/api/chat/send',
      { token: chat.token, message: 'Also, is there a case?' },
      maria.headers,
    );
    expect(sent.body.code).toBe(200);
    const mine = await post<{ list: Ticket[] }>('/api/contact/list', { status: 'open' }, maria.headers);
    const ticket = mine.body.data.list.find((row) => row.ticketNumber === chat.ticketNumber);
    expect(ticket?.messages.map((message) => message.body)).toEqual([
      'Do these frames come in a narrower size?',
      'Also, is there a case?',
    ]);
  });
});

describe('a chat with a member online', () => {
  it('goes both ways live: take, answer, hand over, close', async () => {
    desk = await openDesk(staff);
    const chat = await startedChat();
    expect(chat.status).toBe('waiting');
    const id = await chatIdOf(chat.ticketNumber);
    await desk.next(
      (event) => event.event === 'desk' && JSON.stringify(event.data).includes(chat.ticketNumber),
    );

    const shopper = await openStream('/api/chat/stream', { token: chat.token }, {});
    try {
      const first = await shopper.next((event) => event.event === 'message');
      expect((first.data as ChatMessage).id).toBe(0);

      const taken = await post<Detail>('/api/admin/chats/take', { id }, staff.headers);
      expect(taken.body.data.chat).toMatchObject({ status: 'taken', staffId: staff.staffId });
      await shopper.next(
        (event) => event.event === 'state' && (event.data as { status: string }).status === 'taken',
      );
      expect((await post('/api/admin/chats/take', { id }, owner.headers)).body.code).toBe(0);

      // the console opening the chat reads its whole thread, the first message included
      const whole = await openStream('/api/admin/chats/stream', { id }, staff.headers);
      try {
        const opening = await whole.next((event) => event.event === 'message');
        expect(opening.data).toMatchObject({ id: 0, body: 'Do these frames come in a narrower size?' });
      } finally {
        await whole.close();
      }
      const staffSide = await openStream('/api/admin/chats/stream', { id, after: 0 }, staff.headers);
      try {
        expect(
          (await post('/api/admin/chats/reply', { id, message: 'Yes, the 50 mm one.' }, staff.headers)).body
            .code,
        ).toBe(200);
        const answer = await shopper.next((event) => event.event === 'message');
        expect(answer.data).toMatchObject({
          author: 'support',
          body: 'Yes, the 50 mm one.',
          name: 'Test staff',
        });

        expect((await post('/api/chat/send', { token: chat.token, message: 'Thanks!' }, {})).body.code).toBe(
          200,
        );
        const heard = await staffSide.next(
          (event) => event.event === 'message' && (event.data as ChatMessage).body === 'Thanks!',
        );
        expect(Number(heard.id)).toBeGreaterThan(0);
      } finally {
        await staffSide.close();
      }

      // only the member who has the chat hands it over; then the other one answers
      expect(
        (await post('/api/admin/chats/handOver', { id, staffId: owner.staffId }, owner.headers)).body.code,
      ).toBe(0);
      const handed = await post<Detail>(
        '/api/admin/chats/handOver',
        { id, staffId: owner.staffId },
        staff.headers,
      );
      expect(handed.body.data.chat).toMatchObject({ status: 'handed-over', staffId: owner.staffId });
      expect(
        (await post('/api/admin/chats/reply', { id, message: 'Still me?' }, staff.headers)).body.code,
      ).toBe(0);
      expect(
        (await post('/api/admin/chats/reply', { id, message: 'I take it from here.' }, owner.headers)).body
          .code,
      ).toBe(200);

      const closed = await post<Detail>('/api/admin/chats/close', { id }, owner.headers);
      expect(closed.body.data.chat.status).toBe('closed');
      await shopper.next(
        (event) => event.event === 'state' && (event.data as { status: string }).status === 'closed',
      );
      expect(
        (await post('/api/chat/send', { token: chat.token, message: 'One more thing' }, {})).body.code,
      ).toBe(0);
    } finally {
      await shopper.close();
    }
  });

  it('catches a stream up from the last message it saw', async () => {
    desk = await openDesk(staff);
    const chat = await startedChat();
    await post('/api/chat/send', { token: chat.token, message: 'second' }, {});
    await post('/api/chat/send', { token: chat.token, message: 'third' }, {});
    const view = await post<ChatView>('/api/chat/view', { token: chat.token }, {});
    const second = view.body.data.messages[1];
    const resumed = await openStream('/api/chat/stream', { token: chat.token, after: second?.id }, {});
    try {
      const next = await resumed.next((event) => event.event === 'message');
      expect((next.data as ChatMessage).body).toBe('third');
    } finally {
      await resumed.close();
    }
  });
});

describe('who may open a conversation', () => {
  it('answers 404 for another shopper’s conversation and for an unknown token, streams included', async () => {
    const chat = await startedChat({}, maria.headers);
    const other = await createShopper('other');
    for (const headers of [other.headers, {}]) {
      expect((await post('/api/chat/view', { token: chat.token }, headers)).body.code).toBe(404);
      expect((await post('/api/chat/send', { token: chat.token, message: 'hi' }, headers)).body.code).toBe(
        404,
      );
    }
    const unknown = 'x'.repeat(43);
    expect((await post('/api/chat/view', { token: unknown }, {})).body.code).toBe(404);
    const started = Date.now();
    const stream = await callRoute('POST', '/api/chat/stream', { json: { token: unknown } });
    expect(stream.body.code).toBe(404);
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await post('/api/chat/view', { token: chat.token }, maria.headers)).body.code).toBe(200);
  });

  it('refuses a shopper’s token, and a role that answers no tickets, on the staff’s calls', async () => {
    for (const path of ['/api/admin/chats/take', '/api/admin/chats/reply', '/api/admin/chats/stream']) {
      expect((await post(path, { id: 1, message: 'x' }, maria.headers)).body.code).toBe(3);
      expect((await post(path, { id: 1, message: 'x' }, catalog.headers)).body.code).toBe(403);
    }
    expect((await callRoute('GET', '/api/admin/chats/list', { headers: maria.headers })).body.code).toBe(3);
  });
});

describe('limits', () => {
  it('keeps a message to the longest allowed, text only', async () => {
    const chat = await startedChat();
    const long = await post(
      '/api/chat/send',
      { token: chat.token, message: 'a'.repeat(CHAT_MESSAGE_MAX + 1) },
      {},
    );
    expect(long.body.code).toBe(422);
    expect(long.body.msg).toContain(String(CHAT_MESSAGE_MAX));
    expect(
      (await post('/api/chat/send', { token: chat.token, message: 'a'.repeat(CHAT_MESSAGE_MAX) }, {})).body
        .code,
    ).toBe(200);
  });

  it('limits messages per conversation and minute', async () => {
    const chat = await startedChat();
    for (let sent = 0; sent < CHAT_MESSAGES_PER_MINUTE; sent += 1)
      expect((await post('/api/chat/send', { token: chat.token, message: `m${sent}` }, {})).body.code).toBe(
        200,
      );
    const over = await post<{ retryAfter: number }>(
      '/api/chat/send',
      { token: chat.token, message: 'one more' },
      {},
    );
    expect(over.body.code).toBe(429);
    expect(over.body.msg).toMatch(/messages in a minute/);
    expect(over.body.data.retryAfter).toBeGreaterThan(0);
  });

  it('limits chats started per network address and hour', async () => {
    const address = fromAddress();
    for (let started = 0; started < CHATS_PER_HOUR; started += 1)
      expect((await start(guest, address)).body.code).toBe(200);
    const over = await start(guest, address);
    expect(over.body.code).toBe(429);
    expect(over.body.msg).toMatch(/started 5 chats/);
  });
});
