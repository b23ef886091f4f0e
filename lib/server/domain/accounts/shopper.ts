import { SignInRequiredError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import type { CallContext } from '@/lib/server/platform/call-context';
import { sessionOfToken, type Session } from './sessions';

/** The signed-in shopper behind a call: the account and the session (browser) it came from. */
export type Shopper = Session;

const resolved = new WeakMap<object, Promise<Shopper | null>>();

/**
 * The shopper a call's bearer token signs in, or null when the call has no token. A token that
 * no longer signs anyone in (unknown, expired, revoked) answers code 3, so the browser logs out
 * (docs/product.md#errors). Resolved once per request however many modules ask.
 */
export function shopperOf(context: Pick<CallContext, 'bearerToken'>): Promise<Shopper | null> {
  let shopper = resolved.get(context);
  if (!shopper) {
    shopper = resolveShopper(context.bearerToken);
    resolved.set(context, shopper);
  }
  return shopper;
}

async function resolveShopper(token: string | undefined): Promise<Shopper | null> {
  if (!token) return null;
  const session = await sessionOfToken(await database(), token);
  if (!session) throw new SignInRequiredError();
  return session;
}

/** The signed-in shopper, or code 3 for a call without a live sign-in. */
export async function requireShopper(context: Pick<CallContext, 'bearerToken'>): Promise<Shopper> {
  const shopper = await shopperOf(context);
  if (!shopper) throw new SignInRequiredError();
  return shopper;
}
