import type { UserInfo } from '@/lib/contract/calls/user';
import * as accounts from '@/lib/server/domain/accounts';
import type { CallContext } from '@/lib/server/platform/call-context';
import * as checkout from '@/lib/server/domain/checkout';
import { currentWelcomeTerms } from '@/lib/server/flows/advertised-terms';
import { handOverAtSignIn } from './hand-over';

type SignedIn = Promise<{ token: string; userInfo: UserInfo }>;

/** POST /api/user/login. */
export function login(input: { email: string; password: string }, context: CallContext): SignedIn {
  return accounts.login(input, context, handOverAtSignIn);
}

/**
 * POST /api/user/confirmEmail: the mailed link confirms the e-mail and signs in; the welcome mail
 * names the offer and free shipping as the owner keeps them now.
 */
export function confirmEmail(input: { token: string }, context: CallContext): SignedIn {
  return accounts.confirmEmail(input, context, handOverAtSignIn, currentWelcomeTerms);
}

/** POST /api/user/forgetPassword: a new password by the mailed code or link, signed in. */
export function resetPassword(
  input: { email: string; code?: string; token?: string; password: string },
  context: CallContext,
): SignedIn {
  return accounts.resetPassword(input, context, handOverAtSignIn);
}

/** POST /api/user/fastRegister: an account from an e-mail alone (checkout), signed in at once. */
export function fastRegister(input: { email: string }, context: CallContext): SignedIn {
  return accounts.fastRegister(input, context, handOverAtSignIn);
}

/** POST /api/cart/snapshootShipping: a guest's checkout makes its account and signs in. */
export function snapshootShipping(
  input: Parameters<typeof checkout.snapshootShipping>[0],
  context: CallContext,
): ReturnType<typeof checkout.snapshootShipping> {
  return checkout.snapshootShipping(input, context, handOverAtSignIn);
}
