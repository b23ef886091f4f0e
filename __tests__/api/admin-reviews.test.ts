import type { AdminReview } from '@/lib/contract/calls/admin/reviews';
import type { ProductCard } from '@/lib/contract/calls/goods';
import type { RatingSummary, Review } from '@/lib/contract/calls/review';
import { COMMAND_LINE } from '@/lib/server/platform/audit/record-action';
import { deliverOrder, shipOrder } from '@/lib/server/domain/orders/operator-moves';
import { reviewsForProduct } from '@/lib/server/domain/reviews/review-reads';
import { post } from '../support/call-route';
import { okData, paidOrder, type TestItem } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import type { TestShopper } from '../support/shoppers';

// The console hides a review (it leaves the product page, /api/review/* and the product's rating),
// restores it, and answers it as the shop under the review.

type Page<T> = { list: T[]; total: number; page: number; pageSize: number; pageCount: number };
type AuditLine = { actor: string; action: string; objectId: string; before: unknown; after: unknown };

let owner: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

const call = <T>(verb: string, body: unknown, who: { headers: Record<string, string> } = catalog) =>
  post<T>(`/api/admin/reviews/${verb}`, body, who.headers);
const listOf = async (filters: Record<string, unknown>) =>
  okData(await call<Page<AdminReview>>('list', filters));

const shopList = async (code: string) =>
  okData(await post<Page<Review>>('/api/review/list', { code, pageSize: 50 })).list;
const shopInfo = async (code: string) => okData(await post<RatingSummary>('/api/review/info', { code }));

async function cardOf(code: string): Promise<ProductCard | undefined> {
  for (let page = 1; ; page += 1) {
    const data = okData(await post<Page<ProductCard>>('/api/goods/list', { page, pageSize: 60 }));
    const card = data.list.find((found) => found.code === code);
    if (card || page >= data.pageCount) return card;
  }
}

async function auditOf(id: number): Promise<AuditLine[]> {
  const page = okData(
    await post<Page<AuditLine>>('/api/admin/audit/list', { objectId: String(id) }, owner.headers),
  );
  return page.list.filter((line) => line.action.startsWith('review.'));
}

/** A buyer whose order of a fresh accessory arrived, and their 1-star review of it. */
async function reviewedItem(): Promise<{ shopper: TestShopper; item: TestItem; id: number }> {
  const { shopper, item, order } = await paidOrder();
  const number = order.orderNumber;
  await shipOrder({ number, carrier: 'UPS', trackingNumber: `1Z${number.slice(-6)}` }, COMMAND_LINE);
  await deliverOrder({ number }, COMMAND_LINE);
  const review = {
    code: item.code,
    rating: 1,
    title: 'Not for me',
    text: 'The hinge came loose after a single week of use.',
  };
  const saved = okData(await post<{ id: number }>('/api/review/save', review, shopper.headers));
  return { shopper, item, id: saved.id };
}

describe('who may call', () => {
  it.each([
    ['list', {}],
    ['hide', { id: 1 }],
    ['restore', { id: 1 }],
    ['reply', { id: 1, text: 'Thank you' }],
    ['removeReply', { id: 1 }],
  ])('/api/admin/reviews/%s refuses no token and a staff member', async (verb, body) => {
    const staff = await createOperator('staff');
    expect((await post(`/api/admin/reviews/${verb}`, body)).body.code).toBe(3);
    expect((await call(verb, body, staff)).body.code).toBe(403);
  });
});

describe('hide and restore', () => {
  it('takes the review off the product page, /api/review/* and the rating, and puts it back', async () => {
    const { item, id } = await reviewedItem();
    const before = await shopInfo(item.code);
    expect(before.stars[1]).toBeGreaterThan(0);
    expect((await shopList(item.code)).map((review) => review.id)).toContain(id);

    const hidden = okData(await call<AdminReview>('hide', { id }));
    expect(hidden).toMatchObject({ id, published: false, productCode: item.code });
    expect(hidden.hiddenAt).not.toBeNull();

    expect((await shopList(item.code)).map((review) => review.id)).not.toContain(id);
    const after = await shopInfo(item.code);
    expect(after.count).toBe(before.count - 1);
    expect(after.stars[1]).toBe(before.stars[1] - 1);
    expect((await cardOf(item.code))?.rating.count).toBe(before.count - 1);
    const page = await reviewsForProduct(item.productId);
    expect(page.page.list.map((review) => review.id)).not.toContain(id);
    expect(page.summary.count).toBe(before.count - 1);

    // hiding again changes nothing and logs nothing more
    okData(await call('hide', { id }));
    expect((await auditOf(id)).map((line) => line.action)).toEqual(['review.hide']);

    const restored = okData(await call<AdminReview>('restore', { id }));
    expect(restored).toMatchObject({ published: true, hiddenAt: null });
    expect((await shopList(item.code)).map((review) => review.id)).toContain(id);
    expect((await shopInfo(item.code)).count).toBe(before.count);
    expect((await cardOf(item.code))?.rating.count).toBe(before.count);
    const lines = await auditOf(id);
    expect(lines.map((line) => line.action).sort()).toEqual(['review.hide', 'review.restore']);
    expect(lines.find((line) => line.action === 'review.hide')?.actor).toBe(catalog.email);
  });

  it('keeps a hidden review hidden when its author edits it', async () => {
    const { shopper, item, id } = await reviewedItem();
    okData(await call('hide', { id }));
    const edit = { code: item.code, rating: 2, text: 'Edited: the hinge came loose after a single week.' };
    okData(await post('/api/review/save', edit, shopper.headers));
    expect((await shopList(item.code)).map((review) => review.id)).not.toContain(id);
    const row = (await listOf({ productCode: item.code })).list.find((found) => found.id === id);
    expect(row).toMatchObject({ published: false, rating: 2 });
  });

  it('answers 404 for an unknown review', async () => {
    expect((await call('hide', { id: 2_000_000_000 })).body.code).toBe(404);
    expect((await call('reply', { id: 2_000_000_000, text: 'Thanks' })).body.code).toBe(404);
  });
});

