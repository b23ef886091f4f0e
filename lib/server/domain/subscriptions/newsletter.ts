import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { mailPreferences, newsletterSubscribers } from './tables';

/**
 * Turns the newsletter on or off for an account: the newsletter list (which the footer form,
 * /api/user/subscribe, also writes) and the account's mail preference change together, so the
 * footer and the subscriptions page always agree. Turning off keeps the row with its
 * unsubscribed time (proof of the choice); turning on again clears it. Idempotent.
 */
export async function setNewsletter(db: Database, userId: number, email: string, on: boolean): Promise<void> {
  const now = new Date();
  const address = email.trim().toLowerCase();
  if (on) {
    await db
      .insert(newsletterSubscribers)
      .values({ email: address, userId, subscribedAt: now })
      .onConflictDoUpdate({
        target: newsletterSubscribers.email,
        set: {
          userId,
          // a shopper already on the list keeps the date they first joined
          subscribedAt: sql`case when ${newsletterSubscribers.unsubscribedAt} is null then ${newsletterSubscribers.subscribedAt} else excluded.subscribed_at end`,
          unsubscribedAt: null,
        },
      });
  } else {
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(and(eq(newsletterSubscribers.email, address), isNull(newsletterSubscribers.unsubscribedAt)));
  }
  await db
    .insert(mailPreferences)
    .values({ userId, topic: 'newsletter', subscribed: on, updatedAt: now })
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.topic],
      set: { subscribed: on, updatedAt: now },
    });
}

/** Whether an e-mail is on the newsletter list now: the newsletter topic's truth for an account. */
export async function isOnNewsletter(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, email.trim().toLowerCase()),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * The newsletter choice an account saved for itself, apart from the list: what an account that has
 * not proved its mailbox is shown, since the list's state belongs to whoever holds the e-mail.
 */
export async function accountNewsletterChoice(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ subscribed: mailPreferences.subscribed })
    .from(mailPreferences)
    .where(and(eq(mailPreferences.userId, userId), eq(mailPreferences.topic, 'newsletter')))
    .limit(1);
  return row?.subscribed ?? false;
}

/**
 * The newsletter choice of an account that has not proved its mailbox (not confirmed, or held apart
 * for a checkout): joining writes the list, as the footer form does for anyone; leaving is kept as
 * the account's own choice only, so nobody takes another's e-mail off the list
 * (docs/security.md#account-enumeration).
 */
export async function setNewsletterUnproved(db: Database, userId: number, email: string, on: boolean) {
  if (on) {
    await setNewsletter(db, userId, email, true);
    return;
  }
  const now = new Date();
  await db
    .insert(mailPreferences)
    .values({ userId, topic: 'newsletter', subscribed: false, updatedAt: now })
    .onConflictDoUpdate({
      target: [mailPreferences.userId, mailPreferences.topic],
      set: { subscribed: false, updatedAt: now },
    });
}
