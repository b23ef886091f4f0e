import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { ACCOUNT_NOTICES_PER_DAY } from '@/lib/contract/calls/user';
import { createLimiter, spendAttempt } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';

let perEmail: RateLimiterAbstract | undefined;

/**
 * Whether one more mail its owner did not ask for may go to `email` today: that someone tried to
 * register with it or checked out with it, or a confirm link again after a sign-in before
 * confirming. At most ACCOUNT_NOTICES_PER_DAY a day, so these calls, which answer the same whether
 * or not a mail goes out (docs/security.md#account-enumeration), cannot flood a mailbox.
 */
export async function mayMailOwner(email: string): Promise<boolean> {
  perEmail ??= createLimiter({
    keyPrefix: 'account-notice-email',
    points: ACCOUNT_NOTICES_PER_DAY,
    duration: hoursToSeconds(24),
  });
  return (await spendAttempt(perEmail, [email])) === 0;
}