describe("the shop's answer", () => {
  it('shows under the review on the product page and in /api/review/list, can change and go', async () => {
    const { item, id } = await reviewedItem();
    const text = 'Sorry to hear that. Write to us and we will send a new hinge.';
    const replied = okData(await call<AdminReview>('reply', { id, text: `  ${text}  ` }));
    expect(replied.reply?.text).toBe(text);

    const shown = (await shopList(item.code)).find((review) => review.id === id);
    expect(shown?.reply?.text).toBe(text);
    expect(Number.isNaN(Date.parse(shown?.reply?.repliedAt ?? ''))).toBe(false);
    const page = await reviewsForProduct(item.productId);
    expect(page.page.list.find((review) => review.id === id)?.reply?.text).toBe(text);

    okData(await call('reply', { id, text: 'A new hinge is on its way.' }));
    const changed = (await shopList(item.code)).find((review) => review.id === id);
    expect(changed?.reply?.text).toBe('A new hinge is on its way.');

    const removed = okData(await call<AdminReview>('removeReply', { id }));
    expect(removed.reply).toBeNull();
    expect((await shopList(item.code)).find((review) => review.id === id)?.reply).toBeNull();
    expect((await auditOf(id)).map((line) => line.action).sort()).toEqual([
      'review.editReply',
      'review.removeReply',
      'review.reply',
    ]);
  });

  it('refuses an empty or overlong answer with a field message', async () => {
    const empty = await call('reply', { id: 1, text: '   ' });
    expect(empty.body.code).toBe(422);
    expect(empty.body.data).toMatchObject({ fields: { text: 'Give the answer.' } });
    const long = await call('reply', { id: 1, text: 'x'.repeat(2_001) });
    expect(long.body.code).toBe(422);
    expect(long.body.data).toMatchObject({ fields: { text: 'Keep the answer under 2000 characters.' } });
  });
});

describe('POST /api/admin/reviews/list', () => {
  it('filters by product, rating, visibility, reply and search', async () => {
    const first = await reviewedItem();
    const second = await reviewedItem();
    okData(await call('hide', { id: first.id }));
    okData(await call('reply', { id: second.id, text: 'Thank you for writing.' }));

    const byProduct = await listOf({ productCode: first.item.code });
    expect(byProduct.list[0]?.id).toBe(first.id); // newest first
    expect(byProduct.list.every((row) => row.productCode === first.item.code)).toBe(true);
    expect(byProduct.list.map((row) => row.id)).not.toContain(second.id);

    const hidden = await listOf({ visibility: 'hidden', pageSize: 100 });
    expect(hidden.list.map((row) => row.id)).toContain(first.id);
    expect(hidden.list.map((row) => row.id)).not.toContain(second.id);
    expect(hidden.list.every((row) => !row.published)).toBe(true);

    const visible = await listOf({ visibility: 'visible', rating: 1, pageSize: 100 });
    expect(visible.list.map((row) => row.id)).toContain(second.id);
    expect(visible.list.every((row) => row.published && row.rating === 1)).toBe(true);

    const replied = await listOf({ replied: true, pageSize: 100 });
    expect(replied.list.map((row) => row.id)).toContain(second.id);
    expect(replied.list.every((row) => row.reply !== null)).toBe(true);

    const searched = await listOf({ search: 'HINGE CAME', productCode: second.item.code.toLowerCase() });
    expect(searched.list.map((row) => row.id)).toEqual([second.id]);

    expect(await listOf({ productCode: 'NOSUCHCODE' })).toMatchObject({ list: [], total: 0, pageCount: 1 });
  });

  it('refuses a bad filter with a message', async () => {
    expect((await call('list', { rating: 6 })).body.code).toBe(422);
    expect((await call('list', { visibility: 'deleted' })).body.code).toBe(422);
    expect((await call('list', { where: '1=1' })).body.code).toBe(422);
  });
});
