import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ProductInfo } from '@/lib/contract/calls/admin/products';
import type { SelectedProduct } from '@/lib/contract/calls/admin/product-selection';
import { productForPage } from '@/lib/server/domain/catalog';
import { database, databaseHandle } from '@/lib/server/platform/db/database';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { products, reviews, supportTickets } from '@/lib/server/platform/db/schema';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { SAMPLE_FRAME } from '../support/sample-frame';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper, type TestShopper } from '../support/shoppers';

// docs/operating.md#bulk-catalog: the console's products, reviews and tickets changed together.
// Each change over a selection is all or nothing (one that cannot change, and nothing changes:
// 422 names it, with why), writes one audit line per object with the single change's action, and
// is open to the roles of the single call only.

type Page<T> = { list: T[] };
type AuditLine = { action: string; objectId: string; before: unknown; after: unknown };
type Refused = { fields: Record<string, string> };
type Moved<Id> = { changed: Id[]; unchanged: Id[] };

let owner: TestOperator;
let catalog: TestOperator;
let staff: TestOperator;
let shopper: TestShopper;
let listener: NoticeSubscription | undefined;

beforeAll(async () => {
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
  staff = await createOperator('staff');
  shopper = await createShopper('bulk');
  listener = await listenForPageChanges(await databaseHandle());
});
afterAll(async () => {
  await listener?.stop();
});

const freshCode = () => `B${randomBytes(4).toString('hex').toUpperCase()}`;

/** A product made through the console's create call: glasses with a colour, or without (no frame). */
async function product(
  prices: { priceCents: number; flashSalePriceCents?: number | null },
  complete = true,
): Promise<ProductInfo> {
  const code = freshCode();
  const sale = prices.flashSalePriceCents ?? null;
  const draft = {
    code,
    name: `Bulk frame ${code}`,
    type: 'eyeglasses',
    accessoryKind: null,
    summary: 'A frame for the selection test.',
    description: 'Written by the bulk catalog test.',
    priceCents: prices.priceCents,
    flashSalePriceCents: sale,
    flashSaleEndsAt: sale === null ? null : new Date(Date.now() + 86_400_000).toISOString(),
    isNewArrival: false,
    isBestSeller: false,
    searchWords: '',
    frame: complete ? SAMPLE_FRAME : null,
    variants: complete
      ? [
          {
            sku: `${code}-BLK`,
            colorName: 'Black',
            colorFamily: 'black',
            colorHex: '#111111',
            lensTintHex: null,
            stock: 5,
            lowStockThreshold: 1,
          },
        ]
      : [],
  };
  return okData(await post<ProductInfo>('/api/admin/products/create', draft, catalog.headers));
}

const productCall = <T>(verb: string, body: unknown, who: TestOperator = catalog) =>
  post<T>(`/api/admin/products/${verb}`, body, who.headers);

async function stored(ids: number[]) {
  const db = await database();
  const rows = await db.select().from(products).where(inArray(products.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id));
}

async function auditOf(objectIds: (string | number)[], prefix: string): Promise<AuditLine[]> {
  const lines: AuditLine[] = [];
  for (const objectId of objectIds) {
    const page = okData(
      await post<Page<AuditLine>>('/api/admin/audit/list', { objectId: String(objectId) }, owner.headers),
    );
    lines.push(...page.list.filter((line) => line.action.startsWith(prefix)));
  }
  return lines;
}

