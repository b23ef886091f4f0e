import type { Redis } from 'ioredis';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_EMAIL,
  LOGIN_LIMIT_MINUTES,
} from '@/lib/contract/calls/user';
import { createLimiter, secondsBlocked, spendAttempt, waitMessage } from '../limits/limiter';

const WINDOW_SECONDS = LOGIN_LIMIT_MINUTES * 60;
const TOO_MANY = 'Too many sign-in attempts.';

/**
 * Failed sign-ins counted per e-mail and per network address (issue 4: "10 failures, then a
 * wait"), in Redis when REDIS_URL is set, so every instance behind the load balancer refuses the
 * same attacker. Only failures count; a success clears the e-mail's count.
 */
export class LoginLimits {
  private readonly perEmail: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(redis?: Redis | null) {
    const rule = (keyPrefix: string, points: number) => ({
      keyPrefix,
      points,
      duration: WINDOW_SECONDS,
      blockDuration: WINDOW_SECONDS,
    });
    this.perEmail = createLimiter(rule('login-email', LOGIN_FAILURES_PER_EMAIL), redis);
    this.perAddress = createLimiter(rule('login-address', LOGIN_FAILURES_PER_ADDRESS), redis);
  }

  /** Refuses with 429 before the password is checked when either key has spent its failures. */
  async checkAllowed(email: string, address: string | undefined): Promise<void> {
    const waits = await Promise.all([
      secondsBlocked(this.perEmail, email),
      address ? secondsBlocked(this.perAddress, address) : 0,
    ]);
    const retryAfter = Math.max(...waits);
    if (retryAfter > 0) throw waitMessage(retryAfter, TOO_MANY);
  }

  async recordFailure(email: string, address: string | undefined): Promise<void> {
    await Promise.all([
      spendAttempt(this.perEmail, [email]),
      address ? spendAttempt(this.perAddress, [address]) : 0,
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.perEmail.delete(email);
  }
}

let shared: LoginLimits | undefined;

/** This instance's limits (on the shared Redis when configured). */
export function loginLimits(): LoginLimits {
  return (shared ??= new LoginLimits());
}
