import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { LOGIN_COOKIE_DAYS } from '@/lib/shop/constants';
import type { Database } from '@/lib/server/platform/db';
import { users, userSessions } from './tables';
import { digestOf, randomToken } from './secrets';

/** docs/product.md#constants: the login cookie lives 2 days; the session it carries lives exactly as long. */
export const SESSION_MS = LOGIN_COOKIE_DAYS * 24 * 60 * 60 * 1000;

export interface Session {
  sessionId: number;
  userId: number;
}

/** Starts a session for the account and answers its token (shown once, stored only as a digest). */
export async function startSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(userSessions).values({
    userId,
    tokenHash: digestOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  return token;
}

/**
 * The live session a token belongs to, or null when the token is unknown, expired or revoked
 * (logout, or a password change, which revokes the account's other sessions), or its account is
 * blocked (blocking revokes them too, but a sign-in racing the block would otherwise keep its new
 * session).
 */
export async function sessionOfToken(db: Database, token: string, now = new Date()): Promise<Session | null> {
  if (token.length > 200) return null;
  const [row] = await db
    .select({ sessionId: userSessions.id, userId: userSessions.userId })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, digestOf(token)),
        isNull(userSessions.revokedAt),
        gt(userSessions.expiresAt, now),
        isNull(users.blockedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Logout: this session ends now. */
export async function endSession(db: Database, sessionId: number, now = new Date()): Promise<void> {
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** A password change: every other session of the account ends (the current one, if any, stays). */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number | null,
  now = new Date(),
): Promise<void> {
  const others = keepSessionId === null ? undefined : ne(userSessions.id, keepSessionId);
  await db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(and(eq(userSessions.userId, userId), isNull(userSessions.revokedAt), others));
}
