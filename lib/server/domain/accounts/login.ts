import { RefusedError } from '@/lib/contract/errors';
import type { UserInfo } from '@/lib/contract/calls/user';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { requestAddress } from '@/lib/server/platform/client-address';
import { loginLimits } from './login-limits';
import { mailConfirmLinkAgain } from './email-confirmation';
import { checkDecoyPassword, passwordMatches } from './passwords';
import { signInAnswer, type SignInHandOver } from './signed-in-answer';
import { findUserByEmail } from './user-info';

export const WRONG_LOGIN_MESSAGE = 'The e-mail or password is not right.';

/**
 * POST /api/user/login. The same refusal, in the same time, for an unknown e-mail, a wrong
 * password and an account whose e-mail is not confirmed yet (docs/security.md#account-enumeration):
 * registering answers alike for new and known e-mails, so signing in with the password just
 * chosen must not tell them apart either. The right password of an unconfirmed account mails its
 * confirm link again, quietly.
 */
export async function login(
  input: { email: string; password: string },
  context: CallContext,
  handOver: SignInHandOver,
): Promise<{ token: string; userInfo: UserInfo }> {
  const limits = loginLimits();
  const address = requestAddress(context.request);
  await limits.checkAllowed(input.email, address);

  const db = await database();
  const user = await findUserByEmail(db, input.email);
  const matches = user?.passwordHash
    ? await passwordMatches(user.passwordHash, input.password)
    : await checkDecoyPassword(input.password);
  if (!user || !matches || !user.emailConfirmedAt) {
    await limits.recordFailure(input.email, address);
    if (user && matches) mailConfirmLinkAgain(user);
    throw new RefusedError(WRONG_LOGIN_MESSAGE);
  }
  await limits.recordSuccess(input.email, address);
  return signInAnswer(db, user, context.deviceId, handOver);
}
