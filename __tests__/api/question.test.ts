import type { FaqArticle, FaqSummary } from '@/lib/contract/calls/question';
import { post } from '../support/call-route';

type FaqPage = { list: FaqSummary[]; total: number; topics: { topic: string; count: number }[] };

describe('Help and FAQ calls (docs/product.md#calls, content: /api/question/*)', () => {
  it('list answers every article and the topics with counts', async () => {
    const result = await post<FaqPage>('/api/question/list', {});
    expect(result.body.code).toBe(200);
    const { list, total, topics } = result.body.data;
    expect(total).toBeGreaterThanOrEqual(16);
    expect(list).toHaveLength(total);
    expect(topics.reduce((sum, topic) => sum + topic.count, 0)).toBe(total);
  });

  it('list filters by topic', async () => {
    const result = await post<FaqPage>('/api/question/list', { topic: 'shipping' });
    expect(result.body.data.list.length).toBeGreaterThan(0);
    expect(result.body.data.list.every((article) => article.topic === 'shipping')).toBe(true);
  });

  it("states the shop's real terms: $69 free shipping, 50% off further frames, 30-day returns", async () => {
    const texts = await Promise.all(
      ['free shipping', '50%', '30-day'].map(async (keyword) => {
        const found = await post<{ list: FaqSummary[] }>('/api/question/search', { keyword });
        expect(found.body.data.list.length).toBeGreaterThan(0);
        const [first] = found.body.data.list;
        const article = await post<FaqArticle>('/api/question/info', { id: first?.id });
        return article.body.data.paragraphs.join(' ');
      }),
    );
    expect(texts.join(' ')).toMatch(/\$69/);
  });

  it('search ranks title matches first', async () => {
    const result = await post<{ list: FaqSummary[] }>('/api/question/search', { keyword: 'lens' });
    const titles = result.body.data.list.map((article) => /lens/i.test(article.title));
    expect(titles[0]).toBe(true);
    expect(titles.indexOf(false) === -1 || titles.slice(titles.indexOf(false)).every((hit) => !hit)).toBe(
      true,
    );
  });

  it('info answers by slug and by id alike, with paragraphs', async () => {
    const [first] = (await post<FaqPage>('/api/question/list', {})).body.data.list;
    const bySlug = await post<FaqArticle>('/api/question/info', { slug: first?.slug });
    const byId = await post<FaqArticle>('/api/question/info', { id: first?.id });
    expect(bySlug.body.data).toEqual(byId.body.data);
    expect(bySlug.body.data.paragraphs.length).toBeGreaterThan(0);
  });

  it('other answers related articles, the same topic first, never the article itself', async () => {
    const [first] = (await post<FaqPage>('/api/question/list', { topic: 'lenses' })).body.data.list;
    const result = await post<{ list: FaqSummary[] }>('/api/question/other', { id: first?.id, limit: 4 });
    const list = result.body.data.list;
    expect(list.length).toBe(4);
    expect(list.some((article) => article.id === first?.id)).toBe(false);
    expect(list[0]?.topic).toBe('lenses');
  });

  it('answers 404 for an unknown article and 422 for no keyword', async () => {
    expect((await post('/api/question/info', { slug: 'no-such-article' })).body.code).toBe(404);
    expect((await post('/api/question/other', { id: 999999 })).body.code).toBe(404);
    expect((await post('/api/question/search', { keyword: '' })).body.code).toBe(422);
  });
});
