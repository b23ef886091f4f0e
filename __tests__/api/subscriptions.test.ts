import { eq } from 'drizzle-orm';
import type { MailTopicChoice } from '@/lib/contract/calls/subscription';
import { database } from '@/lib/server/platform/db/database';
import { newsletterSubscribers } from '@/lib/server/platform/db/schema';
import { setNewsletter } from '@/lib/server/domain/subscriptions/newsletter';
import { post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#calls "Account": /api/subscription/list and /save, the shopper's mail
// preferences.

type Preferences = { list: MailTopicChoice[] };

const list = (shopper: TestShopper | null) =>
  post<Preferences>('/api/subscription/list', {}, shopper?.headers);
const save = (shopper: TestShopper | null, body: unknown) =>
  post<Preferences>('/api/subscription/save', body, shopper?.headers);

const choices = (preferences: Preferences) =>
  Object.fromEntries(preferences.list.map((topic) => [topic.topic, topic.subscribed]));

async function newsletterRow(email: string) {
  const db = await database();
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  return row;
}

describe('POST /api/subscription/list', () => {
  it('lists every topic with its default before the shopper chooses, order updates locked on', async () => {
    const shopper = await createShopper('mail-defaults');
    const result = await list(shopper);
    expect(result.body.code).toBe(200);
    expect(choices(result.body.data)).toEqual({
      newsletter: false,
      order_updates: true,
      prescription_reminder: true,
      back_in_stock: true,
      price_drop: false,
    });
    const orderUpdates = result.body.data.list.find((topic) => topic.topic === 'order_updates');
    expect(orderUpdates).toMatchObject({
      locked: true,
      subscribed: true,
      title: 'Order and shipping updates',
    });
    expect(result.body.data.list.filter((topic) => topic.locked)).toHaveLength(1);
    for (const topic of result.body.data.list) expect(topic.description.length).toBeGreaterThan(20);
  });

  it('answers code 3 without a sign-in', async () => {
    expect((await list(null)).body.code).toBe(3);
    expect((await save(null, { topic: 'newsletter', subscribed: true })).body.code).toBe(3);
  });
});

describe('POST /api/subscription/save', () => {
  it('saves one choice and answers every topic; the choice is there on the next visit', async () => {
    const shopper = await createShopper('mail-one');
    const saved = await save(shopper, { topic: 'price_drop', subscribed: true });
    expect(saved.body.code).toBe(200);
    expect(choices(saved.body.data).price_drop).toBe(true);
    const again = await save(shopper, { topic: 'prescription_reminder', subscribed: false });
    expect(choices(again.body.data)).toMatchObject({ price_drop: true, prescription_reminder: false });
    expect(choices((await list(shopper)).body.data)).toMatchObject({
      price_drop: true,
      prescription_reminder: false,
    });
  });

  it('saves several choices at once', async () => {
    const shopper = await createShopper('mail-many');
    const saved = await save(shopper, {
      list: [
        { topic: 'back_in_stock', subscribed: false },
        { topic: 'price_drop', subscribed: true },
        { topic: 'order_updates', subscribed: true },
      ],
    });
    expect(saved.body.code).toBe(200);
    expect(choices(saved.body.data)).toMatchObject({
      back_in_stock: false,
      price_drop: true,
      order_updates: true,
    });
  });

  it('refuses to turn order updates off with code 0, and keeps nothing of that save', async () => {
    const shopper = await createShopper('mail-locked');
    const alone = await save(shopper, { topic: 'order_updates', subscribed: false });
    expect(alone.body.code).toBe(0);
    expect(alone.body.msg).toMatch(/cannot be turned off/);
    const mixed = await save(shopper, {
      list: [
        { topic: 'price_drop', subscribed: true },
        { topic: 'order_updates', subscribed: false },
      ],
    });
    expect(mixed.body.code).toBe(0);
    expect(choices((await list(shopper)).body.data)).toMatchObject({
      order_updates: true,
      price_drop: false,
    });
  });

  it.each([
    ['an unknown topic', { topic: 'sms', subscribed: true }],
    ['a choice that is not true or false', { topic: 'newsletter', subscribed: 'yes' }],
    ['an empty list', { list: [] }],
    ['an unknown field', { topic: 'newsletter', subscribed: true, everyone: true }],
    ['nothing', {}],
  ])('answers 422 for %s, never a 500', async (_case, body) => {
    const shopper = await createShopper('mail-invalid');
    const result = await save(shopper, body);
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
  });

  it('changes only the caller’s own preferences', async () => {
    const maria = await createShopper('mail-maria');
    const tom = await createShopper('mail-tom');
    await save(maria, {
      list: [
        { topic: 'price_drop', subscribed: true },
        { topic: 'back_in_stock', subscribed: false },
      ],
    });
    expect(choices((await list(tom)).body.data)).toMatchObject({ price_drop: false, back_in_stock: true });
  });
});

describe('the newsletter topic follows the newsletter list', () => {
  it('turning it on and off puts the account’s e-mail on the list and takes it off', async () => {
    const shopper = await createShopper('mail-news');
    expect((await save(shopper, { topic: 'newsletter', subscribed: true })).body.code).toBe(200);
    const joined = await newsletterRow(shopper.email);
    expect(joined).toMatchObject({ userId: shopper.userId, unsubscribedAt: null });

    const off = await save(shopper, { topic: 'newsletter', subscribed: false });
    expect(choices(off.body.data).newsletter).toBe(false);
    expect((await newsletterRow(shopper.email))?.unsubscribedAt).toBeInstanceOf(Date);

    const on = await save(shopper, { topic: 'newsletter', subscribed: true });
    expect(choices(on.body.data).newsletter).toBe(true);
    expect((await newsletterRow(shopper.email))?.unsubscribedAt).toBeNull();
  });

  it('shows the newsletter on when the e-mail joined through the footer form', async () => {
    const shopper = await createShopper('mail-footer');
    const db = await database();
    await db.insert(newsletterSubscribers).values({ email: shopper.email });
    expect(choices((await list(shopper)).body.data).newsletter).toBe(true);
  });

  it('setNewsletter (for /api/user/subscribe) is idempotent and keeps the first joining date', async () => {
    const shopper = await createShopper('mail-direct');
    const db = await database();
    await setNewsletter(db, shopper.userId, shopper.email, true);
    const first = await newsletterRow(shopper.email);
    await setNewsletter(db, shopper.userId, shopper.email.toUpperCase(), true);
    expect(await newsletterRow(shopper.email)).toEqual(first);
    expect(choices((await list(shopper)).body.data).newsletter).toBe(true);
    await setNewsletter(db, shopper.userId, shopper.email, false);
    expect(choices((await list(shopper)).body.data).newsletter).toBe(false);
  });
});
