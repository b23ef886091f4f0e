import {
  MAIL_TOPICS,
  MAIL_TOPIC_INFO,
  isMailTopic,
  isSubscribed,
  mailChoiceRefusal,
} from '@/lib/shop/mail-topics';

// docs/product.md#calls /api/subscription/*: the mail topics a shopper chooses (their list and
// defaults are ours).

describe('mail topics', () => {
  it('describes every topic, with order updates the only locked one', () => {
    for (const topic of MAIL_TOPICS) {
      expect(MAIL_TOPIC_INFO[topic].topic).toBe(topic);
      expect(MAIL_TOPIC_INFO[topic].title).not.toBe('');
      expect(MAIL_TOPIC_INFO[topic].description).toMatch(/\.$/);
    }
    expect(MAIL_TOPICS.filter((topic) => MAIL_TOPIC_INFO[topic].locked)).toEqual(['order_updates']);
  });

  it.each([
    ['newsletter', undefined, false],
    ['newsletter', true, true],
    ['price_drop', undefined, false],
    ['prescription_reminder', undefined, true],
    ['prescription_reminder', false, false],
    ['back_in_stock', undefined, true],
    ['order_updates', undefined, true],
    ['order_updates', false, true],
  ] as const)('%s with saved choice %s → subscribed %s', (topic, saved, expected) => {
    expect(isSubscribed(topic, saved)).toBe(expected);
  });

  it.each([
    ['order_updates', false, /cannot be turned off/],
    ['order_updates', true, null],
    ['newsletter', false, null],
    ['newsletter', true, null],
    ['price_drop', false, null],
  ] as const)('%s set to %s is refused: %s', (topic, subscribed, refusal) => {
    const answer = mailChoiceRefusal(topic, subscribed);
    if (refusal === null) expect(answer).toBeNull();
    else expect(answer).toMatch(refusal);
  });

  it.each([
    ['newsletter', true],
    ['order_updates', true],
    ['sms', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isMailTopic(%j) is %s', (value, expected) => {
    expect(isMailTopic(value)).toBe(expected);
  });
});
