import { sql } from 'drizzle-orm';
import type { ProductCard, ProductDetail } from '@/lib/contract/calls/goods';
import type { RatingSummary, Review } from '@/lib/contract/calls/review';
import { database } from '@/lib/server/db/database';
import { rowsOf } from '@/lib/server/db/rows';
import { PRODUCT_PAGE_REVIEWS, reviewsForProduct } from '@/lib/server/reviews/review-reads';
import { post } from '../support/call-route';
import { createShopper } from '../support/shoppers';

// spec §7 Product: /api/review/list, /api/review/info, /api/review/save.

type Page<T> = { list: T[]; total: number; page: number; pageSize: number; pageCount: number };

async function allCards(): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; ; page += 1) {
    const result = await post<Page<ProductCard>>('/api/goods/list', { page, pageSize: 60 });
    cards.push(...result.body.data.list);
    if (page >= result.body.data.pageCount) return cards;
  }
}

const info = async (code: string) => (await post<RatingSummary>('/api/review/info', { code })).body;
const list = async (body: Record<string, unknown>) =>
  (await post<Page<Review>>('/api/review/list', body)).body;

let cards: ProductCard[] = [];
let reviewed: ProductCard;
let unreviewed: ProductCard;

beforeAll(async () => {
  cards = await allCards();
  const most = [...cards].sort((a, b) => b.rating.count - a.rating.count)[0];
  const none = cards.find((card) => card.rating.count === 0);
  if (!most || !none) throw new Error('the seed should have products with many reviews and with none');
  reviewed = most;
  unreviewed = none;
});

describe('the seeded reviews agree with the catalog (spec §7 review/info)', () => {
  it('gives every product the rating and count its reviews give, on the card and the product page', async () => {
    expect(cards.length).toBe(184);
    for (const card of cards) {
      const summary = await info(card.code);
      expect(summary.code).toBe(200);
      expect({ code: card.code, ...card.rating }).toEqual({
        code: card.code,
        average: summary.data.average,
        count: summary.data.count,
      });
    }
    const detail = await post<ProductDetail>('/api/goods/info', { code: reviewed.code });
    expect(detail.body.data.rating).toEqual({
      average: (await info(reviewed.code)).data.average,
      count: reviewed.rating.count,
    });
  });

  it('stores products.rating_average and rating_count as the reviews give them', async () => {
    const db = await database();
    const result = await db.execute(sql`
      select count(*)::int as "mismatches" from products p
      where p.rating_count <> (select count(*) from reviews r where r.product_id = p.id)
         or p.rating_average <> coalesce((select round(avg(r.rating) * 100) from reviews r where r.product_id = p.id), 0)`);
    expect(rowsOf<{ mismatches: number }>(result)[0]?.mismatches).toBe(0);
  });

  it('has a modest number of reviews per product, some products with none', () => {
    const counts = cards.map((card) => card.rating.count);
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
    expect(counts.filter((count) => count === 0).length).toBeGreaterThan(0);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(500);
  });
});

