// The e-mails a shopper can choose to get (/api/subscription/*; the topics are the shop's own). A
// topic without a saved choice takes its default: marketing mail is opt-in, service mail about the
// shopper's own account and wishlist is on until turned off.

export const MAIL_TOPICS = [
  'newsletter',
  'order_updates',
  'prescription_reminder',
  'back_in_stock',
  'price_drop',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

export interface MailTopicInfo {
  topic: MailTopic;
  title: string;
  description: string;
  /** What the shopper gets before choosing. */
  subscribedByDefault: boolean;
  /** Mail the shop must send to fulfil an order; shown switched on and cannot be turned off. */
  locked: boolean;
}

export const MAIL_TOPIC_INFO: Readonly<Record<MailTopic, MailTopicInfo>> = {
  newsletter: {
    topic: 'newsletter',
    title: 'Newsletter',
    description: 'Offers, new collections and style notes, about twice a month.',
    subscribedByDefault: false,
    locked: false,
  },
  order_updates: {
    topic: 'order_updates',
    title: 'Order and shipping updates',
    description:
      'Order confirmations, shipping and delivery notices and answers about returns. We need these to fulfil your orders, so they cannot be turned off.',
    subscribedByDefault: true,
    locked: true,
  },
  prescription_reminder: {
    topic: 'prescription_reminder',
    title: 'Eye-test reminder',
    description: 'A yearly reminder to have your eyes tested and your saved prescription updated.',
    subscribedByDefault: true,
    locked: false,
  },
  back_in_stock: {
    topic: 'back_in_stock',
    title: 'Back in stock',
    description: 'A note when a sold-out frame in your wishlist is available again.',
    subscribedByDefault: true,
    locked: false,
  },
  price_drop: {
    topic: 'price_drop',
    title: 'Wishlist price drops',
    description: 'A note when a frame in your wishlist goes on sale or its price drops.',
    subscribedByDefault: false,
    locked: false,
  },
};

export function isMailTopic(value: unknown): value is MailTopic {
  return typeof value === 'string' && (MAIL_TOPICS as readonly string[]).includes(value);
}

/**
 * Whether the shopper gets a topic's mail: a locked topic always, otherwise the saved choice, or the
 * topic's default when the shopper never chose.
 */
export function isSubscribed(topic: MailTopic, saved: boolean | undefined): boolean {
  const info = MAIL_TOPIC_INFO[topic];
  if (info.locked) return true;
  return saved ?? info.subscribedByDefault;
}

/** Why a choice cannot be saved, in the shopper's words, or null when it can. */
export function mailChoiceRefusal(topic: MailTopic, subscribed: boolean): string | null {
  const info = MAIL_TOPIC_INFO[topic];
  if (info.locked && !subscribed) {
    return `${info.title} cannot be turned off: we need them to tell you about your orders.`;
  }
  return null;
}
