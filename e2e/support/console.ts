import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { TOTP, Secret } from 'otpauth';
import type { Page } from '@playwright/test';

// The operator console in the browser suite (docs/operating.md#console): the first owner from the
// command line, and codes of an authenticator app computed from the secret the console shows.

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

type Api = import('@playwright/test').APIRequestContext;

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A call of the shop's API that must succeed: its data, or an error with the shop's words. */
export async function apiData<T>(
  request: Api,
  path: string,
  data: object = {},
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await request.post(path, { data, headers });
  const body = (await answer.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The password of the members ownerAndStaff makes. */
export const CONSOLE_PASSWORD = 'a long passphrase for the console';

/**
 * An owner made by the command and a staff member the owner adds, both signed in through the
 * API (their pages are tested in admin-console.spec.ts): the tokens the console's cookie holds.
 */
export async function ownerAndStaff(
  request: Api,
  label: string,
): Promise<{ owner: { email: string; token: string }; staff: { email: string; token: string } }> {
  const password = CONSOLE_PASSWORD;
  const ownerEmail = staffEmail(`${label}-owner`);
  const ownerLink = new URL(await addMemberByCommand(ownerEmail, 'owner'), 'http://x');
  await apiData(request, '/api/admin/session/setPassword', {
    token: ownerLink.searchParams.get('token'),
    password,
  });
  const enrol = await apiData<{ state: string; secret: string }>(request, '/api/admin/session/signIn', {
    email: ownerEmail,
    password,
  });
  const owner = await apiData<{ token: string }>(request, '/api/admin/session/signIn', {
    email: ownerEmail,
    password,
    enrolSecret: enrol.secret,
    code: totpCode(enrol.secret),
  });
  const staffAddress = staffEmail(`${label}-staff`);
  const added = await apiData<{ link: string }>(
    request,
    '/api/admin/staff/add',
    { email: staffAddress, name: 'Sam Rivera', role: 'staff' },
    bearer(owner.token),
  );
  await apiData(request, '/api/admin/session/setPassword', {
    token: new URL(added.link).searchParams.get('token'),
    password,
  });
  const staff = await apiData<{ token: string }>(request, '/api/admin/session/signIn', {
    email: staffAddress,
    password,
  });
  return {
    owner: { email: ownerEmail, token: owner.token },
    staff: { email: staffAddress, token: staff.token },
  };
}

/** The browser holds this console token, as the sign-in page keeps it. */
export async function holdConsoleToken(
  page: Page,
  baseURL: string | undefined,
  token: string,
): Promise<void> {
  await page.context().addCookies([{ name: 'oculo_operator', value: token, url: baseURL ?? '' }]);
}
