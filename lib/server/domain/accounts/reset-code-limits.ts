import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RESET_ASKS_PER_ADDRESS_HOUR, RESET_ASKS_PER_EMAIL_ADDRESS_DAY } from '@/lib/contract/calls/user';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';

const TOO_MANY = 'Too many requests for a reset code from this network.';

let perAddress: RateLimiterAbstract | undefined;
let perEmailAddress: RateLimiterAbstract | undefined;

/**
 * Asking for reset codes (docs/product.md#password-reset): an account gets RESET_CODES_PER_DAY
 * codes a day, and ten calls from anywhere used to spend them all, leaving its owner without a code
 * until the next day. Now one address gets RESET_ASKS_PER_EMAIL_ADDRESS_DAY of an e-mail's codes a
 * day, so the owner, from their own address, always has codes left unless several addresses attack
 * together, and RESET_ASKS_PER_ADDRESS_HOUR across all e-mails, so one address cannot mail many
 * inboxes. There is deliberately no limit per e-mail alone below the daily cap: anyone could spend
 * it and keep the owner from resetting (the lockout that sign-in no longer has). Counted per e-mail
 * as typed, whether or not it has an account, so a 429 reveals nothing about accounts.
 */
export async function spendResetCodeAsk(email: string, address: string): Promise<void> {
  perAddress ??= createLimiter({
    keyPrefix: 'reset-ask-address',
    points: RESET_ASKS_PER_ADDRESS_HOUR,
    duration: hoursToSeconds(1),
  });
  perEmailAddress ??= createLimiter({
    keyPrefix: 'reset-ask-email-address',
    points: RESET_ASKS_PER_EMAIL_ADDRESS_DAY,
    duration: hoursToSeconds(24),
  });
  const waits = await Promise.all([
    spendAttempt(perAddress, [address]),
    // an address key never holds a space (docs/security.md#address-keys), so the key cannot be read two ways
    spendAttempt(perEmailAddress, [`${email} ${address}`]),
  ]);
  const retryAfter = Math.max(...waits);
  if (retryAfter > 0) throw waitMessage(retryAfter, TOO_MANY);
}
