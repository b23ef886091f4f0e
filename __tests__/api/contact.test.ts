import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { TICKETS_PER_HOUR } from '@/lib/contract/calls/contact';
import { database } from '@/lib/server/platform/db/database';
import { supportTickets } from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';
import { createShopper } from '../support/shoppers';

// docs/product.md#calls "Account": /api/contact/save files a support ticket from the contact page.

const ticket = {
  name: 'Maria Keller',
  email: 'maria@example.com',
  topic: 'order',
  orderNumber: 'OC-20250601-1234',
  message: 'My order has not arrived yet. Could you check where it is?',
};

type Saved = { ticketNumber: string };
type Invalid = { fields: Record<string, string> };

/** A new device and a network address of its own for each call, unless the test gives them. */
const ownAddress = () => `10.${randomBytes(3).join('.')}`;
const save = <T = Saved>(body: unknown, headers: Record<string, string> = {}) =>
  post<T>('/api/contact/save', body, {
    'x-device-id': createDeviceId(),
    'x-oculo-peer': ownAddress(),
    ...headers,
  });

describe('POST /api/contact/save (docs/product.md#calls)', () => {
  it('files an open ticket with a ticket number like T-7K2M9Q', async () => {
    const device = createDeviceId();
    const result = await save(ticket, { 'x-device-id': device });
    expect(result.body.code).toBe(200);
    expect(result.body.data.ticketNumber).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);

    const db = await database();
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.ticketNumber, result.body.data.ticketNumber));
    expect(row).toMatchObject({ ...ticket, deviceId: device, status: 'open', userId: null });
    expect(Math.abs((row?.createdAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('gives every ticket its own number', async () => {
    const numbers = [];
    for (let i = 0; i < 4; i += 1)
      numbers.push((await save({ ...ticket, orderNumber: undefined })).body.data.ticketNumber);
    expect(new Set(numbers).size).toBe(4);
  });

  it('asks a guest for an e-mail address (422 with data.fields.email)', async () => {
    for (const email of [undefined, '', null]) {
      const result = await save<Invalid>({ ...ticket, email });
      expect(result.body.code).toBe(422);
      expect(result.body.data.fields).toEqual({ email: 'Enter your e-mail so we can answer you.' });
    }
  });

  it('files a signed-in shopper’s ticket under the account, answered at the account’s e-mail', async () => {
    const shopper = await createShopper('contact');
    const result = await save({ ...ticket, email: undefined }, shopper.headers);
    expect(result.body.code).toBe(200);
    const db = await database();
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.ticketNumber, result.body.data.ticketNumber));
    expect(row).toMatchObject({ userId: shopper.userId, email: shopper.email, status: 'open' });
  });

  it('keeps the e-mail a signed-in shopper gives instead of the account’s', async () => {
    const shopper = await createShopper('contact-other-mail');
    const result = await save({ ...ticket, email: 'work@example.com' }, shopper.headers);
    const db = await database();
    const [row] = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.ticketNumber, result.body.data.ticketNumber));
    expect(row).toMatchObject({ userId: shopper.userId, email: 'work@example.com' });
  });

  it('answers code 3 to a token that signs nobody in, and files nothing', async () => {
    const db = await database();
    const before = await db.select().from(supportTickets);
    const result = await save(ticket, { authorization: 'Bearer some-token' });
    expect(result.body.code).toBe(3);
    expect(await db.select().from(supportTickets)).toHaveLength(before.length);
  });

  it.each([
    ['no name', { name: '  ' }, 'name'],
    ['an unknown topic', { topic: 'complaint' }, 'topic'],
    ['a malformed e-mail', { email: 'maria@' }, 'email'],
    ['a malformed order number', { orderNumber: 'my order' }, 'orderNumber'],
    ['a short message', { message: 'Help!' }, 'message'],
    ['a message over 4000 characters', { message: 'x '.repeat(2001) }, 'message'],
    ['a NUL character in the message', { message: 'Where is my order?\u0000 Please check.' }, 'message'],
    ['an unknown field', { priority: 'urgent' }, 'priority'],
  ])('answers 422 naming the field for %s, never a 500', async (_case, change, field) => {
    const result = await save<Invalid>({ ...ticket, ...change });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty([field]);
  });
});

describe(`contact rate limit: ${TICKETS_PER_HOUR} tickets an hour (docs/architecture.md#api-envelope code 429)`, () => {
  it('refuses a device’s sixth ticket in the hour with 429 and data.retryAfter, and lets other devices through', async () => {
    const device = createDeviceId();
    for (let i = 0; i < TICKETS_PER_HOUR; i += 1) {
      expect((await save(ticket, { 'x-device-id': device })).body.code).toBe(200);
    }
    const refused = await save<{ retryAfter: number }>(ticket, { 'x-device-id': device });
    expect(refused.status).toBe(200);
    expect(refused.body.code).toBe(429);
    expect(refused.body.data.retryAfter).toBeGreaterThan(3000);
    expect(refused.body.data.retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.body.msg).toMatch(/try again/);

    expect((await save(ticket)).body.code).toBe(200);
  });

  it('refuses the sixth ticket from one network address, whatever device ids it sends', async () => {
    const address = { 'x-oculo-peer': '198.51.100.23' };
    for (let i = 0; i < TICKETS_PER_HOUR; i += 1) expect((await save(ticket, address)).body.code).toBe(200);
    expect((await save(ticket, address)).body.code).toBe(429);
    expect((await save(ticket, { 'x-oculo-peer': '198.51.100.24' })).body.code).toBe(200);
  });

  it('counts a signed-in shopper’s tickets against the account, whatever device and address they use', async () => {
    const shopper = await createShopper('contact-limit');
    const from = (i: number) => ({ ...shopper.headers, 'x-oculo-peer': `203.0.113.${i}` });
    for (let i = 0; i < TICKETS_PER_HOUR; i += 1) expect((await save(ticket, from(i))).body.code).toBe(200);
    expect((await save(ticket, from(99))).body.code).toBe(429);
    expect((await save(ticket, { 'x-oculo-peer': '203.0.113.99' })).body.code).toBe(200);
  });

  it('does not count refused forms against the shopper', async () => {
    const device = createDeviceId();
    for (let i = 0; i < TICKETS_PER_HOUR + 2; i += 1) {
      expect((await save({ ...ticket, email: undefined }, { 'x-device-id': device })).body.code).toBe(422);
    }
    expect((await save(ticket, { 'x-device-id': device })).body.code).toBe(200);
  });
});
