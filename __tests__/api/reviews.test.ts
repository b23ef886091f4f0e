import { and, eq, sql } from 'drizzle-orm';
import type { ProductCard, ProductDetail } from '@/lib/contract/calls/goods';
import type { MyReview, RatingSummary, Review } from '@/lib/contract/calls/review';
import { database } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { reviews, users } from '@/lib/server/platform/db/schema';
import { COMMAND_LINE } from '@/lib/server/platform/audit/record-action';
import { deliverOrder, shipOrder } from '@/lib/server/domain/orders/operator-moves';
import { PRODUCT_PAGE_REVIEWS, reviewsForProduct } from '@/lib/server/domain/reviews/review-reads';
import { BUYERS_ONLY_MESSAGE } from '@/lib/shop/review-eligibility';
import { post } from '../support/call-route';
import {
  addToCart,
  must,
  okData,
  paidOrder,
  payWithDemo,
  readySnapshot,
  submitOrder,
  type TestItem,
} from '../support/checkout-flow';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/product.md#calls "Product": /api/review/list, /api/review/info, /api/review/save, and
// /api/review/mine (the review form's question, ours).

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

describe('the seeded reviews agree with the catalog (docs/product.md#calls review/info)', () => {
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

describe('POST /api/review/save (signed-in buyers only)', () => {
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
    expect(answer.body).toMatchObject({ code: 0, msg: BUYERS_ONLY_MESSAGE });
    expect(BUYERS_ONLY_MESSAGE).toContain('Only shoppers who bought');
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
    // signed in: without a session the answer is code 3 before the body is read
    // (docs/security.md#session-before-body)
    const shopper = await createShopper('review-input');
    const result = await post<{ fields: Record<string, string> }>(
      '/api/review/save',
      { ...draft, ...change },
      shopper.headers,
    );
    expect(result.status).toBe(200);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toHaveProperty([field]);
  });
});

// ——— buyers' reviews ———

type Mine = { eligible: boolean; review: MyReview | null };

const TEXT = 'Sturdy little case, and the cloth keeps my lenses spotless.';
const draftOf = (item: TestItem, changes: Record<string, unknown> = {}) => ({
  code: item.code,
  rating: 4,
  title: 'Does the job',
  text: TEXT,
  ...changes,
});
const save = (shopper: TestShopper, body: Record<string, unknown>) =>
  post<{ id: number }>('/api/review/save', body, shopper.headers);
const mine = async (shopper: TestShopper, code: string) =>
  (await post<Mine>('/api/review/mine', { code }, shopper.headers)).body;

/** A signed-in shopper with the given name on their account. */
async function namedShopper(firstName: string, lastName: string): Promise<TestShopper> {
  const shopper = await createShopper('reviewer');
  const db = await database();
  await db.update(users).set({ firstName, lastName }).where(eq(users.id, shopper.userId));
  return shopper;
}

/** The shopper's own order of `item`, paid with the demo provider: answers its number. */
async function buy(shopper: TestShopper, item: TestItem): Promise<string> {
  okData(await addToCart(shopper.headers, item));
  const snapshot = await readySnapshot(shopper.headers);
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  okData(await payWithDemo(shopper.headers, order.orderNumber));
  return order.orderNumber;
}

/** The operator ships the order and the parcel is delivered (1 → 2 → 4). */
async function deliver(orderNumber: string): Promise<void> {
  await shipOrder(
    { number: orderNumber, carrier: 'UPS', trackingNumber: `1Z${orderNumber.slice(-6)}` },
    COMMAND_LINE,
  );
  await deliverOrder({ number: orderNumber }, COMMAND_LINE);
}

/** A shopper called Maria Kowalski whose order of a fresh accessory has arrived. */
async function deliveredBuyer(): Promise<{ shopper: TestShopper; item: TestItem; orderNumber: string }> {
  const shopper = await namedShopper('Maria', 'kowalski');
  const { item, order } = await paidOrder({ shopper });
  await deliver(order.orderNumber);
  return { shopper, item, orderNumber: order.orderNumber };
}

