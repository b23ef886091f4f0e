import { readdir, readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { resetServerConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { outgoingMails } from '@/lib/server/platform/db/schema';
import { resetMailDelivery } from '@/lib/server/platform/mail/mailer';
import { COMMAND_LINE } from '@/lib/server/platform/audit/record-action';
import { shipOrder } from '@/lib/server/domain/orders/operator-moves';
import {
  deleteOldOutgoingMails,
  deliverQueuedMails,
  MAIL_ATTEMPTS,
  queueMail,
} from '@/lib/server/platform/mail/outbox';
import { closedPort } from '../support/closed-port';
import { paidOrder } from '../support/checkout-flow';
import { headerOf, mailTo, useTestOutbox } from '../support/outbox';

// docs/architecture.md#mail: a mail is written in the transaction of the change it belongs to and
// sent by whoever claims it first, once; a mail server that is away costs a retry, never the mail.

let outbox: string;
beforeAll(async () => {
  outbox = await useTestOutbox();
});

const mail = (to: string) => ({ to, subject: `Hello ${to}`, html: `<p>${to}</p>`, text: to });
const files = async () => (await readdir(outbox).catch(() => [] as string[])).sort();
const rowOf = async (to: string) => {
  const [row] = await (await database()).select().from(outgoingMails).where(eq(outgoingMails.to, to));
  return row;
};

/** Clears the outbox table so each case counts only its own mails. */
beforeEach(async () => {
  await (await database()).delete(outgoingMails);
});

it('keeps no mail of a change that rolled back', async () => {
  const db = await database();
  await expect(
    db.transaction(async (tx) => {
      await queueMail(tx, mail('rolled-back@example.com'));
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await rowOf('rolled-back@example.com')).toBeUndefined();
  expect(await deliverQueuedMails()).toBe(0);
});

it('sends each mail once however many senders run at the same time', async () => {
  const db = await database();
  const before = (await files()).length;
  await db.transaction(async (tx) => {
    for (let index = 0; index < 25; index++) await queueMail(tx, mail(`many-${index}@example.com`));
  });
  const sent = await Promise.all([deliverQueuedMails(), deliverQueuedMails(), deliverQueuedMails()]);
  expect(sent.reduce((sum, each) => sum + each, 0)).toBe(25);
  expect((await files()).length - before).toBe(25);
  const [waiting] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from outgoing_mails where sent_at is null`),
  );
  expect(waiting?.n).toBe(0);
  expect(await deliverQueuedMails()).toBe(0);
});

it('names a mail for good, so a mail sent again after a crash is known as the same', async () => {
  const db = await database();
  await queueMail(db, mail('named@example.com'));
  await deliverQueuedMails();
  const row = await rowOf('named@example.com');
  const newest = (await files()).at(-1) ?? '';
  const raw = await readFile(`${outbox}/${newest}`, 'utf8');
  expect(headerOf(raw, 'Message-ID')).toBe(`<outbox-${row?.id}@localhost>`);
  // a sent mail keeps no body: a reset code or a set-password link must not outlive its mail
  expect(row).toMatchObject({ html: '', text: '', sentAt: expect.any(Date) });
});

it('forgets sent and given-up mails after 30 days, and keeps waiting ones', async () => {
  const db = await database();
  for (const to of [
    'old-sent@example.com',
    'old-given-up@example.com',
    'old-waiting@example.com',
    'new-sent@example.com',
  ])
    await queueMail(db, mail(to));
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await db
    .update(outgoingMails)
    .set({ queuedAt: daysAgo(31), sentAt: daysAgo(31) })
    .where(eq(outgoingMails.to, 'old-sent@example.com'));
  await db
    .update(outgoingMails)
    .set({ queuedAt: daysAgo(31), attempts: MAIL_ATTEMPTS })
    .where(eq(outgoingMails.to, 'old-given-up@example.com'));
  await db
    .update(outgoingMails)
    .set({ queuedAt: daysAgo(31), attempts: 3 })
    .where(eq(outgoingMails.to, 'old-waiting@example.com'));
  await db
    .update(outgoingMails)
    .set({ queuedAt: daysAgo(29), sentAt: daysAgo(29) })
    .where(eq(outgoingMails.to, 'new-sent@example.com'));
  expect(await deleteOldOutgoingMails()).toBe(2);
  expect((await db.select({ to: outgoingMails.to }).from(outgoingMails)).map((row) => row.to).sort()).toEqual(
    ['new-sent@example.com', 'old-waiting@example.com'],
  );
});

it('writes the shipping notice with the move to Shipped, and sends it once', async () => {
  const { shopper, order } = await paidOrder();
  const started = Date.now();
  await shipOrder(
    { number: order.orderNumber, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    COMMAND_LINE,
  );
  const raw = await mailTo(
    outbox,
    shopper.email,
    `Your Oculo order ${order.orderNumber} is on its way`,
    started - 1000,
  );
  expect(raw).toContain('1Z999AA10123456784');
  await deliverQueuedMails();
  const rows = await (
    await database()
  )
    .select({ sentAt: outgoingMails.sentAt })
    .from(outgoingMails)
    .where(eq(outgoingMails.to, shopper.email));
  // the paid-order confirmation and the shipping notice, each sent
  expect(rows).toHaveLength(2);
  expect(rows.every((row) => row.sentAt instanceof Date)).toBe(true);
});

describe('with the mail server away', () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
    resetServerConfig();
    resetMailDelivery();
  });

  it('keeps the mail, tries again later with a growing wait, and sends it once the server is back', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    resetServerConfig();
    resetMailDelivery();
    const db = await database();
    await queueMail(db, mail('later@example.com'));

    expect(await deliverQueuedMails()).toBe(0);
    const first = await rowOf('later@example.com');
    expect(first).toMatchObject({
      attempts: 1,
      sentAt: null,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    // not before its wait (1 minute after the first try)
    expect(await deliverQueuedMails()).toBe(0);
    expect((first?.claimedUntil?.getTime() ?? 0) - Date.now()).toBeGreaterThan(50_000);

    // a minute on, it fails again and waits 2 minutes
    await db.update(outgoingMails).set({ claimedUntil: new Date(Date.now() - 1000) });
    await deliverQueuedMails();
    const second = await rowOf('later@example.com');
    expect(second?.attempts).toBe(2);
    expect((second?.claimedUntil?.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);

    // the server is back (the development outbox stands in for it)
    delete process.env.SMTP_URL;
    resetServerConfig();
    resetMailDelivery();
    await db.update(outgoingMails).set({ claimedUntil: new Date(Date.now() - 1000) });
    const before = (await files()).length;
    expect(await deliverQueuedMails()).toBe(1);
    expect((await files()).length - before).toBe(1);
    expect((await rowOf('later@example.com'))?.sentAt).toBeInstanceOf(Date);
  });

  it(`keeps a mail that failed ${MAIL_ATTEMPTS} times unsent, with its error, for someone to look at`, async () => {
    const db = await database();
    await queueMail(db, mail('given-up@example.com'));
    await db
      .update(outgoingMails)
      .set({ attempts: MAIL_ATTEMPTS, lastError: 'connect ECONNREFUSED', claimedUntil: null });
    expect(await deliverQueuedMails()).toBe(0);
    expect(await rowOf('given-up@example.com')).toMatchObject({
      attempts: MAIL_ATTEMPTS,
      sentAt: null,
      lastError: 'connect ECONNREFUSED',
    });
  });
});
