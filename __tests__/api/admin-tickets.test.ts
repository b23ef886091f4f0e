import { randomBytes } from 'node:crypto';
import type { InboxTicket, StaffTicket } from '@/lib/contract/calls/admin/tickets';
import type { Ticket } from '@/lib/contract/calls/contact';
import { database } from '@/lib/server/platform/db/database';
import { deliverQueuedMails } from '@/lib/server/platform/mail/outbox';
import { openShopTicket } from '@/lib/server/domain/support/shop-ticket';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute, post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';
import { headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper, type TestShopper } from '../support/shoppers';

// The support desk's tickets, from the contact page (guests), the account (shoppers) and the shop
// itself (a question about an order).

type TicketPage = { list: Ticket[]; total: number };
type Inbox = { list: InboxTicket[]; total: number; page: number; pageCount: number };
type Counts = { unread: number; open: number; unassigned: number; mine: number };

let outbox: string;
let staff: TestOperator;
let owner: TestOperator;
let catalog: TestOperator;
let maria: TestShopper;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
  maria = await createShopper('maria');
});

/** Files a ticket through the contact page, as a guest or a signed-in shopper (a new device and address each time). */
async function fileTicket(
  from: TestShopper | { email: string },
  fields: { message?: string; topic?: string; name?: string } = {},
): Promise<string> {
  const signedIn = 'headers' in from;
  const result = await post<{ ticketNumber: string }>(
    '/api/contact/save',
    {
      name: fields.name ?? 'Ada Lovelace',
      topic: fields.topic ?? 'order',
      message: fields.message ?? 'Where is my order? It has been a week.',
      ...(signedIn ? {} : { email: from.email }),
    },
    {
      'x-device-id': createDeviceId(),
      'x-oculo-peer': `10.${randomBytes(3).join('.')}`,
      ...(signedIn ? from.headers : {}),
    },
  );
  expect(result.body.code).toBe(200);
  return result.body.data.ticketNumber;
}

const guestEmail = () => `guest-${randomBytes(4).toString('hex')}@example.com`;
const inbox = (input: Record<string, unknown> = {}, operator = staff) =>
  post<Inbox>('/api/admin/tickets/list', input, operator.headers);
const counts = async (operator = staff) =>
  (await callRoute<Counts>('GET', '/api/admin/tickets/counts', { headers: operator.headers })).body.data;
const info = (ticketNumber: string, operator = staff) =>
  post<StaffTicket>('/api/admin/tickets/info', { ticketNumber }, operator.headers);
const reply = (ticketNumber: string, message: string, operator = staff) =>
  post<StaffTicket>('/api/admin/tickets/reply', { ticketNumber, message }, operator.headers);
const act = (verb: 'close' | 'reopen', ticketNumber: string, operator = staff) =>
  post<StaffTicket>(`/api/admin/tickets/${verb}`, { ticketNumber }, operator.headers);
const assign = (ticketNumber: string, staffId: number | null, operator = staff) =>
  post<StaffTicket>('/api/admin/tickets/assign', { ticketNumber, staffId }, operator.headers);
const inboxItem = async (ticketNumber: string) =>
  (await inbox({ search: ticketNumber })).body.data.list.find((t) => t.ticketNumber === ticketNumber);

