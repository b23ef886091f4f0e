import { formatArticleDate } from '@/components/content/article-date';

describe('formatArticleDate', () => {
  it('writes the day in words, in UTC whatever the time of day', () => {
    expect(formatArticleDate('2025-03-02T00:30:00.000Z')).toBe('March 2, 2025');
    expect(formatArticleDate('2025-03-02T23:30:00.000Z')).toBe('March 2, 2025');
  });

  it('writes nothing for a time it cannot read', () => {
    expect(formatArticleDate('not a date')).toBe('');
  });
});
