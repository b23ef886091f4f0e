import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LOGIN_FAILURES_PER_EMAIL } from '@/lib/contract/calls/user';
import { LoginLimits, SLOW_DOWN_STEP_MS } from '@/lib/server/domain/accounts/login-limits';
import { connectRedis } from '@/lib/server/platform/redis';

// docs/scaling-out.md#shared-limits: the login limits hold across two server instances sharing
// Redis. Each "instance" here is what a server process builds at start: its own Redis connection
// and its own limiter objects (with their own in-memory insurance), sharing nothing but the Redis
// server. Needs Redis (REDIS_URL, default redis://127.0.0.1:6379); CI always has it, a laptop may
// not.

const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const connections: Redis[] = [];
let available = false;

beforeAll(async () => {
  const probe = connectRedis(url);
  connections.push(probe);
  available = await probe
    .connect()
    .then(() => probe.ping())
    .then(() => true)
    .catch(() => false);
  if (!available && process.env.CI) throw new Error(`CI needs Redis at ${url}`);
});

afterAll(async () => {
  await Promise.all(connections.map((redis) => redis.quit().catch(() => undefined)));
});

async function instance(): Promise<LoginLimits> {
  const redis = connectRedis(url);
  connections.push(redis);
  await redis.connect();
  return new LoginLimits(redis);
}

it(`refuses an e-mail from one address on instance B after ${LOGIN_FAILURES_PER_EMAIL} failures split across A and B, and slows the e-mail on both`, async () => {
  if (!available) {
    console.warn(`Redis is not reachable at ${url}: the shared-limit test did not run`);
    return;
  }
  const [a, b] = [await instance(), await instance()];
  const email = `shared-${randomBytes(4).toString('hex')}@example.com`;
  const attacker = `198.51.100.${randomBytes(1)[0]}`;
  for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
    const serving = i % 2 === 0 ? a : b;
    await serving.checkAllowed(email, attacker);
    await serving.recordFailure(email, attacker);
  }
  await expect(b.checkAllowed(email, attacker)).rejects.toMatchObject({ code: 429 });
  await expect(a.checkAllowed(email, attacker)).rejects.toMatchObject({ code: 429 });
  // the owner's own address is let through on either instance, only a little later
  await expect(a.checkAllowed(email, '192.0.2.1')).resolves.toBeUndefined();
  expect(await b.slowDownMs(email)).toBe(SLOW_DOWN_STEP_MS);

  // one instance alone, without Redis, would have let the attacker keep going
  const alone = new LoginLimits(null);
  await expect(alone.checkAllowed(email, attacker)).resolves.toBeUndefined();
  expect(await alone.slowDownMs(email)).toBe(0);
});
