import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { MailTopicChoice, subscriptionSaveCall } from '@/lib/contract/calls/subscription';
import { RefusedError } from '@/lib/contract/errors';
import {
  MAIL_TOPIC_INFO,
  MAIL_TOPICS,
  isSubscribed,
  mailChoiceRefusal,
  type MailTopic,
} from '@/lib/shop/mail-topics';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { mailPreferences } from './tables';
import { accountNewsletterChoice, isOnNewsletter, setNewsletter, setNewsletterUnproved } from './newsletter';

type SaveInput = z.infer<typeof subscriptionSaveCall.input>;

/**
 * The signed-in account whose choices these are; whether it proved its mailbox decides what the
 * newsletter list says for it. Accounts, above this module, finds it (docs/architecture.md#layers).
 */
export interface MailAccount {
  id: number;
  email: string;
  ownsMailbox: boolean;
}

/** POST /api/subscription/list: every topic with the caller's choice or its default. */
export async function listMailPreferences(
  accountOf: (db: Database) => Promise<MailAccount>,
): Promise<{ list: MailTopicChoice[] }> {
  const db = await database();
  return { list: await preferencesOf(db, await accountOf(db)) };
}

/**
 * POST /api/subscription/save: one choice or several. A choice a topic refuses (turning order
 * updates off) refuses the whole save before anything is written.
 */
export async function saveMailPreferences(
  input: SaveInput,
  accountOf: (db: Database) => Promise<MailAccount>,
): Promise<{ list: MailTopicChoice[] }> {
  const choices = 'list' in input ? input.list : [input];
  for (const choice of choices) {
    const refusal = mailChoiceRefusal(choice.topic, choice.subscribed);
    if (refusal) throw new RefusedError(refusal);
  }
  // the last choice of a topic wins, as if they were saved one after another
  const latest = new Map<MailTopic, boolean>(choices.map((choice) => [choice.topic, choice.subscribed]));

  const db = await database();
  const account = await accountOf(db);
  const userId = account.id;
  const now = new Date();
  for (const [topic, subscribed] of latest) {
    if (MAIL_TOPIC_INFO[topic].locked) continue;
    if (topic === 'newsletter') {
      if (account.ownsMailbox) await setNewsletter(db, userId, account.email, subscribed);
      else await setNewsletterUnproved(db, userId, account.email, subscribed);
      continue;
    }
    await db
      .insert(mailPreferences)
      .values({ userId, topic, subscribed, updatedAt: now })
      .onConflictDoUpdate({
        target: [mailPreferences.userId, mailPreferences.topic],
        set: { subscribed, updatedAt: now },
      });
  }
  return { list: await preferencesOf(db, account) };
}

async function preferencesOf(db: Database, account: MailAccount): Promise<MailTopicChoice[]> {
  const rows = await db
    .select({ topic: mailPreferences.topic, subscribed: mailPreferences.subscribed })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, account.id));
  const saved = new Map(rows.map((row) => [row.topic, row.subscribed]));
  // the newsletter list is the newsletter's truth (the footer form may have changed it), for the
  // account that holds the mailbox; another sees only its own choice
  saved.set(
    'newsletter',
    account.ownsMailbox
      ? await isOnNewsletter(db, account.email)
      : await accountNewsletterChoice(db, account.id),
  );
  return MAIL_TOPICS.map((topic) => {
    const info = MAIL_TOPIC_INFO[topic];
    return {
      topic,
      title: info.title,
      description: info.description,
      subscribed: isSubscribed(topic, saved.get(topic)),
      locked: info.locked,
    };
  });
}
