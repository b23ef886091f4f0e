import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Ticket } from '@/lib/contract/calls/contact';
import { database } from '@/lib/server/platform/db/database';
import { supportTickets, ticketMessages } from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#calls "Account": /api/contact/list (a signed-in shopper's tickets and their
// threads), plus the calls the tickets pages use: /api/contact/reply and /api/contact/close (ours).

type TicketPage = { list: Ticket[]; total: number; page: number; pageSize: number; pageCount: number };

const FIRST = 'The left temple of my new frame is loose. Can you help?';
const REPLY = 'Here is a photo description: the screw is missing entirely.';

let maria: TestShopper;
let tom: TestShopper;

beforeAll(async () => {
  maria = await createShopper('maria');
  tom = await createShopper('tom');
});

/** Files a ticket as the shopper (a fresh device and network address each time, like a second browser). */
async function fileTicket(shopper: TestShopper | null, message = FIRST): Promise<string> {
  const result = await post<{ ticketNumber: string }>(
    '/api/contact/save',
    { name: 'Maria Keller', topic: 'product', message, ...(shopper ? {} : { email: 'guest@example.com' }) },
    {
      'x-device-id': createDeviceId(),
      'x-oculo-peer': `10.${randomBytes(3).join('.')}`,
      ...(shopper?.headers ?? {}),
    },
  );
  expect(result.body.code).toBe(200);
  return result.body.data.ticketNumber;
}

const list = (shopper: TestShopper | null, status: 'open' | 'history' = 'open') =>
  post<TicketPage>('/api/contact/list', { status }, shopper?.headers);
const reply = (shopper: TestShopper | null, ticketNumber: string, message = REPLY) =>
  post<Ticket>('/api/contact/reply', { ticketNumber, message }, shopper?.headers);
const close = (shopper: TestShopper | null, ticketNumber: string) =>
  post<Ticket>('/api/contact/close', { ticketNumber }, shopper?.headers);

/** What the support team would do from its desk: answer in the thread. */
async function supportAnswers(ticketNumber: string, body: string) {
  const db = await database();
  const [ticket] = await db
    .update(supportTickets)
    .set({ status: 'answered', updatedAt: new Date() })
    .where(eq(supportTickets.ticketNumber, ticketNumber))
    .returning({ id: supportTickets.id });
  if (!ticket) throw new Error(`no ticket ${ticketNumber}`);
  await db.insert(ticketMessages).values({ ticketId: ticket.id, author: 'support', body });
}

const numbers = (page: TicketPage) => page.list.map((ticket) => ticket.ticketNumber);

describe('POST /api/contact/list (docs/product.md#calls)', () => {
  it('lists the shopper’s open ticket with its first message as the thread', async () => {
    const number = await fileTicket(maria);
    const result = await list(maria);
    expect(result.body.code).toBe(200);
    const ticket = result.body.data.list.find((t) => t.ticketNumber === number);
    expect(ticket).toMatchObject({ topic: 'product', status: 'open', orderNumber: null });
    expect(ticket?.messages).toEqual([{ author: 'shopper', body: FIRST, createdAt: ticket?.createdAt }]);
  });

  it('shows support’s answer in the thread and keeps an answered ticket among “my tickets”', async () => {
    const number = await fileTicket(maria, 'Which lens index do you recommend for -6.50?');
    await supportAnswers(number, 'For -6.50 we recommend the 1.67 index: thinner and lighter.');
    const ticket = (await list(maria)).body.data.list.find((t) => t.ticketNumber === number);
    expect(ticket?.status).toBe('answered');
    expect(ticket?.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'Which lens index do you recommend for -6.50?'],
      ['support', 'For -6.50 we recommend the 1.67 index: thinner and lighter.'],
    ]);
  });

  it('puts the ticket with the newest activity first', async () => {
    const older = await fileTicket(maria, 'First question about my prescription lenses.');
    const newer = await fileTicket(maria, 'Second question about the delivery time.');
    expect(numbers((await list(maria)).body.data).slice(0, 2)).toEqual([newer, older]);
    expect((await reply(maria, older)).body.code).toBe(200);
    expect(numbers((await list(maria)).body.data).slice(0, 2)).toEqual([older, newer]);
  });

  it('answers code 3 without a sign-in, and with a token that signs nobody in', async () => {
    expect((await list(null)).body.code).toBe(3);
    expect(
      (await post('/api/contact/list', {}, { authorization: 'Bearer not-a-real-token' })).body.code,
    ).toBe(3);
  });

  it('answers 422 for an unknown list', async () => {
    const result = await post<{ fields: Record<string, string> }>(
      '/api/contact/list',
      { status: 'all' },
      maria.headers,
    );
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty('status');
  });
});