describe('POST /api/review/info', () => {
  it('counts the reviews of each star, and they add up to the count', async () => {
    const { data } = await info(reviewed.code);
    expect(Object.keys(data.stars).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(Object.values(data.stars).reduce((sum, count) => sum + count, 0)).toBe(data.count);
    const sum = Object.entries(data.stars).reduce((total, [star, count]) => total + Number(star) * count, 0);
    expect(data.average).toBeCloseTo(sum / data.count, 1);
    expect(Number.isInteger(data.average * 10)).toBe(true);
  });

  it('answers zeros for a product nobody reviewed yet', async () => {
    expect((await info(unreviewed.code)).data).toEqual({
      average: 0,
      count: 0,
      stars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
  });

  it('answers 404 for an unknown product and 422 for no code', async () => {
    expect((await info('NO-SUCH-FRAME')).code).toBe(404);
    expect((await post('/api/review/info', {})).body.code).toBe(422);
  });
});

describe('POST /api/review/list', () => {
  it('answers a page of reviews, newest first by default', async () => {
    const page = await list({ code: reviewed.code });
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ total: reviewed.rating.count, page: 1, pageSize: 10 });
    const dates = page.data.list.map((review) => review.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const review of page.data.list) {
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.author).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(new Date(review.createdAt).toISOString()).toBe(review.createdAt);
      expect(review.text.length).toBeGreaterThanOrEqual(20);
      expect(typeof review.verifiedBuyer).toBe('boolean');
    }
  });

  it.each([
    ['highest', (a: number, b: number) => a >= b],
    ['lowest', (a: number, b: number) => a <= b],
  ])('sorts by the %s rating', async (sort, inOrder) => {
    const ratings = (await list({ code: reviewed.code, sort, pageSize: 50 })).data.list.map(
      (review) => review.rating,
    );
    expect(ratings.length).toBe(reviewed.rating.count);
    ratings.slice(1).forEach((rating, index) => expect(inOrder(ratings[index] ?? 0, rating)).toBe(true));
  });

  it('pages through every review exactly once', async () => {
    const pageSize = 3;
    const first = (await list({ code: reviewed.code, pageSize })).data;
    const ids = [...first.list.map((review) => review.id)];
    for (let page = 2; page <= first.pageCount; page += 1) {
      ids.push(...(await list({ code: reviewed.code, page, pageSize })).data.list.map((review) => review.id));
    }
    expect(first.pageCount).toBe(Math.ceil(reviewed.rating.count / pageSize));
    expect(new Set(ids).size).toBe(reviewed.rating.count);
    expect((await list({ code: reviewed.code, page: first.pageCount + 1, pageSize })).data.list).toEqual([]);
  });

  it('answers an empty page for a product nobody reviewed', async () => {
    expect((await list({ code: unreviewed.code })).data).toMatchObject({ list: [], total: 0, pageCount: 0 });
  });

  it.each([
    ['an unknown sort', { sort: 'funniest' }, 'sort'],
    ['page 0', { page: 0 }, 'page'],
    ['a page size over 50', { pageSize: 51 }, 'pageSize'],
    ['an unknown field', { verified: true }, 'verified'],
  ])('answers 422 for %s', async (_case, body, field) => {
    const result = await post<{ fields: Record<string, string> }>('/api/review/list', {
      code: reviewed.code,
      ...body,
    });
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty([field]);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await list({ code: 'NO-SUCH-FRAME' })).code).toBe(404);
  });
});

describe('POST /api/review/save (signed-in buyers only, spec §7)', () => {
  const draft = {
    code: 'OC1001',
    rating: 5,
    title: 'Love them',
    text: 'Comfortable frames and the lenses are crisp.',
  };

  it('answers code 3 without a token', async () => {
    expect((await post('/api/review/save', draft)).body.code).toBe(3);
  });

  it('answers code 3 for a token that signs nobody in', async () => {
    expect((await post('/api/review/save', draft, { authorization: 'Bearer some-token' })).body.code).toBe(3);
  });

  it('refuses a signed-in shopper who has not bought the product with code 0, and stores nothing', async () => {
    const shopper = await createShopper('reviewer');
    const db = await database();
    const before = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from reviews`))[0]?.n;
    const answer = await post('/api/review/save', draft, shopper.headers);
    expect(answer.body).toMatchObject({ code: 0, msg: expect.stringContaining('Only shoppers who bought') });
    expect(rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from reviews`))[0]?.n).toBe(
      before,
    );
  });

  it.each([
    ['a rating of 6', { rating: 6 }, 'rating'],
    ['a rating of 0', { rating: 0 }, 'rating'],
    ['a rating as a word', { rating: 'five' }, 'rating'],
    ['short text', { text: 'Nice.' }, 'text'],
    ['a link', { text: 'Cheaper frames at https://spam.example/deal today' }, 'text'],
    ['an e-mail address', { text: 'Write to me at maria.k@example.org about them' }, 'text'],
    ['shouting', { text: 'THESE ARE THE BEST GLASSES I HAVE EVER HAD' }, 'text'],
    ['a long title', { title: 'x '.repeat(60) }, 'title'],
    ['an unknown field', { verifiedBuyer: true }, 'verifiedBuyer'],
  ])('answers 422 with the field for %s', async (_case, change, field) => {
    const result = await post<{ fields: Record<string, string> }>(
      '/api/review/save',
      { ...draft, ...change },
      { authorization: 'Bearer some-token' },
    );
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty([field]);
  });
});

describe('reviewsForProduct (the product page)', () => {
  it('gives the summary and the first page of the newest reviews', async () => {
    const { summary, page } = await reviewsForProduct(reviewed.id);
    expect(summary).toEqual((await info(reviewed.code)).data);
    expect(page.list).toHaveLength(Math.min(PRODUCT_PAGE_REVIEWS, reviewed.rating.count));
    expect(page.list).toEqual(
      (await list({ code: reviewed.code, pageSize: PRODUCT_PAGE_REVIEWS })).data.list,
    );
  });
});
