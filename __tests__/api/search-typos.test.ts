import type { ProductCard } from '@/lib/contract/calls/goods';
import { post } from '../support/call-route';

type Page = {
  list: ProductCard[];
  total: number;
  correctedKeyword?: string;
  suggestedKeyword?: string;
};
const list = async (body: Record<string, unknown>) => {
  const result = await post<Page>('/api/goods/list', body);
  expect(result.body.code).toBe(200);
  return result.body.data;
};

describe('keyword search: what shoppers type (POST /api/goods/list keyword)', () => {
  it.each([
    ['reading glasses'],
    ['blue lite'],
    ['tortise'],
    ['ray ban'],
    ['aviater'],
    ['tortoiseshell'],
    ['spectacles'],
  ])('finds products for %j', async (keyword) => {
    const page = await list({ keyword, pageSize: 60 });
    expect(page.total).toBeGreaterThan(0);
  });

  it('debug', async () => {
    for (const keyword of ['aviater', 'aviators', 'tortise', 'titan', 'zzqx-no-such-frame', 'roud', 'blak round', 'harpr']) {
      const page = await list({ keyword, pageSize: 60 });
      console.log(keyword, page.total, page.correctedKeyword, page.suggestedKeyword, page.list.slice(0, 3).map((c) => c.name));
    }
  });
});