async function reviewRowsOf(productId: number, userId?: number) {
  const db = await database();
  return db
    .select()
    .from(reviews)
    .where(
      userId === undefined
        ? eq(reviews.productId, productId)
        : and(eq(reviews.productId, productId), eq(reviews.userId, userId)),
    );
}

const cardOf = async (code: string) => (await allCards()).find((card) => card.code === code);

/** The summary once one more review of `rating` stars is counted. */
function withOneMore(before: RatingSummary, rating: 1 | 2 | 3 | 4 | 5) {
  const stars = { ...before.stars, [rating]: before.stars[rating] + 1 };
  const count = before.count + 1;
  const sum = Object.entries(stars).reduce((total, [star, n]) => total + Number(star) * n, 0);
  return { count, stars, average: Math.round(Math.round((sum * 100) / count) / 10) / 10 };
}

describe('POST /api/review/mine (the review form asks before it opens)', () => {
  it('answers code 3 without a live sign-in, and 404 for an unknown product', async () => {
    expect((await post('/api/review/mine', { code: 'OC1001' })).body.code).toBe(3);
    const shopper = await createShopper('reviewer');
    expect((await mine(shopper, 'NO-SUCH-FRAME')).code).toBe(404);
  });

  it('tells a shopper who has not bought the product that they may not review it', async () => {
    const shopper = await createShopper('reviewer');
    expect(await mine(shopper, 'OC1001')).toMatchObject({
      code: 200,
      data: { eligible: false, review: null },
    });
  });
});

