import type { GoodsAttributes, GoodsFilters } from '@/lib/contract/calls/goods';
import { post } from '../support/call-route';

// The filter counts of a category follow the selection (faceted counts): a value's count is what
// the shopper would see after choosing it, every other facet as chosen.

type Scope = { category?: string; keyword?: string };

async function facetsOf(scope: Scope, filters?: GoodsFilters): Promise<GoodsAttributes> {
  const result = await post<GoodsAttributes>('/api/goods/attribute', { ...scope, filters });
  expect(result.body.code).toBe(200);
  return result.body.data;
}

async function totalOf(scope: Scope, filters: GoodsFilters): Promise<number> {
  const result = await post<{ total: number }>('/api/goods/list', { ...scope, filters, pageSize: 1 });
  expect(result.body.code).toBe(200);
  return result.body.data.total;
}

const countOf = (facets: GoodsAttributes, facet: keyof Omit<GoodsAttributes, 'price'>, value: string) =>
  facets[facet].find((option) => option.value === value)?.count;

describe('POST /api/goods/attribute with the chosen filters', () => {
  const eyeglasses = { category: 'eyeglasses' };

  it('counts every value of the other facets under the selection, as the listing finds them', async () => {
    const plain = await facetsOf(eyeglasses);
    const material = plain.material[0]?.value ?? 'acetate';
    const chosen: GoodsFilters = { material: [material as 'acetate'] };
    const facets = await facetsOf(eyeglasses, chosen);
    for (const option of facets.shape) {
      expect(option.count).toBe(await totalOf(eyeglasses, { ...chosen, shape: [option.value as 'round'] }));
    }
    for (const option of facets.color) {
      expect(option.count).toBe(await totalOf(eyeglasses, { ...chosen, color: [option.value as 'black'] }));
    }
    // the selection narrows: some shape now counts fewer than in the whole category
    expect(facets.shape.some((option) => option.count < (countOf(plain, 'shape', option.value) ?? 0))).toBe(
      true,
    );
  });

  it('leaves a facet’s own values out of its counts (values of one facet are alternatives)', async () => {
    const plain = await facetsOf(eyeglasses);
    const [first, second] = plain.shape;
    if (!first || !second) throw new Error('the seed should have shapes');
    const facets = await facetsOf(eyeglasses, { shape: [first.value as 'round'] });
    expect(facets.shape.map((option) => [option.value, option.count])).toEqual(
      plain.shape.map((option) => [option.value, option.count]),
    );
    // choosing the second shape too adds exactly its count
    const both = await totalOf(eyeglasses, { shape: [first.value, second.value] as ['round', 'oval'] });
    expect(both).toBe(first.count + second.count);
  });

  it('keeps every value of the category listed, in the same order, with 0 where the selection leaves none', async () => {
    const plain = await facetsOf(eyeglasses);
    const cheapest = plain.price.minCents;
    const facets = await facetsOf(eyeglasses, { maxPriceCents: cheapest });
    for (const facet of ['shape', 'material', 'rim', 'color', 'size', 'gender'] as const) {
      expect(facets[facet].map((option) => option.value)).toEqual(plain[facet].map((option) => option.value));
    }
    expect(facets.shape.some((option) => option.count === 0)).toBe(true);
    const total = facets.gender.reduce((sum, option) => sum + option.count, 0);
    expect(total).toBe(await totalOf(eyeglasses, { maxPriceCents: cheapest }));
  });

  it('gives the price range of the other filters, ignoring the chosen price', async () => {
    const plain = await facetsOf(eyeglasses);
    const narrowed = await facetsOf(eyeglasses, { minPriceCents: plain.price.maxCents });
    expect(narrowed.price).toEqual(plain.price);
    const rim = plain.rim[plain.rim.length - 1]?.value as 'rimless';
    const byRim = await facetsOf(eyeglasses, { rim: [rim] });
    const cheapest = await post<{ list: { priceCents: number; salePriceCents: number | null }[] }>(
      '/api/goods/list',
      { ...eyeglasses, filters: { rim: [rim] }, sort: 'price-asc', pageSize: 1 },
    );
    const first = cheapest.body.data.list[0];
    expect(byRim.price.minCents).toBe(first?.salePriceCents ?? first?.priceCents);
  });

  it('follows the selection within a keyword search too', async () => {
    const search = { keyword: 'titanium' };
    const plain = await facetsOf(search);
    const shape = plain.shape[0]?.value as 'round';
    const facets = await facetsOf(search, { shape: [shape] });
    for (const option of facets.color) {
      expect(option.count).toBe(await totalOf(search, { shape: [shape], color: [option.value as 'black'] }));
    }
  });

  it('answers the same counts for the same selection in any order', async () => {
    const plain = await facetsOf(eyeglasses);
    const [a, b] = plain.color;
    if (!a || !b) throw new Error('the seed should have colours');
    const one = await facetsOf(eyeglasses, { color: [a.value, b.value] as ['black', 'tortoise'] });
    const other = await facetsOf(eyeglasses, { color: [b.value, a.value] as ['black', 'tortoise'] });
    expect(one).toEqual(other);
  });

  it('refuses an unknown filter value with 422', async () => {
    const result = await post('/api/goods/attribute', {
      category: 'eyeglasses',
      filters: { shape: ['hexagon-x'] },
    });
    expect(result.body.code).toBe(422);
  });
});
