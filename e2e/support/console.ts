import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TOTP, Secret } from 'otpauth';
import type { Page } from '@playwright/test';

// The operator console in the browser suite (issue 20): the first owner from the command line, and
// codes of an authenticator app computed from the secret the console shows.

const run = promisify(execFile);

/**
 * `npm run operator -- add <email> --role <role>` against the database the "postgres" project's
 * server runs on (e2e/support/serve-fresh-postgres.mjs serves E2E_DATABASE_URL itself); answers the
 * one-time link's path and query, to open on the server under test.
 */
export async function addMemberByCommand(
  email: string,
  role: 'owner' | 'staff' | 'catalog',
): Promise<string> {
  const database = process.env.E2E_DATABASE_URL;
  if (!database)
    throw new Error('E2E_DATABASE_URL is not set: the console tests run in the postgres project');
  const { stdout } = await run('npm', ['run', '--silent', 'operator', '--', 'add', email, '--role', role], {
    env: { ...process.env, DATABASE_URL: database, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });
  const link = stdout.split('\n').find((line) => /\/admin\/set-password\?token=/.test(line));
  if (!link) throw new Error(`no set-password link in:\n${stdout}`);
  const url = new URL(link.trim());
  return `${url.pathname}${url.search}`;
}

/** The code an authenticator app shows for `secret`, `stepsAhead` 30-second steps from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/** A staff e-mail unique to this run. */
export function staffEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@oculo.test`;
}

/** Signs in on /admin/sign-in with e-mail, password and (when asked) the code of `secret`. */
export async function signInOnPage(
  page: Page,
  email: string,
  password: string,
  secret?: string,
  stepsAhead = 0,
): Promise<void> {
  await page.getByTestId('sign-in-email').fill(email);
  await page.getByTestId('sign-in-password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  if (secret) {
    await page.getByTestId('sign-in-code').fill(totpCode(secret, stepsAhead));
    await page.getByTestId('sign-in-submit').click();
  }
}

/** The console token the browser holds (to open more pages as the same operator). */
export async function consoleToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'oculo_operator');
  if (!cookie) throw new Error('not signed in to the console');
  return cookie.value;
}