describe('products: prices by a percentage', () => {
  it('moves every price and sale price, rounded half-up to the cent, with an audit line each', async () => {
    const plain = await product({ priceCents: 4995 });
    const onSale = await product({ priceCents: 9900, flashSalePriceCents: 7950 });
    const answer = okData(
      await productCall<{ list: SelectedProduct[] }>('changePrices', {
        ids: [plain.id, onSale.id],
        percent: -10,
      }),
    );
    // 4495.5 goes up; 8910; 7155
    expect(answer.list.map((row) => [row.code, row.priceCents, row.flashSalePriceCents])).toEqual([
      [plain.code, 4496, null],
      [onSale.code, 8910, 7155],
    ]);
    const [a, b] = await stored([plain.id, onSale.id]);
    expect([a?.priceCents, b?.priceCents, b?.flashSalePriceCents]).toEqual([4496, 8910, 7155]);
    const lines = await auditOf([plain.code, onSale.code], 'product.update');
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.objectId === onSale.code)).toMatchObject({
      before: { priceCents: 9900, flashSalePriceCents: 7950 },
      after: { priceCents: 8910, flashSalePriceCents: 7155 },
    });
  });

  it('one product that cannot take it and nothing changes: 422 names it with why', async () => {
    const fine = await product({ priceCents: 5000 });
    const tight = await product({ priceCents: 2, flashSalePriceCents: 1 });
    const result = await productCall<Refused>('changePrices', {
      ids: [fine.id, tight.id, 2_000_000_000],
      percent: -50,
    });
    expect(result.body.code).toBe(422);
    expect(result.body.msg).toBe('Nothing was changed: 2 products cannot change.');
    expect(result.body.data.fields).toEqual({
      'ids.1': `${tight.code} ${tight.name}: The sale price would be $0.01, no longer below the price ($0.01).`,
      'ids.2': 'No product has the id 2000000000.',
    });
    const [a, b] = await stored([fine.id, tight.id]);
    expect([a?.priceCents, b?.priceCents, b?.flashSalePriceCents]).toEqual([5000, 2, 1]);
    expect(await auditOf([fine.code, tight.code], 'product.update')).toHaveLength(0);
  });

  it('refuses a percentage out of range, zero or with more than two decimals', async () => {
    const one = await product({ priceCents: 5000 });
    for (const percent of [-51, 101, 0, 1.005, '10'])
      expect((await productCall('changePrices', { ids: [one.id], percent })).body.code).toBe(422);
  });

  it('the product page follows the new price', async () => {
    const one = await product({ priceCents: 6000 });
    okData(await productCall('setStatusMany', { ids: [one.id], status: 'published' }));
    okData(await productCall('changePrices', { ids: [one.id], percent: 25 }));
    const deadline = Date.now() + 5_000;
    let page = await productForPage(one.code);
    while (page?.priceCents !== 7500 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await productForPage(one.code);
    }
    expect(page?.priceCents).toBe(7500);
  });
});

describe('products: publish and archive together', () => {
  it('archives then publishes a selection, an audit line per product that moved', async () => {
    const first = await product({ priceCents: 3000 });
    const second = await product({ priceCents: 4000 });
    const ids = [first.id, second.id];
    const archived = okData(
      await productCall<{ list: SelectedProduct[] }>('setStatusMany', { ids, status: 'archived' }),
    );
    expect(archived.list.map((row) => [row.status, row.changed])).toEqual([
      ['archived', true],
      ['archived', true],
    ]);
    okData(await productCall('setStatusMany', { ids, status: 'published' }));
    expect((await stored(ids)).map((row) => row?.status)).toEqual(['published', 'published']);
    const lines = await auditOf([first.code, second.code], 'product.');
    expect(lines.map((line) => line.action).sort()).toEqual([
      'product.archive',
      'product.archive',
      'product.create',
      'product.create',
      'product.publish',
      'product.publish',
    ]);
  });

  it('one product that cannot be published and none is', async () => {
    const ready = await product({ priceCents: 3000 });
    const bare = await product({ priceCents: 3000 }, false);
    const result = await productCall<Refused>('setStatusMany', {
      ids: [ready.id, bare.id],
      status: 'published',
    });
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toEqual({
      'ids.1': `${bare.code} ${bare.name}: Add at least one colour before publishing. Give the frame data before publishing.`,
    });
    expect((await stored([ready.id, bare.id])).map((row) => row?.status)).toEqual(['draft', 'draft']);
    expect(await auditOf([ready.code], 'product.publish')).toHaveLength(0);
  });
});

/** A shown review of a product, written straight in the table (the review rules are tested elsewhere). */
async function review(productId: number): Promise<number> {
  const db = await database();
  const [row] = await db
    .insert(reviews)
    .values({ productId, authorName: 'Test B.', rating: 2, body: 'The frame sat crooked on my nose.' })
    .returning({ id: reviews.id });
  if (!row) throw new Error('no review');
  return row.id;
}

describe('reviews: hidden together', () => {
  it('hides every review of the selection, an audit line each; a hidden one changes nothing', async () => {
    const host = await product({ priceCents: 3000 });
    const ids = [await review(host.id), await review(host.id), await review(host.id)];
    const first = okData(
      await post<Moved<number>>('/api/admin/reviews/hideMany', { ids: ids.slice(0, 2) }, catalog.headers),
    );
    expect(first).toEqual({ changed: ids.slice(0, 2), unchanged: [] });
    const again = okData(await post<Moved<number>>('/api/admin/reviews/hideMany', { ids }, catalog.headers));
    expect(again).toEqual({ changed: [ids[2]], unchanged: ids.slice(0, 2) });
    const db = await database();
    const rows = await db.select().from(reviews).where(inArray(reviews.id, ids));
    expect(rows.every((row) => !row.isPublished && row.hiddenBy === catalog.staffId)).toBe(true);
    expect((await auditOf(ids, 'review.')).map((line) => line.action)).toEqual([
      'review.hide',
      'review.hide',
      'review.hide',
    ]);
  });

  it('an unknown review and none is hidden', async () => {
    const host = await product({ priceCents: 3000 });
    const id = await review(host.id);
    const result = await post<Refused>(
      '/api/admin/reviews/hideMany',
      { ids: [id, 2_000_000_001] },
      catalog.headers,
    );
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toEqual({ 'ids.1': 'No review has the id 2000000001.' });
    const db = await database();
    const [row] = await db.select().from(reviews).where(eq(reviews.id, id));
    expect(row?.isPublished).toBe(true);
    expect(await auditOf([id], 'review.')).toHaveLength(0);
  });
});

