import { z } from 'zod';
import { MAIL_TOPICS } from '@/lib/shop/mail-topics';
import { defineCall, noInput } from '../call';
import { listOf } from '../fields';

// docs/product.md#calls: /api/subscription/list and /save, the shopper's mail preferences. The
// topics and their defaults live in lib/shop/mail-topics.ts.

export const mailTopicSchema = z.object({
  topic: z.enum(MAIL_TOPICS),
  title: z.string(),
  description: z.string(),
  /** Whether the shopper gets this mail now (the topic's default until they choose). */
  subscribed: z.boolean(),
  /** Order and shipping mail: always on, shown switched on and disabled. */
  locked: z.boolean(),
});
export type MailTopicChoice = z.infer<typeof mailTopicSchema>;

const choice = z.strictObject({
  topic: z.enum(MAIL_TOPICS, { error: 'Choose one of the e-mail topics.' }),
  subscribed: z.boolean({ error: 'Say whether you want these e-mails (true or false).' }),
});

const preferences = listOf(mailTopicSchema);

export const subscriptionListCall = defineCall({
  method: 'POST',
  path: '/api/subscription/list',
  tag: 'Account',
  summary: 'Every mail topic with whether the signed-in shopper gets it.',
  description:
    'A topic the shopper never chose shows its default (the newsletter and price drops are off, service mail is on). The newsletter follows the newsletter list for the account’s e-mail, so the footer form and this page agree.',
  access: 'signed-in',
  input: noInput,
  output: preferences,
});

export const subscriptionSaveCall = defineCall({
  method: 'POST',
  path: '/api/subscription/save',
  tag: 'Account',
  summary: 'Saves one mail choice, or several at once; answers every topic as /api/subscription/list.',
  description:
    'Send `{topic, subscribed}` or `{list: [{topic, subscribed}, …]}`. Order and shipping updates cannot be turned off: code 0, and nothing of that save is kept. Turning the newsletter off or on takes the account’s e-mail off or back on the newsletter list.',
  access: 'signed-in',
  input: z.union([
    choice,
    z.strictObject({
      list: z
        .array(choice)
        .min(1, 'Choose at least one topic.')
        .max(MAIL_TOPICS.length * 2),
    }),
  ]),
  output: preferences,
});
