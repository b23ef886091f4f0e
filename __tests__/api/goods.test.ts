import type { GoodsAttributes, ProductCard, ProductDetail } from '@/lib/contract/calls/goods';
import { post } from '../support/call-route';

type Page = { list: ProductCard[]; total: number; page: number; pageSize: number; pageCount: number };
const list = async (body: Record<string, unknown>) => {
  const result = await post<Page>('/api/goods/list', body);
  expect(result.body.code).toBe(200);
  return result.body.data;
};

describe('POST /api/goods/list (docs/product.md#calls)', () => {
  it('lists every category of the top menu (docs/product.md#routes)', async () => {
    for (const category of [
      'eyeglasses',
      'sunglasses',
      'new_arrivals',
      'flash_sale',
      'best_sellers',
      'accessories',
    ]) {
      const page = await list({ category });
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it('accepts a category slug as well as its key', async () => {
    const bySlug = await list({ category: 'new-arrivals', pageSize: 5 });
    const byKey = await list({ category: 'new_arrivals', pageSize: 5 });
    expect(bySlug).toEqual(byKey);
    expect(bySlug.list.every((card) => card.isNewArrival)).toBe(true);
  });

  it('lists every frame and no accessory under the "frames" scope (the /product page)', async () => {
    const frames = await list({ category: 'frames', pageSize: 60 });
    const eyeglasses = await list({ category: 'eyeglasses' });
    const sunglasses = await list({ category: 'sunglasses' });
    expect(frames.total).toBe(eyeglasses.total + sunglasses.total);
    expect(frames.list.every((card) => card.type !== 'accessories')).toBe(true);
  });

  it("gives each card its frame's total width as the frame's page does, and none to an accessory (docs/product.md#face-fit)", async () => {
    const frames = await list({ category: 'eyeglasses', pageSize: 6 });
    for (const card of frames.list) {
      const detail = await post<ProductDetail>('/api/goods/info', { code: card.code });
      expect(card.frameWidthMm).toBe(detail.body.data.frame?.frameWidthMm);
      expect(detail.body.data.frameWidthMm).toBe(card.frameWidthMm);
    }
    const accessories = await list({ category: 'accessories', pageSize: 6 });
    expect(accessories.list.length).toBeGreaterThan(0);
    expect(accessories.list.map((card) => card.frameWidthMm)).toEqual(accessories.list.map(() => null));
  });

  it('keeps product types apart', async () => {
    const page = await list({ category: 'sunglasses', pageSize: 60 });
    expect(page.list.every((card) => card.type === 'sunglasses')).toBe(true);
  });

  it('shows flash-sale items with a lower sale price and a future end time', async () => {
    const page = await list({ category: 'flash_sale', pageSize: 60 });
    for (const card of page.list) {
      expect(card.salePriceCents).not.toBeNull();
      expect(card.salePriceCents ?? Infinity).toBeLessThan(card.priceCents);
      expect(new Date(card.saleEndsAt ?? 0).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it('paginates with a stable total and page count', async () => {
    const first = await list({ category: 'eyeglasses', pageSize: 10, page: 1 });
    const second = await list({ category: 'eyeglasses', pageSize: 10, page: 2 });
    expect(first.list).toHaveLength(10);
    expect(second.total).toBe(first.total);
    expect(first.pageCount).toBe(Math.ceil(first.total / 10));
    const firstCodes = new Set(first.list.map((card) => card.code));
    expect(second.list.some((card) => firstCodes.has(card.code))).toBe(false);
  });

  it('answers an empty page past the end with the real total', async () => {
    const page = await list({ category: 'accessories', page: 999 });
    expect(page.list).toEqual([]);
    expect(page.total).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['price-asc', (a: number, b: number) => a <= b],
    ['price-desc', (a: number, b: number) => a >= b],
  ])('sorts by the price paid now (%s)', async (sort, inOrder) => {
    const page = await list({ category: 'eyeglasses', sort, pageSize: 60 });
    const prices = page.list.map((card) => card.salePriceCents ?? card.priceCents);
    prices.slice(1).forEach((price, i) => expect(inOrder(prices[i] ?? 0, price)).toBe(true));
  });

  it('sorts by rating, best first', async () => {
    const page = await list({ sort: 'rating', pageSize: 30 });
    const ratings = page.list.map((card) => card.rating.average);
    expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);
  });

  it('filters on frame data, colour and price together', async () => {
    const all = await list({ category: 'eyeglasses', pageSize: 60 });
    const filtered = await list({
      category: 'eyeglasses',
      filters: { shape: ['round', 'oval', 'rectangle'], color: ['black'], maxPriceCents: 8000 },
      pageSize: 60,
    });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBeLessThan(all.total);
    for (const card of filtered.list) {
      expect(card.colors.some((color) => color.family === 'black')).toBe(true);
      expect(card.salePriceCents ?? card.priceCents).toBeLessThanOrEqual(8000);
      const detail = await post<ProductDetail>('/api/goods/info', { code: card.code });
      expect(['round', 'oval', 'rectangle']).toContain(detail.body.data.frame?.shape);
    }
  });

  it('finds products by keyword, every word counting', async () => {
    const titanium = await list({ keyword: 'titanium', pageSize: 60 });
    expect(titanium.total).toBeGreaterThan(0);
    const narrower = await list({ keyword: 'titanium round', pageSize: 60 });
    expect(narrower.total).toBeLessThanOrEqual(titanium.total);
    const nothing = await list({ keyword: 'zzqx-no-such-frame' });
    expect(nothing.total).toBe(0);
  });

  it('matches the last word as a prefix while the shopper types', async () => {
    const typed = await list({ keyword: 'titan', pageSize: 60 });
    const whole = await list({ keyword: 'titanium', pageSize: 60 });
    expect(typed.total).toBe(whole.total);
  });

  it('finds a product by its name, stemmed ("sunglass" finds sunglasses)', async () => {
    const [first] = (await list({ category: 'sunglasses', pageSize: 1 })).list;
    const byName = await list({ keyword: first?.name ?? '', pageSize: 60 });
    expect(byName.list.map((card) => card.code)).toContain(first?.code);
    const stemmed = await list({ keyword: 'sunglass', category: 'sunglasses' });
    expect(stemmed.total).toBe((await list({ category: 'sunglasses' })).total);
  });

  it('ranks a keyword search by relevance: name matches before search-word matches', async () => {
    const first = await list({ keyword: 'kids', pageSize: 60 });
    const pages = [first];
    for (let page = 2; page <= first.pageCount; page += 1)
      pages.push(await list({ keyword: 'kids', pageSize: 60, page }));
    const inName = pages.flatMap((found) => found.list).map((card) => /\bkids\b/i.test(card.name));
    expect(inName).toContain(true);
    expect(inName).toContain(false);
    expect(inName.slice(inName.indexOf(false))).not.toContain(true);
    // An explicit sort still wins over relevance.
    const cheapest = await list({ keyword: 'kids', sort: 'price-asc', pageSize: 60 });
    const prices = cheapest.list.map((card) => card.salePriceCents ?? card.priceCents);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('treats query syntax in a keyword as plain text', async () => {
    const page = await list({ keyword: '%' });
    expect(page.total).toBe(0);
  });
});

describe('POST /api/goods/info', () => {
  it('answers a frame with measurements, variants, stock and both image views', async () => {
    const [first] = (await list({ category: 'eyeglasses', pageSize: 1 })).list;
    const result = await post<ProductDetail>('/api/goods/info', { code: first?.code });
    expect(result.body.code).toBe(200);
    const product = result.body.data;
    expect(product.frame?.frameWidthMm).toBeGreaterThan(100);
    expect(product.variants.length).toBeGreaterThan(0);
    for (const variant of product.variants) {
      expect(variant.images.map((image) => image.view).sort()).toEqual(['angle', 'front']);
      expect(variant.inStock).toBe(variant.stock > 0);
    }
  });

  it('answers an accessory without frame data', async () => {
    const [accessory] = (await list({ category: 'accessories', pageSize: 1 })).list;
    const result = await post<ProductDetail>('/api/goods/info', { code: accessory?.code });
    expect(result.body.data.frame).toBeNull();
    expect(result.body.data.accessoryKind).toBeTruthy();
  });

  it('answers code 404 for an unknown product', async () => {
    const result = await post('/api/goods/info', { code: 'NOPE999' });
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(404);
    expect(result.body.msg).toBe('The product could not be found.');
  });
});

describe('POST /api/goods/attribute', () => {
  it('answers the facets of a category with counts that match the listing', async () => {
    const result = await post<GoodsAttributes>('/api/goods/attribute', { category: 'eyeglasses' });
    expect(result.body.code).toBe(200);
    const facets = result.body.data;
    const round = facets.shape.find((facet) => facet.value === 'round');
    expect(round?.label).toBe('Round');
    const page = await list({ category: 'eyeglasses', filters: { shape: ['round'] } });
    expect(page.total).toBe(round?.count);
    const black = facets.color.find((facet) => facet.value === 'black');
    const blackPage = await list({ category: 'eyeglasses', filters: { color: ['black'] } });
    expect(blackPage.total).toBe(black?.count);
    expect(facets.price.minCents).toBeGreaterThan(0);
    expect(facets.price.maxCents).toBeGreaterThan(facets.price.minCents);
  });

  it('has no frame facets for accessories', async () => {
    const result = await post<GoodsAttributes>('/api/goods/attribute', { category: 'accessories' });
    expect(result.body.data.shape).toEqual([]);
  });
});