/** A mail's text as a person reads it: quoted-printable's soft breaks and escapes undone. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function auditLines(action: string, objectId: string) {
  const answer = await post<{ list: { action: string; actor: string; objectId: string; after: unknown }[] }>(
    '/api/admin/audit/list',
    { action, objectId },
    owner.headers,
  );
  return answer.body.data.list;
}

describe('openShopTicket: the shop asks the shopper a question', () => {
  const QUESTION = 'Your prescription shows an AXIS of 0 for the left eye.\nCould you check the value?';

  it('opens a ticket the shopper sees in their account, starting with support’s question, and mails them', async () => {
    const db = await database();
    const started = Date.now();
    const { ticketNumber } = await db.transaction((tx) =>
      openShopTicket(tx, {
        userId: maria.userId,
        email: maria.email,
        name: 'Maria',
        orderNumber: 'OC-20260101-0001',
        topic: 'prescription',
        message: QUESTION,
        staffId: staff.staffId,
      }),
    );
    expect(ticketNumber).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);

    const mine = await post<TicketPage>('/api/contact/list', { status: 'open' }, maria.headers);
    const ticket = mine.body.data.list.find((t) => t.ticketNumber === ticketNumber);
    expect(ticket).toMatchObject({
      topic: 'prescription',
      orderNumber: 'OC-20260101-0001',
      status: 'answered',
    });
    expect(ticket?.messages.map((m) => [m.author, m.body])).toEqual([['support', QUESTION]]);

    await deliverQueuedMails();
    const mail = await mailTo(outbox, maria.email, 'OC-20260101-0001', started);
    expect(headerOf(mail, 'Subject')).toBe('A question about your Oculo order OC-20260101-0001');
    expect(mail).toContain(ticketNumber);
    expect(mail).toContain('Could you check the value?');

    // the shopper answers in the thread: the ticket waits for support again
    const answered = await post<Ticket>(
      '/api/contact/reply',
      { ticketNumber, message: 'Sorry, it is 180. Thank you for checking!' },
      maria.headers,
    );
    expect(answered.body.data.status).toBe('open');
    expect(answered.body.data.messages.map((m) => m.author)).toEqual(['support', 'shopper']);
  });

  it('keeps no ticket and no mail when the change that asks rolls back', async () => {
    const db = await database();
    const before = (await post<TicketPage>('/api/contact/list', {}, maria.headers)).body.data.total;
    await expect(
      db.transaction(async (tx) => {
        await openShopTicket(tx, {
          userId: maria.userId,
          email: maria.email,
          name: 'Maria',
          orderNumber: null,
          topic: 'order',
          message: 'A question that is never asked.',
          staffId: staff.staffId,
        });
        throw new Error('the order change failed');
      }),
    ).rejects.toThrow('the order change failed');
    expect((await post<TicketPage>('/api/contact/list', {}, maria.headers)).body.data.total).toBe(before);
  });
});

describe('who may use the support desk', () => {
  const POSTS = ['list', 'info', 'reply', 'assign', 'close', 'reopen'].map(
    (verb) => `/api/admin/tickets/${verb}`,
  );
  const GETS = ['counts', 'assignees'].map((verb) => `/api/admin/tickets/${verb}`);

  it.each(POSTS)(
    '%s refuses no token and a shopper’s token (3), and a catalog member (403)',
    async (path) => {
      expect((await post(path, {})).body.code).toBe(3);
      expect((await post(path, {}, maria.headers)).body.code).toBe(3);
      expect((await post(path, {}, catalog.headers)).body.code).toBe(403);
    },
  );

  it.each(GETS)('%s refuses no token and a shopper’s token (3), and a catalog member (403)', async (path) => {
    expect((await callRoute('GET', path)).body.code).toBe(3);
    expect((await callRoute('GET', path, { headers: maria.headers })).body.code).toBe(3);
    expect((await callRoute('GET', path, { headers: catalog.headers })).body.code).toBe(403);
  });

  it('lists the members a ticket can go to: enabled owners and staff', async () => {
    const answer = await callRoute<{ list: { id: number }[] }>('GET', '/api/admin/tickets/assignees', {
      headers: owner.headers,
    });
    const ids = answer.body.data.list.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([staff.staffId, owner.staffId]));
    expect(ids).not.toContain(catalog.staffId);
  });
});

describe('the inbox', () => {
  it('shows a guest’s ticket from the contact page, unread, and the counts hold it', async () => {
    const before = await counts();
    const email = guestEmail();
    const number = await fileTicket({ email }, { name: 'Grace Hopper', topic: 'product' });
    const item = await inboxItem(number);
    expect(item).toMatchObject({
      ticketNumber: number,
      name: 'Grace Hopper',
      email,
      customerId: null,
      topic: 'product',
      status: 'open',
      openedBy: 'shopper',
      assignedTo: null,
      unread: true,
      preview: 'Where is my order? It has been a week.',
      messageCount: 1,
    });
    expect(await counts()).toMatchObject({
      unread: before.unread + 1,
      open: before.open + 1,
      unassigned: before.unassigned + 1,
    });
  });

  it('filters by status, topic, assignment and unread, searches number, e-mail and name, and pages', async () => {
    const email = guestEmail();
    const number = await fileTicket({ email }, { topic: 'website', name: 'Katherine Johnson' });
    const numbers = async (input: Record<string, unknown>) =>
      (await inbox({ pageSize: 100, ...input })).body.data.list.map((t) => t.ticketNumber);

    expect(await numbers({ search: number.toLowerCase() })).toEqual([number]);
    expect(await numbers({ search: email.toUpperCase() })).toEqual([number]);
    expect(await numbers({ search: 'katherine john' })).toEqual([number]);
    expect(
      await numbers({ topic: 'website', status: 'open', unreadOnly: true, assigned: 'nobody' }),
    ).toContain(number);
    expect(await numbers({ status: 'answered' })).not.toContain(number);
    expect(await numbers({ topic: 'order' })).not.toContain(number);
    expect(await numbers({ assigned: 'me' })).not.toContain(number);

    expect((await assign(number, staff.staffId)).body.code).toBe(200);
    expect(await numbers({ assigned: 'me' })).toContain(number);
    expect(await numbers({ assigned: staff.staffId })).toContain(number);
    expect(
      (await inbox({ assigned: 'me', pageSize: 100 }, owner)).body.data.list.map((t) => t.ticketNumber),
    ).not.toContain(number);
    expect(await numbers({ assigned: 'nobody' })).not.toContain(number);

    const page = (await inbox({ pageSize: 1, page: 2 })).body.data;
    expect(page.list).toHaveLength(1);
    expect(page.pageCount).toBe(page.total);
    expect((await inbox({ status: 'lost' })).body.code).toBe(422);
  });

  it('moves the unread counts when a shopper writes and when a member reads', async () => {
    const number = await fileTicket(maria, { message: 'Can I change the lens coating on my order?' });
    const start = await counts();
    expect((await inboxItem(number))?.unread).toBe(true);

    expect((await info(number)).body.code).toBe(200);
    expect((await inboxItem(number))?.unread).toBe(false);
    expect((await counts()).unread).toBe(start.unread - 1);
    const unreadOnly = (await inbox({ unreadOnly: true, pageSize: 100 })).body.data.list;
    expect(unreadOnly.map((t) => t.ticketNumber)).not.toContain(number);

    await reply(number, 'Yes: which coating would you like?');
    const afterReply = await counts();
    expect(afterReply.unread).toBe(start.unread - 1);

    const answered = await post<Ticket>(
      '/api/contact/reply',
      { ticketNumber: number, message: 'The blue-light filter, please.' },
      maria.headers,
    );
    expect(answered.body.code).toBe(200);
    expect((await counts()).unread).toBe(start.unread);
    expect((await inboxItem(number))?.unread).toBe(true);

    await info(number);
    expect((await counts()).unread).toBe(start.unread - 1);
  });
});

describe('answering', () => {
  it('mails a guest the answer (they have no account), marks it answered and read, and gives it to the member', async () => {
    const email = guestEmail();
    const number = await fileTicket({ email }, { name: 'Grace Hopper' });
    const started = Date.now();
    const answer = await reply(number, 'Your order left our lab today.\nTracking follows by mail.');
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({
      status: 'answered',
      unread: false,
      assignedTo: { id: staff.staffId, name: 'Test staff' },
      messageCount: 2,
    });
    expect(answer.body.data.messages.map((m) => [m.author, m.member?.id ?? null])).toEqual([
      ['shopper', null],
      ['support', staff.staffId],
    ]);

    await deliverQueuedMails();
    const mail = decoded(await mailTo(outbox, email, number, started));
    expect(headerOf(mail, 'Subject')).toBe(`Re: your Oculo support ticket ${number}`);
    expect(mail).toContain('Your order left our lab today.');
    expect(mail).toContain('Tracking follows by mail.');
    expect(mail).toContain(`mention ticket ${number}`);

    const [line] = await auditLines('ticket.reply', number);
    expect(line).toMatchObject({
      actor: staff.email,
      after: { status: 'answered', assignedTo: staff.staffId },
    });
  });

  it('shows the answer in the shopper’s own thread, and mails them a notice with the way to it', async () => {
    const number = await fileTicket(maria, { message: 'Do you ship to Alaska?' });
    const started = Date.now();
    expect((await reply(number, 'We do, with standard and express shipping.', owner)).body.code).toBe(200);

    const mine = await post<TicketPage>('/api/contact/list', { status: 'open' }, maria.headers);
    const ticket = mine.body.data.list.find((t) => t.ticketNumber === number);
    expect(ticket?.status).toBe('answered');
    expect(ticket?.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'Do you ship to Alaska?'],
      ['support', 'We do, with standard and express shipping.'],
    ]);
    await deliverQueuedMails();
    const mail = decoded(await mailTo(outbox, maria.email, number, started));
    expect(mail).toContain('Open your tickets');
  });

  it('assigns, closes and reopens, each one audit line; a closed ticket takes no answer', async () => {
    const number = await fileTicket(maria, { message: 'My case arrived cracked.' });
    const other = await createOperator('staff');

    const given = await assign(number, other.staffId);
    expect(given.body.data.assignedTo).toEqual({ id: other.staffId, name: 'Test staff' });
    expect((await assign(number, catalog.staffId)).body).toMatchObject({
      code: 422,
      data: { fields: { staffId: expect.any(String) } },
    });
    expect((await assign(number, 2_147_483_647)).body.code).toBe(422);
    expect((await assign(number, null)).body.data.assignedTo).toBeNull();
    expect((await auditLines('ticket.assign', number)).map((line) => line.after)).toEqual([
      { assignedTo: null },
      { assignedTo: other.email },
    ]);

    const closed = await act('close', number);
    expect(closed.body.data.status).toBe('closed');
    expect((await reply(number, 'One more thing.')).body).toMatchObject({
      code: 0,
      msg: 'This ticket is closed. Reopen it to answer.',
    });
    const shopperTries = await post(
      '/api/contact/reply',
      { ticketNumber: number, message: 'Hello? Anyone there?' },
      maria.headers,
    );
    expect(shopperTries.body.code).toBe(0);
    expect((await act('close', number)).body.data.status).toBe('closed');
    expect(await auditLines('ticket.close', number)).toHaveLength(1);

    const reopened = await act('reopen', number);
    expect(reopened.body.data.status).toBe('open');
    expect(await auditLines('ticket.reopen', number)).toHaveLength(1);
    const shopperAgain = await post(
      '/api/contact/reply',
      { ticketNumber: number, message: 'Thank you for reopening.' },
      maria.headers,
    );
    expect(shopperAgain.body.code).toBe(200);

    expect((await info('T-222222')).body.code).toBe(404);
  });

  it('keeps both answers when two members answer at the same time', async () => {
    const number = await fileTicket({ email: guestEmail() });
    const other = await createOperator('staff');
    const answers = await Promise.all([
      reply(number, 'First answer.'),
      reply(number, 'Second answer.', other),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([200, 200]);
    const thread = (await info(number)).body.data;
    expect(thread.messages.filter((m) => m.author === 'support')).toHaveLength(2);
    expect([staff.staffId, other.staffId]).toContain(thread.assignedTo?.id);
    expect(await auditLines('ticket.reply', number)).toHaveLength(2);
  });
});
