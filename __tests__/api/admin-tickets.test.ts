import type { Ticket } from '@/lib/contract/calls/contact';
import { database } from '@/lib/server/db/database';
import { deliverQueuedMails } from '@/lib/server/mail/outbox';
import { openShopTicket } from '@/lib/server/support/shop-ticket';
import { post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';
import { headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper, type TestShopper } from '../support/shoppers';

// issue 20 point 5: the support desk's tickets, from the contact page (guests), the account
// (shoppers) and the shop itself (a question about an order).

type TicketPage = { list: Ticket[]; total: number };

let outbox: string;
let staff: TestOperator;
let maria: TestShopper;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  maria = await createShopper('maria');
});

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