describe('POST /api/review/save by buyers (buyers only, once the order has arrived)', () => {
  it('refuses a buyer whose order is paid but not delivered yet (status 1, then 2), storing nothing', async () => {
    const { shopper, item, order } = await paidOrder();
    for (const move of [
      async () => undefined,
      () => shipOrder({ number: order.orderNumber, carrier: 'UPS', trackingNumber: '1Z0001' }, COMMAND_LINE),
    ]) {
      await move();
      expect((await mine(shopper, item.code)).data).toEqual({ eligible: false, review: null });
      expect((await save(shopper, draftOf(item))).body).toMatchObject({ code: 0, msg: BUYERS_ONLY_MESSAGE });
    }
    expect(await reviewRowsOf(item.productId, shopper.userId)).toEqual([]);
  });

  it('does not count another shopper’s delivered order', async () => {
    const { item } = await deliveredBuyer();
    const before = await reviewRowsOf(item.productId);
    const stranger = await createShopper('reviewer');
    expect((await save(stranger, draftOf(item))).body.code).toBe(0);
    expect(await reviewRowsOf(item.productId)).toEqual(before);
  });

  it('publishes a delivered buyer’s review at once: first in the list, counted on the card', async () => {
    const { shopper, item } = await deliveredBuyer();
    const before = (await info(item.code)).data;
    const cardBefore = await cardOf(item.code);
    expect((await mine(shopper, item.code)).data).toEqual({ eligible: true, review: null });

    const saved = await save(
      shopper,
      draftOf(item, { rating: 2, title: '  Does the job ', text: ` ${TEXT} ` }),
    );
    expect(saved.body.code).toBe(200);
    const { id } = saved.body.data;

    const [first] = (await list({ code: item.code })).data.list;
    expect(first).toEqual({
      id,
      rating: 2,
      title: 'Does the job',
      text: TEXT,
      author: 'Maria K.',
      createdAt: expect.any(String),
      verifiedBuyer: true,
      reply: null,
    });
    const after = (await info(item.code)).data;
    expect(after).toEqual(withOneMore(before, 2));
    expect(after.count).toBe(before.count + 1);
    expect((await cardOf(item.code))?.rating).toEqual({
      average: after.average,
      count: must(cardBefore).rating.count + 1,
    });
    expect((await mine(shopper, item.code)).data).toEqual({
      eligible: true,
      review: { rating: 2, title: 'Does the job', text: TEXT },
    });
  });

  it('edits the buyer’s review when they save again: still one review, the new words and stars', async () => {
    const { shopper, item } = await deliveredBuyer();
    const first = okData(await save(shopper, draftOf(item, { rating: 5 })));
    const counted = (await info(item.code)).data;

    const edited = 'After a month the hinge of the case still closes firmly.';
    const again = okData(await save(shopper, draftOf(item, { rating: 3, title: null, text: edited })));
    expect(again.id).toBe(first.id);

    const rows = await reviewRowsOf(item.productId, shopper.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 3, title: null, body: edited, isPublished: true });
    const now = (await info(item.code)).data;
    expect(now.count).toBe(counted.count);
    expect(now.stars[5]).toBe(counted.stars[5] - 1);
    expect(now.stars[3]).toBe(counted.stars[3] + 1);
    expect((await cardOf(item.code))?.rating).toEqual({ average: now.average, count: now.count });
    expect((await list({ code: item.code })).data.list.filter((review) => review.id === first.id)).toEqual([
      expect.objectContaining({ rating: 3, title: null, text: edited }),
    ]);
    expect((await mine(shopper, item.code)).data.review).toEqual({ rating: 3, title: null, text: edited });
  });

  it('makes one review of two parallel first saves', async () => {
    const { shopper, item } = await deliveredBuyer();
    const before = (await info(item.code)).data.count;
    const answers = await Promise.all([
      save(shopper, draftOf(item, { rating: 5 })),
      save(shopper, draftOf(item, { rating: 1 })),
    ]);
    expect(answers.map((answer) => answer.body.code)).toEqual([200, 200]);
    expect(answers[0]?.body.data.id).toBe(answers[1]?.body.data.id);
    expect(await reviewRowsOf(item.productId, shopper.userId)).toHaveLength(1);
    expect((await info(item.code)).data.count).toBe(before + 1);
  });

  it('gives another buyer of the product a review of their own, leaving the first one as it was', async () => {
    const { shopper, item } = await deliveredBuyer();
    const firstId = okData(await save(shopper, draftOf(item))).id;
    const before = (await info(item.code)).data.count;

    const other = await namedShopper('', '');
    await deliver(await buy(other, item));
    // checkout gave the nameless account the address's name: take it away again
    const db = await database();
    await db.update(users).set({ firstName: '', lastName: '' }).where(eq(users.id, other.userId));
    const otherText = 'Mine came a week ago and the case is a little too tight.';
    const otherId = okData(await save(other, draftOf(item, { rating: 3, text: otherText }))).id;

    expect(otherId).not.toBe(firstId);
    expect((await reviewRowsOf(item.productId, shopper.userId))[0]).toMatchObject({
      id: firstId,
      body: TEXT,
    });
    expect((await reviewRowsOf(item.productId, other.userId))[0]).toMatchObject({
      id: otherId,
      body: otherText,
    });
    expect((await info(item.code)).data.count).toBe(before + 1);
    const [newest] = (await list({ code: item.code })).data.list;
    expect(newest).toMatchObject({ id: otherId, author: 'Oculo shopper', verifiedBuyer: true });
  });

  it('still answers 422 with the field for a buyer’s review that breaks a moderation rule, storing nothing', async () => {
    const { shopper, item } = await deliveredBuyer();
    const answer = await post<{ fields: Record<string, string> }>(
      '/api/review/save',
      draftOf(item, { text: 'Order yours at cheap-frames.shop/deal today' }),
      shopper.headers,
    );
    expect(answer.body.code).toBe(422);
    expect(answer.body.data.fields).toHaveProperty('text');
    expect(await reviewRowsOf(item.productId, shopper.userId)).toEqual([]);
  });

  it('answers 404 for a product that does not exist', async () => {
    const { shopper, item } = await deliveredBuyer();
    expect((await save(shopper, draftOf(item, { code: 'NO-SUCH-FRAME' }))).body.code).toBe(404);
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
