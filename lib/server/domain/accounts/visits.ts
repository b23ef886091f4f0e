import { and, eq, isNull, sql } from 'drizzle-orm';
import { database } from '@/lib/server/platform/db';
import { hoursToSeconds } from '@/lib/shop/time';
import { users, userVisits } from './tables';
import type { Shopper } from './shopper';
import { digestOf, randomToken } from './secrets';

/** A visit longer than this is counted as this long (a tab left open over a weekend). */
const LONGEST_VISIT_SECONDS = hoursToSeconds(4);

/**
 * POST /api/user/joinUserTime (docs/product.md#accounts): a visit starts; its key comes back with
 * the leave beacon.
 */
export async function joinVisit(shopper: Shopper): Promise<{ visitKey: string }> {
  const db = await database();
  const visitKey = randomToken();
  await db.insert(userVisits).values({ userId: shopper.userId, keyHash: digestOf(visitKey) });
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, shopper.userId));
  return { visitKey };
}

/**
 * POST /api/user/leaveUserTime (docs/product.md#accounts, sent as a beacon when the page is
 * hidden): closes the visit and adds its length to the account's time on the site. A key closes one
 * visit once.
 */
export async function leaveVisit(input: { visitKey: string }): Promise<{ recorded: boolean }> {
  const db = await database();
  const now = new Date();
  const [visit] = await db
    .update(userVisits)
    .set({ leftAt: now })
    .where(and(eq(userVisits.keyHash, digestOf(input.visitKey)), isNull(userVisits.leftAt)))
    .returning({ userId: userVisits.userId, joinedAt: userVisits.joinedAt });
  if (!visit) return { recorded: false };
  const seconds = Math.min(
    LONGEST_VISIT_SECONDS,
    Math.max(0, Math.round((now.getTime() - visit.joinedAt.getTime()) / 1000)),
  );
  await db
    .update(users)
    .set({ visitSeconds: sql`${users.visitSeconds} + ${seconds}`, lastSeenAt: now })
    .where(eq(users.id, visit.userId));
  return { recorded: true };
}
