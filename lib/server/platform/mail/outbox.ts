import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { database, rowsOf } from '@/lib/server/platform/db';
import { serverConfig } from '../config';
import { logger } from '../logger';
import { shopCounter, shopGauge } from '../telemetry';
import { sendMail, type Mail } from './mailer';
import { outgoingMails } from './tables';

/**
 * A claim this long outlives any one send (the transport gives up within 2 minutes, mailer.ts);
 * past it, the sender is taken to have died mid-send. Mails are claimed one at a time, so a slow
 * mail server can never hold a claimed mail past its claim while others are sent.
 */
const CLAIM_MINUTES = 10;
/** Tries before a mail is kept unsent for someone to look at (waits 1, 2, 4 … 64 min between). */
export const MAIL_ATTEMPTS = 8;

/**
 * Writes the mail into the outbox inside `tx`, the transaction of the change it belongs to
 * (docs/architecture.md#mail): it exists if and only if the change committed. Call
 * deliverMailsSoon() after the commit; the "deliver-mail" job sends anything left, on whichever
 * instance is up.
 */
export async function queueMail(tx: Database, mail: Mail): Promise<void> {
  await tx.insert(outgoingMails).values(mail);
}

interface Claimed extends Mail {
  id: number;
  attempts: number;
}

/** Claims the oldest waiting mail: locked as picked (SKIP LOCKED), so two senders never take the same one. */
async function claimNext(db: Database): Promise<Claimed | undefined> {
  const m = outgoingMails;
  const result = await db.execute(sql`
    update ${m} set claimed_until = now() + make_interval(mins => ${CLAIM_MINUTES}), attempts = attempts + 1
    where ${m.id} in (
      select due.id from ${m} as due
      where due.sent_at is null and due.attempts < ${MAIL_ATTEMPTS}
        and (due.claimed_until is null or due.claimed_until < now())
      order by due.id
      limit 1
      for update skip locked)
    returning ${m.id} as "id", ${m.to} as "to", ${m.subject} as "subject", ${m.html} as "html",
      ${m.text} as "text", ${m.attempts} as "attempts"`);
  return rowsOf<Claimed>(result)[0];
}

/** The mail's lasting Message-ID: the same on every try. */
function messageIdOf(id: number): string {
  return `<outbox-${id}@${new URL(serverConfig().SITE_URL).hostname}>`;
}

/**
 * Sends every mail that is due, oldest first, and answers how many went out. Safe on several
 * instances at once. A failed send waits 2^(tries−1) minutes before the next try; after
 * MAIL_ATTEMPTS tries it stays unsent with its last error (`select * from outgoing_mails where
 * sent_at is null`).
 */
export async function deliverQueuedMails(): Promise<number> {
  const db = await database();
  let sent = 0;
  for (let mail = await claimNext(db); mail; mail = await claimNext(db)) {
    try {
      await sendMail(
        { to: mail.to, subject: mail.subject, html: mail.html, text: mail.text },
        messageIdOf(mail.id),
      );
    } catch (error) {
      await keepForRetry(db, mail, error);
      continue;
    }
    sent += 1;
    // Sent: the body goes (a reset code or a set-password link must not outlive its mail in the
    // database). Should this update fail, the claim runs out and the mail is sent again, with
    // the same Message-ID: a mail server accepted it, so it is not counted as a failed send.
    await db
      .update(outgoingMails)
      .set({ sentAt: new Date(), html: '', text: '' })
      .where(eq(outgoingMails.id, mail.id))
      .catch((error: unknown) =>
        logger.error({ err: error, mail: mail.id }, 'a mail was sent but could not be marked sent'),
      );
  }
  return sent;
}

const failedSends = shopCounter(
  'oculo_mail_send_failures_total',
  'Mail sends the mail server refused or lost',
);

async function keepForRetry(db: Database, mail: Claimed, error: unknown): Promise<void> {
  const givesUp = mail.attempts >= MAIL_ATTEMPTS;
  failedSends.add();
  logger.error(
    { err: error, mail: mail.id, subject: mail.subject, attempts: mail.attempts },
    givesUp ? 'a mail kept failing; it stays in the outbox unsent' : 'a mail failed; it will be tried again',
  );
  await db
    .update(outgoingMails)
    .set({
      lastError: String(error instanceof Error ? error.message : error).slice(0, 1000),
      claimedUntil: sql`now() + make_interval(mins => ${2 ** (mail.attempts - 1)})`,
    })
    .where(eq(outgoingMails.id, mail.id));
}

/**
 * Deletes sent mails and given-up ones after 30 days: the outbox is a queue, not an archive of
 * what shoppers were told (the orders and accounts keep that).
 */
export async function deleteOldOutgoingMails(): Promise<number> {
  const db = await database();
  const result = await db.execute(sql`
    delete from ${outgoingMails}
    where queued_at < now() - interval '30 days' and (sent_at is not null or attempts >= ${MAIL_ATTEMPTS})`);
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}

let delivering: Promise<void> | undefined;
let again = false;

/**
 * Sends the waiting mails now, in the background of this instance: the shopper's answer does not
 * wait for the mail server, and a slow one cannot tell anyone which e-mails have accounts. Asks
 * made while a delivery runs start one more after it, so nothing committed meanwhile waits for
 * the job.
 */
export function deliverMailsSoon(): void {
  if (delivering) {
    again = true;
    return;
  }
  delivering = deliverQueuedMails()
    .then(() => undefined)
    .catch((error: unknown) => logger.error({ err: error }, 'mail delivery failed; the job will try again'))
    .finally(() => {
      delivering = undefined;
      if (again) {
        again = false;
        deliverMailsSoon();
      }
    });
}

/** Resolves once this instance's background deliveries are done (a command line waits before it closes). */
export async function mailDeliveriesSettled(): Promise<void> {
  while (delivering) await delivering;
}

/**
 * The outbox as /metrics reads it (docs/operating.md#metrics): mails waiting to be sent, and mails
 * given up after every try (they wait for someone to look at them).
 */
export function watchOutbox(): void {
  shopGauge(
    'oculo_mail_outbox',
    'Mails in the outbox not sent: waiting, or failed every try',
    ['state'],
    async () => {
      const db = await database();
      const m = outgoingMails;
      const [row] = rowsOf<{ waiting: number; failed: number }>(
        await db.execute(sql`
        select count(*) filter (where ${m.attempts} < ${MAIL_ATTEMPTS})::int as "waiting",
          count(*) filter (where ${m.attempts} >= ${MAIL_ATTEMPTS})::int as "failed"
        from ${m} where ${m.sentAt} is null`),
      );
      return [
        [{ state: 'waiting' }, row?.waiting ?? 0],
        [{ state: 'failed' }, row?.failed ?? 0],
      ];
    },
  );
}
