import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_EMAIL,
  LOGIN_LIMIT_MINUTES,
} from '@/lib/contract/calls/user';
import { createLimiter, secondsBlocked, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { shopCounter } from '@/lib/server/platform/telemetry';

/** Wrong passwords, by shoppers' sign-in and the console's (docs/operating.md#metrics). */
const signInFailures = shopCounter('oculo_sign_in_failures_total', 'Sign-ins refused for a wrong password', [
  'scope',
]);

const WINDOW_SECONDS = LOGIN_LIMIT_MINUTES * 60;
const TOO_MANY = 'Too many sign-in attempts.';

/** How much later an attempt for a much-failed e-mail is answered, per failure past the limit. */
export const SLOW_DOWN_STEP_MS = 250;
/** The longest an attempt is held: an owner signing in waits at most this long. */
export const SLOW_DOWN_MAX_MS = 2000;
/** The e-mail's failures are only counted (and slow it down), never refused: far above any count. */
const COUNT_ONLY = 1_000_000_000;

/**
 * Failed sign-ins, in Redis when REDIS_URL is set so every instance behind the load balancer counts
 * the same. Only failures count.
 *
 * - Per e-mail from one network address: LOGIN_FAILURES_PER_EMAIL failures in LOGIN_LIMIT_MINUTES,
 *   then that pair waits LOGIN_LIMIT_MINUTES (429). A success clears the pair.
 * - Per network address: LOGIN_FAILURES_PER_ADDRESS failures across e-mails, then the address waits.
 * - Per e-mail from everywhere: never refused, only slowed. Past LOGIN_FAILURES_PER_EMAIL failures
 *   each attempt is answered SLOW_DOWN_STEP_MS later per further failure, at most SLOW_DOWN_MAX_MS.
 *
 * Why the e-mail alone no longer locks: a lock per e-mail let anyone who knows an address keep its
 * owner out for good (10 wrong passwords every 15 minutes), and a lock per network address alone
 * let one attacker lock out everyone behind a shared proxy. OWASP ASVS 5.0 §6.3.1 asks for
 * controls against credential stuffing and brute force as the security documentation defines
 * them, and §6.1.1 that the documentation make clear how they "prevent malicious account
 * lockout" (ASVS 4.0's §2.2.1 named soft lockouts and ever increasing delays among them). So the
 * hard limits are per (e-mail, address) and per address, where only the attacker's own address is
 * refused, and an attacker spread over many addresses meets a small, capped delay per e-mail that
 * an owner barely notices (at most 2 s, and only while the e-mail is under attack), while argon2id
 * and the per-address limits bound the guesses each address gets.
 */
export class LoginLimits {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perEmail: RateLimiterAbstract;
  private readonly scope: string;

  /** `scope` names the counters: shoppers' sign-ins and the operator console's are counted apart. */
  constructor(redis?: Redis | null, scope = 'login') {
    this.scope = scope;
    const rule = (keyPrefix: string, points: number) => ({
      keyPrefix: `${scope}-${keyPrefix}`,
      points,
      duration: WINDOW_SECONDS,
      blockDuration: WINDOW_SECONDS,
    });
    this.perPair = createLimiter(rule('email-address', LOGIN_FAILURES_PER_EMAIL), redis);
    this.perAddress = createLimiter(rule('address', LOGIN_FAILURES_PER_ADDRESS), redis);
    this.perEmail = createLimiter(
      { keyPrefix: `${scope}-email-failures`, points: COUNT_ONLY, duration: WINDOW_SECONDS },
      redis,
    );
  }

  /**
   * Refuses with 429, before the password is checked, when the pair or the address has spent its
   * failures; otherwise holds the attempt for the e-mail's slow-down, if any.
   */
  async checkAllowed(email: string, address: string): Promise<void> {
    const waits = await Promise.all([
      secondsBlocked(this.perPair, pairKey(email, address)),
      secondsBlocked(this.perAddress, address),
    ]);
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) throw waitMessage(retryAfter, TOO_MANY);
    const delay = await this.slowDownMs(email);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** How long an attempt for this e-mail is held now: 0 until it has failed LOGIN_FAILURES_PER_EMAIL times. */
  async slowDownMs(email: string): Promise<number> {
    const state = await this.perEmail.get(email);
    const beyond = (state?.consumedPoints ?? 0) - LOGIN_FAILURES_PER_EMAIL + 1;
    return beyond > 0 ? Math.min(SLOW_DOWN_MAX_MS, beyond * SLOW_DOWN_STEP_MS) : 0;
  }

  async recordFailure(email: string, address: string): Promise<void> {
    signInFailures.add({ scope: this.scope });
    await Promise.all([
      spendAttempt(this.perPair, [pairKey(email, address)]),
      spendAttempt(this.perAddress, [address]),
      spendAttempt(this.perEmail, [email]),
    ]);
  }

  /**
   * Clears the pair's failures. The e-mail's count stays: an attacker elsewhere keeps meeting the
   * slow-down while the owner is signed in.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    await this.perPair.delete(pairKey(email, address));
  }
}

/**
 * An address key never holds a space (an IPv6 one ends in "/64", docs/security.md#address-keys),
 * so the pair's key cannot be read two ways whatever the e-mail holds.
 */
const pairKey = (email: string, address: string) => `${email} ${address}`;

let shared: LoginLimits | undefined;
let operators: LoginLimits | undefined;

/** This instance's limits (on the shared Redis when configured). */
export function loginLimits(): LoginLimits {
  return (shared ??= new LoginLimits());
}

/** The operator console's sign-in limits: as for shoppers, counted apart. */
export function staffLoginLimits(): LoginLimits {
  return (operators ??= new LoginLimits(undefined, 'staff-login'));
}
