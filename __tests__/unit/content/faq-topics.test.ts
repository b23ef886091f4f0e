import { faqTopicAnchor, faqTopicLabel, groupFaqByTopic } from '@/components/content/faq-topics';
import type { FaqSummary } from '@/lib/contract/calls/question';

const article = (id: number, topic: string): FaqSummary => ({
  id,
  slug: `article-${id}`,
  topic,
  title: `Question ${id}`,
  summary: `Answer ${id}`,
});

describe('groupFaqByTopic (the help index sections)', () => {
  it('groups articles under their topics in the given topic order, keeping article order', () => {
    const groups = groupFaqByTopic(
      [article(1, 'lenses'), article(2, 'shipping'), article(3, 'lenses'), article(4, 'returns')],
      ['shipping', 'returns', 'lenses'],
    );
    expect(groups.map((group) => [group.topic, group.articles.map((a) => a.id)])).toEqual([
      ['shipping', [2]],
      ['returns', [4]],
      ['lenses', [1, 3]],
    ]);
    expect(groups.map((group) => group.label)).toEqual([
      'Shipping and delivery',
      'Returns and exchanges',
      'Lenses',
    ]);
  });

  it('leaves out topics without articles and adds unlisted topics in order of first appearance', () => {
    const groups = groupFaqByTopic([article(1, 'gift-cards'), article(2, 'orders')], ['shipping', 'orders']);
    expect(groups.map((group) => group.topic)).toEqual(['orders', 'gift-cards']);
  });
});

describe('faqTopicLabel and faqTopicAnchor', () => {
  it.each([
    ['account', 'Account and customer care'],
    ['frames', 'Frames and fit'],
    ['gift-cards', 'Gift cards'],
  ])('labels %s as "%s"', (topic, label) => {
    expect(faqTopicLabel(topic)).toBe(label);
  });

  it('makes an anchor that is a valid, stable id', () => {
    expect(faqTopicAnchor('prescriptions')).toBe('topic-prescriptions');
    expect(faqTopicAnchor('Gift Cards')).toBe('topic-gift-cards');
  });
});