describe('POST /api/contact/reply', () => {
  it('adds the shopper’s message, opens an answered ticket again and moves its activity time', async () => {
    const number = await fileTicket(tom, 'My order arrived without the glasses case.');
    await supportAnswers(number, 'Sorry about that! Which order number is it?');
    const before = (await list(tom)).body.data.list.find((t) => t.ticketNumber === number);

    const result = await reply(tom, number, 'It is order OC-20250601-1234, thank you.');
    expect(result.body.code).toBe(200);
    expect(result.body.data.status).toBe('open');
    expect(result.body.data.messages.map((m) => m.author)).toEqual(['shopper', 'support', 'shopper']);
    expect(result.body.data.messages.at(-1)?.body).toBe('It is order OC-20250601-1234, thank you.');
    expect(Date.parse(result.body.data.updatedAt)).toBeGreaterThan(Date.parse(before?.updatedAt ?? ''));
  });

  it('takes the ticket number in any case', async () => {
    const number = await fileTicket(tom, 'Do you ship to Canada with free shipping?');
    expect((await reply(tom, number.toLowerCase())).body.code).toBe(200);
  });

  it('answers 422 for a short message or a malformed number, never a 500', async () => {
    const number = (await list(tom)).body.data.list[0]?.ticketNumber ?? '';
    const short = await post<{ fields: Record<string, string> }>(
      '/api/contact/reply',
      { ticketNumber: number, message: 'ok' },
      tom.headers,
    );
    expect(short.body.code).toBe(422);
    expect(short.body.data.fields).toHaveProperty('message');
    const malformed = await post<{ fields: Record<string, string> }>(
      '/api/contact/reply',
      { ticketNumber: "T-1' or 1=1", message: REPLY },
      tom.headers,
    );
    expect(malformed.body.code).toBe(422);
    expect(malformed.body.data.fields).toHaveProperty('ticketNumber');
  });

  it('answers 404 for an unknown ticket number', async () => {
    expect((await reply(tom, 'T-ZZZZZZ')).body.code).toBe(404);
  });
});

describe('POST /api/contact/close', () => {
  it('closes the ticket: it moves to the history, takes no more replies, and closing again changes nothing', async () => {
    const number = await fileTicket(tom, 'Please cancel my question, I found the answer.');
    const closed = await close(tom, number);
    expect(closed.body.code).toBe(200);
    expect(closed.body.data.status).toBe('closed');

    expect(numbers((await list(tom)).body.data)).not.toContain(number);
    const history = (await list(tom, 'history')).body.data;
    expect(numbers(history)).toContain(number);
    expect(history.list.every((t) => t.status === 'closed')).toBe(true);

    const refused = await reply(tom, number);
    expect(refused.body.code).toBe(0);
    expect(refused.body.msg).toMatch(/closed.*open a new ticket/i);
    const thread = (await list(tom, 'history')).body.data.list.find((t) => t.ticketNumber === number);
    expect(thread?.messages).toHaveLength(1);

    const again = await close(tom, number);
    expect(again.body.code).toBe(200);
    expect(again.body.data.updatedAt).toBe(closed.body.data.updatedAt);
  });
});

describe('tickets belong to their shopper (IDOR, docs/architecture.md#api-envelope: 404 to anyone else)', () => {
  let marias: string;
  let guests: string;

  beforeAll(async () => {
    marias = (await list(maria)).body.data.list[0]?.ticketNumber ?? '';
    guests = await fileTicket(null, 'A guest asks about frame sizes for small faces.');
  });

  it('never lists another shopper’s or a guest’s ticket', async () => {
    const toms = [
      ...numbers((await list(tom)).body.data),
      ...numbers((await list(tom, 'history')).body.data),
    ];
    expect(marias).toMatch(/^T-/);
    expect(toms).not.toContain(marias);
    expect(toms).not.toContain(guests);
  });

  it.each([
    ['reply to', (number: string) => reply(tom, number)],
    ['close', (number: string) => close(tom, number)],
  ])('answers 404 when someone else tries to %s the ticket, and leaves it as it was', async (_what, act) => {
    const db = await database();
    const rowsOf = () => db.select().from(supportTickets).where(eq(supportTickets.ticketNumber, marias));
    const [before] = await rowsOf();
    const messagesBefore = await db.select().from(ticketMessages);
    for (const number of [marias, guests]) {
      const result = await act(number);
      expect(result.body.code).toBe(404);
      expect(result.body.msg).toBe('The ticket could not be found.');
    }
    expect(await rowsOf()).toEqual([before]);
    expect(before?.userId).toBe(maria.userId);
    expect(await db.select().from(ticketMessages)).toHaveLength(messagesBefore.length);
  });

  it('answers code 3 to reply and close without a sign-in', async () => {
    expect((await reply(null, marias)).body.code).toBe(3);
    expect((await close(null, marias)).body.code).toBe(3);
  });
});
