import type { ProductCard } from '@/lib/contract/calls/goods';
import type { FaqSummary } from '@/lib/contract/calls/question';
import type { SearchSuggestions } from '@/lib/contract/calls/search';
import { post } from '../support/call-route';

// What shoppers type (docs/product.md#search-words): misspellings, the shop's synonyms, plurals,
// the way back to the words as typed, and "did you mean" when nothing matches.

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
/** Every product a keyword finds, page after page. */
async function codesOf(keyword: string): Promise<Set<string>> {
  const codes = new Set<string>();
  for (let page = 1; ; page += 1) {
    const found = await list({ keyword, pageSize: 60, page });
    for (const card of found.list) codes.add(card.code);
    if (page * 60 >= found.total) return codes;
  }
}

describe('keyword search: what shoppers type (POST /api/goods/list keyword)', () => {
  it.each([
    ['reading glasses', 'eyeglasses'],
    ['blue lite', 'eyeglasses'],
    ['tortise', 'tortoise'],
    ['tortoiseshell', 'tortoise'],
    ['ray ban', 'wayfarer'],
    ['spectacles', 'glasses'],
  ])('finds for %j what %j finds, and more', async (typed, meant) => {
    const found = await codesOf(typed);
    const wanted = await codesOf(meant);
    expect(wanted.size).toBeGreaterThan(0);
    for (const code of wanted) expect(found).toContain(code);
  });

  it('puts what the words name before what they mean: the blue-light clip-on first for "blue lite"', async () => {
    const [first] = (await list({ keyword: 'blue lite' })).list;
    expect(first?.name).toBe('Blue-Light Clip-On');
  });

  it('corrects a misspelt word and says so, with the products of the right word', async () => {
    const corrected = await list({ keyword: 'aviater', pageSize: 60 });
    const right = await list({ keyword: 'aviator', pageSize: 60 });
    expect(corrected.correctedKeyword).toBe('aviator');
    expect(right.correctedKeyword).toBeUndefined();
    expect(corrected.list.map((card) => card.code)).toEqual(right.list.map((card) => card.code));
  });

  it('corrects only the misspelt word of several', async () => {
    const page = await list({ keyword: 'blak round', pageSize: 60 });
    expect(page.correctedKeyword).toBe('black round');
    expect(page.total).toBeGreaterThan(0);
  });

  it('takes plurals and words still being typed as they are, without a correction', async () => {
    for (const keyword of ['aviators', 'titan', 'round frames', 'kid']) {
      const page = await list({ keyword });
      expect({ keyword, corrected: page.correctedKeyword }).toEqual({ keyword, corrected: undefined });
      expect(page.total).toBeGreaterThan(0);
    }
  });

  it('finds a word still being typed past its English stem ("acetat" for acetate)', async () => {
    const typing = await codesOf('acetat');
    const whole = await codesOf('acetate');
    expect(whole.size).toBeGreaterThan(0);
    expect([...typing].sort()).toEqual([...whole].sort());
  });

  it('never corrects a product code', async () => {
    const [card] = (await list({ keyword: 'titanium' })).list;
    const code = card?.code ?? '';
    const page = await list({ keyword: code.toLowerCase().replace(/.$/, '9') });
    expect(page.correctedKeyword).toBeUndefined();
    expect((await list({ keyword: code })).list.map((found) => found.code)).toContain(code);
  });

  it('searches a word in quotes as typed: the way back from a correction', async () => {
    const page = await list({ keyword: '"aviater"' });
    expect(page.correctedKeyword).toBeUndefined();
  });

  it('finds a word typed with accents the catalog writes without', async () => {
    const plain = await codesOf('titanium');
    const accented = await codesOf('títanium');
    expect([...accented]).toEqual([...plain]);
  });

  it('offers "did you mean" when nothing matches, and nothing to offer for gibberish', async () => {
    const nothing = await list({ keyword: 'zzqx-no-such-frame' });
    expect(nothing.total).toBe(0);
    expect(nothing.suggestedKeyword).toBeUndefined();
    const far = await list({ keyword: 'tittaniyum' });
    if (far.total === 0) expect(far.suggestedKeyword).toBe('titanium');
    else expect(far.correctedKeyword).toBe('titanium');
  });

  it('filter counts follow the corrected search', async () => {
    const result = await post<{ shape: { value: string; count: number }[] }>('/api/goods/attribute', {
      keyword: 'aviater',
    });
    expect(result.body.data.shape.find((facet) => facet.value === 'aviator')?.count).toBeGreaterThan(0);
  });
});

describe('POST /api/search/suggest (the search box as the shopper types)', () => {
  const suggest = async (keyword: string) => {
    const result = await post<SearchSuggestions>('/api/search/suggest', { keyword });
    expect(result.body.code).toBe(200);
    return result.body.data;
  };

  it('suggests up to 6 products, the matching categories and help articles', async () => {
    const found = await suggest('sung');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.length).toBeLessThanOrEqual(6);
    expect(found.categories).toContainEqual({ name: 'Sunglasses', href: '/sunglasses' });
    const shipping = await suggest('shipping');
    expect(shipping.articles.map((article) => article.slug)).toContain('free-shipping');
  });

  it('suggests the same first products as the search page shows', async () => {
    const found = await suggest('round');
    const page = await list({ keyword: 'round', pageSize: 6 });
    expect(found.products.map((card) => card.code)).toEqual(page.list.map((card) => card.code));
  });

  it('suggests for a misspelling, saying what it searched', async () => {
    const found = await suggest('aviater');
    expect(found.correctedKeyword).toBe('aviator');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.categories).toContainEqual({
      name: 'Aviator eyeglasses',
      href: '/eyeglasses?shape=aviator',
    });
  });

  it('needs two characters', async () => {
    const result = await post('/api/search/suggest', { keyword: 'a' });
    expect(result.body.code).toBe(422);
  });
});

describe('POST /api/question/search (help articles, searched as the catalog is)', () => {
  const search = async (keyword: string) => {
    const result = await post<{ list: FaqSummary[] }>('/api/question/search', { keyword });
    expect(result.body.code).toBe(200);
    return result.body.data.list.map((article) => article.slug);
  };

  it('answers a question in the shopper\'s words: "how long shipping"', async () => {
    expect(await search('how long shipping')).toContain('delivery-times');
  });

  it('finds an article with a misspelt word and with a synonym', async () => {
    expect(await search('retrun policy')).toContain('return-policy');
    expect(await search('delivery')).toContain('free-shipping');
  });

  it('falls back to articles with any of the words when none has them all', async () => {
    expect((await search('shipping zzqx')).length).toBeGreaterThan(0);
  });

  it('finds nothing for words no article uses', async () => {
    expect(await search('zzqx')).toEqual([]);
  });
});
