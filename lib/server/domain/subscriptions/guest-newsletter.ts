import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { newsletterSubscribers } from './tables';

/**
 * Puts an e-mail on the newsletter list from the footer form. An address already on the list
 * keeps its first date; one that had left comes back. The row's account, if any, stays as it is:
 * a guest typing somebody's e-mail changes nothing of that account.
 */
export async function joinNewsletterAsGuest(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: {
        subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else excluded.subscribed_at end`,
        unsubscribedAt: null,
      },
    });
}
