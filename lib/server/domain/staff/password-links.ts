import { and, eq, gt, isNull } from 'drizzle-orm';
import { STAFF_LINK_DAYS } from '@/lib/shop/staff-roles';
import { digestOf, randomToken } from '@/lib/server/domain/accounts';
import { storeSettingsNow } from '@/lib/server/domain/store-settings';
import type { Database } from '@/lib/server/platform/db';
import { staffPasswordLinks } from './tables';

/** The console page a link opens. */
export function passwordLinkAddress(token: string): string {
  return new URL(
    `/admin/set-password?token=${encodeURIComponent(token)}`,
    storeSettingsNow().settings.publicUrl,
  ).toString();
}

/**
 * A new one-time set-password link for a member; earlier unused links of the member stop working,
 * so only the newest link handed out opens the account.
 */
export async function newPasswordLink(db: Database, staffId: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db
    .update(staffPasswordLinks)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordLinks.staffId, staffId), isNull(staffPasswordLinks.usedAt)));
  await db.insert(staffPasswordLinks).values({
    staffId,
    tokenHash: digestOf(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + STAFF_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

/** The live link a token is, locked for its use, or null when unknown, used or expired. */
export async function liveLink(db: Database, token: string, now = new Date(), lock = false) {
  if (token.length > 200) return null;
  const query = db
    .select()
    .from(staffPasswordLinks)
    .where(
      and(
        eq(staffPasswordLinks.tokenHash, digestOf(token)),
        isNull(staffPasswordLinks.usedAt),
        gt(staffPasswordLinks.expiresAt, now),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
