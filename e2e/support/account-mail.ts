import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';

// The mails of the server under test, read from its outbox (no SMTP_URL in the suite): the desktop
// and phone server's data folder, and `.data` for the postgres project's server.
const OUTBOXES = [path.join(process.env.E2E_DATA_DIR ?? '.data/e2e', 'outbox'), path.join('.data', 'outbox')];

/** The token of the newest confirm link mailed to `email` (docs/security.md#account-enumeration). */
export async function confirmTokenFor(email: string, after = 0): Promise<string> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    for (const outbox of OUTBOXES) {
      const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        // a mail's file is named by the time it was written
        if (Number(file.split('-')[0]) < after) break;
        const raw = await readFile(path.join(outbox, file), 'utf8');
        if (!raw.includes(`To: ${email}`)) continue;
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const token = /confirmEmail=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
        if (token) return token;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no confirm mail to ${email}`);
}

/**
 * Registers through /api/user/register and opens the mailed confirm link through
 * /api/user/confirmEmail, as a shopper does: registering alone no longer signs in. Answers the
 * bearer token of the signed-in account.
 */
export async function registerConfirmed(
  request: APIRequestContext,
  account: { email: string; password: string; firstName?: string },
): Promise<string> {
  const started = Date.now() - 1000;
  const made = await (await request.post('/api/user/register', { data: account })).json();
  if (made?.code !== 200) throw new Error(`register failed: ${made?.msg}`);
  const token = await confirmTokenFor(account.email, started);
  const confirmed = await (await request.post('/api/user/confirmEmail', { data: { token } })).json();
  const session: unknown = confirmed?.data?.token;
  if (confirmed?.code !== 200 || typeof session !== 'string')
    throw new Error(`confirmEmail failed: ${confirmed?.msg}`);
  return session;
}
