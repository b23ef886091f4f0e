import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resetServerConfig } from '@/lib/server/platform/config';
import { sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { resetMailDelivery } from '@/lib/server/platform/mail/mailer';
import { deliverQueuedMails } from '@/lib/server/platform/mail/outbox';

/**
 * Points the process's mail at a fresh outbox folder (no SMTP_URL: nodemailer writes .eml files,
 * docs/architecture.md#mail) and reads what arrives there.
 */
export async function useTestOutbox(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oculo-mail-'));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  resetServerConfig();
  resetMailDelivery();
  return path.join(dataDir, 'outbox');
}

/**
 * The raw .eml of the newest mail to `to` whose subject contains `subject`, written after `after`
 * (ms since the epoch), waiting up to `timeoutMs` for it.
 */
export async function mailTo(
  outbox: string,
  to: string,
  subject: string,
  after = 0,
  timeoutMs = 5000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const found: string[] = [];
    for (const file of files.sort().reverse()) {
      if (Number(file.split('-')[0]) < after) continue;
      const raw = await readFile(path.join(outbox, file), 'utf8');
      const toLine = new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi');
      if (toLine.test(raw) && headerOf(raw, 'Subject').includes(subject)) found.push(raw);
    }
    if (found[0]) return found[0];
    if (Date.now() > until) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 4-character code of a reset mail (its subject says "Your Oculo verification code: XXXX"). */
export function resetCodeIn(raw: string): string {
  const code = /verification code: ([A-Z0-9]{4})/.exec(raw)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The token of a confirm mail's link ("/?confirmEmail=…"), its quoted-printable undone. */
export function confirmTokenIn(raw: string): string {
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /confirmEmail=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
  if (!token) throw new Error('no confirm link in the mail');
  return token;
}

/** A header's value, with folded lines joined. */
export function headerOf(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, 'mi').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
}

/**
 * Waits until the outbox (outgoing_mails) has sent every mail that was queued: a change queues its
 * mail in its transaction and the shop sends it in the background (docs/architecture.md#mail).
 */
export async function allMailSent(timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const db = await database();
  for (;;) {
    await deliverQueuedMails();
    const [waiting] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from outgoing_mails where sent_at is null`),
    );
    if (waiting?.n === 0) return;
    if (Date.now() > until) throw new Error(`${waiting?.n} mails still unsent`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
