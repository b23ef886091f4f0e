import path from 'node:path';
import type { UserInfo } from '@/lib/contract/calls/user';
import { serverConfig } from '@/lib/server/platform/config';
import { post } from './call-route';
import { confirmTokenIn, mailTo } from './outbox';

/** The subject of the mail whose link confirms a new account (docs/security.md#account-enumeration). */
export const CONFIRM_SUBJECT = 'Confirm your e-mail';

export interface RegisterInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  newsletter?: boolean;
}

/**
 * Registers through /api/user/register as the site does, then opens the mailed confirm link
 * (/api/user/confirmEmail) from this file's outbox: the account signed in, as registering alone
 * no longer signs in. `headers` go with both calls (a network address, a device id).
 */
export async function registerConfirmed(
  input: RegisterInput,
  headers: Record<string, string> = {},
): Promise<{ token: string; userInfo: UserInfo }> {
  const started = Date.now();
  const made = await post('/api/user/register', input, headers);
  if (made.body.code !== 200) throw new Error(`register failed: ${made.body.msg}`);
  const outbox = path.join(serverConfig().dataDir, 'outbox');
  const mail = await mailTo(outbox, input.email.trim().toLowerCase(), CONFIRM_SUBJECT, started - 1000);
  const confirmed = await post<{ token: string; userInfo: UserInfo }>(
    '/api/user/confirmEmail',
    { token: confirmTokenIn(mail) },
    headers,
  );
  if (confirmed.body.code !== 200) throw new Error(`confirmEmail failed: ${confirmed.body.msg}`);
  return confirmed.body.data;
}
