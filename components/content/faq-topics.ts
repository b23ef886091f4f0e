import type { FaqSummary } from '@/lib/contract/calls/question';
import { FAQ_TOPICS } from '@/lib/contract/formats';

type FaqTopic = (typeof FAQ_TOPICS)[number];

/** What shoppers read as the heading of each help topic. */
const FAQ_TOPIC_LABELS: Record<FaqTopic, string> = {
  shipping: 'Shipping and delivery',
  returns: 'Returns and exchanges',
  offers: 'Offers and coupons',
  lenses: 'Lenses',
  prescriptions: 'Prescriptions',
  orders: 'Orders',
  account: 'Account and customer care',
  frames: 'Frames and fit',
};

/** A topic's heading; a topic added later without a label reads as its capitalised key. */
export function faqTopicLabel(topic: string): string {
  return (
    (FAQ_TOPIC_LABELS as Record<string, string | undefined>)[topic] ??
    topic.charAt(0).toUpperCase() + topic.slice(1).replace(/[-_]/g, ' ')
  );
}

/** The in-page anchor of a topic on the help index (/faq#topic-lenses). */
export function faqTopicAnchor(topic: string): string {
  return `topic-${topic.replace(/[^a-z0-9-]/gi, '-').toLowerCase()}`;
}

export interface FaqTopicGroup {
  topic: string;
  label: string;
  articles: FaqSummary[];
}

/**
 * The help index's sections: articles grouped by topic, topics in the given order (then any
 * other topic in the order its first article appears), articles in their own order.
 */
export function groupFaqByTopic(
  articles: readonly FaqSummary[],
  topicOrder: readonly string[] = [],
): FaqTopicGroup[] {
  const groups = new Map<string, FaqSummary[]>(topicOrder.map((topic) => [topic, []]));
  for (const article of articles) {
    const group = groups.get(article.topic);
    if (group) group.push(article);
    else groups.set(article.topic, [article]);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([topic, list]) => ({ topic, label: faqTopicLabel(topic), articles: list }));
}