async function ticket(): Promise<string> {
  const result = await post<{ ticketNumber: string }>(
    '/api/contact/save',
    {
      name: 'Bulk Guest',
      email: `bulk-${randomBytes(4).toString('hex')}@example.com`,
      topic: 'product',
      message: 'Do these frames come in a narrower size for small faces?',
    },
    { 'x-device-id': createDeviceId(), 'x-oculo-peer': `10.${randomBytes(3).join('.')}` },
  );
  return okData(result).ticketNumber;
}

async function ticketRows(numbers: string[]) {
  const db = await database();
  const rows = await db.select().from(supportTickets).where(inArray(supportTickets.ticketNumber, numbers));
  return numbers.map((number) => rows.find((row) => row.ticketNumber === number));
}

describe('tickets: closed and assigned together', () => {
  it('assigns then closes a selection, an audit line per ticket for each', async () => {
    const numbers = [await ticket(), await ticket()];
    const assigned = okData(
      await post<Moved<string>>(
        '/api/admin/tickets/assignMany',
        { ticketNumbers: numbers, staffId: staff.staffId },
        staff.headers,
      ),
    );
    expect(assigned).toEqual({ changed: numbers, unchanged: [] });
    const closed = okData(
      await post<Moved<string>>('/api/admin/tickets/closeMany', { ticketNumbers: numbers }, staff.headers),
    );
    expect(closed).toEqual({ changed: numbers, unchanged: [] });
    expect((await ticketRows(numbers)).map((row) => [row?.assignedTo, row?.status])).toEqual([
      [staff.staffId, 'closed'],
      [staff.staffId, 'closed'],
    ]);
    expect((await auditOf(numbers, 'ticket.')).map((line) => line.action).sort()).toEqual([
      'ticket.assign',
      'ticket.assign',
      'ticket.close',
      'ticket.close',
    ]);
  });

  it('an unknown ticket and none changes; a member who does not answer tickets is refused', async () => {
    const number = await ticket();
    const unknown = await post<Refused>(
      '/api/admin/tickets/closeMany',
      { ticketNumbers: [number, 'T-ZZZZZZ'] },
      staff.headers,
    );
    expect(unknown.body.code).toBe(422);
    expect(unknown.body.data.fields).toEqual({ 'ticketNumbers.1': 'No ticket has the number T-ZZZZZZ.' });
    const catalogMember = await post<Refused>(
      '/api/admin/tickets/assignMany',
      { ticketNumbers: [number], staffId: catalog.staffId },
      staff.headers,
    );
    expect(catalogMember.body.code).toBe(422);
    expect(Object.keys(catalogMember.body.data.fields)).toEqual(['staffId']);
    expect((await ticketRows([number])).map((row) => [row?.status, row?.assignedTo])).toEqual([
      ['open', null],
    ]);
    expect(await auditOf([number], 'ticket.')).toHaveLength(0);
  });
});

describe('roles (docs/operating.md#roles)', () => {
  it.each([
    ['/api/admin/products/setStatusMany', { ids: [1], status: 'archived' }, () => staff],
    ['/api/admin/products/changePrices', { ids: [1], percent: 10 }, () => staff],
    ['/api/admin/reviews/hideMany', { ids: [1] }, () => staff],
    ['/api/admin/tickets/closeMany', { ticketNumbers: ['T-ZZZZZZ'] }, () => catalog],
    ['/api/admin/tickets/assignMany', { ticketNumbers: ['T-ZZZZZZ'], staffId: null }, () => catalog],
  ])(
    '%s: 403 for a role without the area, 3 for a shopper and without a token',
    async (path, body, refused) => {
      expect((await post(path, body, refused().headers)).body.code).toBe(403);
      expect((await post(path, body, shopper.headers)).body.code).toBe(3);
      expect((await post(path, body)).body.code).toBe(3);
    },
  );
});
