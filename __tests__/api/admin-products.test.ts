import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { GET as sitemapShardRoute } from '@/app/sitemap/[shard]/route';
import type { ProductInfo, ProductRow } from '@/lib/contract/calls/admin/products';
import type { DashboardSummary } from '@/lib/contract/calls/admin/dashboard';
import { PRODUCT_CALLS } from '@/lib/contract/calls/admin/products';
import { followStockNotices } from '@/lib/server/domain/back-in-stock';
import { productForPage } from '@/lib/server/domain/catalog';
import { database, databaseHandle } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { cartLines, stockAdjustments } from '@/lib/server/platform/db/schema';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute, post } from '../support/call-route';
import { must, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { mailTo, useTestOutbox } from '../support/outbox';
import { SAMPLE_FRAME } from '../support/sample-frame';

// docs/operating.md#catalog-work: the console's products. A catalog member creates a product as a
// draft, is told every field a rule refuses, saves colours (one in a cart cannot be removed),
// publishes it (the storefront's list, product info, product page and sitemap follow through the
// change notices; a draft or archived product is in none of them), and moves stock with a reason
// (history, audit, the dashboard's per-colour low-stock threshold, the back-in-stock mails).

type Page<T> = { list: T[]; total: number; page: number; pageSize: number; pageCount: number };
type AuditLine = { action: string; objectId: string; summary: string; before: unknown; after: unknown };
type Fields = { fields: Record<string, string> };

let owner: TestOperator;
let catalog: TestOperator;
let staff: TestOperator;
let listener: NoticeSubscription | undefined;
let outbox: string;

beforeAll(async () => {
  outbox = await useTestOutbox();
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
  staff = await createOperator('staff');
  // as every instance does at start: the storefront's cached answers follow the change notices
  listener = await listenForPageChanges(await databaseHandle());
});
afterAll(async () => {
  await listener?.stop();
});

const call = <T>(verb: string, body: unknown, who: TestOperator = catalog) =>
  post<T>(`/api/admin/products/${verb}`, body, who.headers);

/** A fresh code per test (capitals and digits), so tests never see each other's products. */
const freshCode = () => `T${randomBytes(4).toString('hex').toUpperCase()}`;

function glassesDraft(code = freshCode()) {
  return {
    code,
    name: `Test frame ${code}`,
    type: 'eyeglasses',
    accessoryKind: null,
    summary: 'A light test frame.',
    description: 'A frame written by the console test.',
    priceCents: 4900,
    flashSalePriceCents: null,
    flashSaleEndsAt: null,
    isNewArrival: true,
    isBestSeller: false,
    searchWords: 'featherweight',
    frame: { ...SAMPLE_FRAME, faceShapes: ['square'], springHinges: true, progressiveEligible: true },
    variants: [
      {
        sku: `${code}-BLK`,
        colorName: 'Black',
        colorFamily: 'black',
        colorHex: '#111111',
        lensTintHex: null,
        stock: 12,
        lowStockThreshold: 5,
      },
      {
        sku: `${code}-TOR`,
        colorName: 'Tortoise',
        colorFamily: 'tortoise',
        colorHex: '#6b3e26',
        lensTintHex: null,
        stock: 0,
        lowStockThreshold: 5,
      },
    ],
  };
}
type Draft = ReturnType<typeof glassesDraft>;

const created = async (draft: Draft = glassesDraft()) => okData(await call<ProductInfo>('create', draft));

/** The form's draft of a saved product, as the page sends it back on save. */
function editOf(info: ProductInfo) {
  const { status: _s, createdAt: _c, updatedAt: _u, stockHistory: _h, ...fields } = info;
  return {
    ...fields,
    variants: info.variants.map(({ inUse: _i, photos: _p, hasTryOnImage: _t, ...variant }) => variant),
  };
}

async function listedCodes(keyword: string): Promise<string[]> {
  const page = okData(await post<Page<{ code: string }>>('/api/goods/list', { keyword, pageSize: 60 }));
  return page.list.map((card) => card.code);
}

async function inSitemap(code: string): Promise<boolean> {
  const response = await sitemapShardRoute(new Request('http://shop.test/sitemap/0.xml'), {
    params: Promise.resolve({ shard: '0.xml' }),
  });
  return (await response.text()).includes(`/details/${code}<`);
}

/** Waits (up to 5 s) until `check` holds: the storefront follows a change notice within seconds. */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

async function auditOf(objectId: string): Promise<AuditLine[]> {
  return okData(await post<Page<AuditLine>>('/api/admin/audit/list', { objectId }, owner.headers)).list;
}

describe('products: create and validation', () => {
  it('creates a product as a draft, last under featured, with its initial stock in the history', async () => {
    const draft = glassesDraft();
    const info = await created(draft);
    expect(info).toMatchObject({
      code: draft.code,
      status: 'draft',
      searchWords: 'featherweight',
      frame: { frameWidthMm: 135, shape: 'round' },
    });
    expect(info.variants.map((v) => [v.sku, v.stock, v.inUse])).toEqual([
      [`${draft.code}-BLK`, 12, false],
      [`${draft.code}-TOR`, 0, false],
    ]);
    expect(info.stockHistory).toMatchObject([
      { sku: `${draft.code}-BLK`, delta: 12, stockAfter: 12, reason: 'Initial stock', by: catalog.email },
    ]);
    const db = await database();
    const [ranks] = rowsOf<{ mine: number; last: number; size: string; search: string }>(
      await db.execute(sql`
        select p.featured_rank as mine, (select max(featured_rank) from products) as last, f.size,
          p.search_text as search
        from products p join frame_specs f on f.product_id = p.id where p.id = ${info.id}`),
    );
    expect(ranks).toMatchObject({ size: 'medium' });
    expect(ranks?.mine).toBe(ranks?.last);
    expect(ranks?.search.split(' ')).toEqual(
      expect.arrayContaining(['featherweight', 'round', 'acetate', 'black', 'tortoise']),
    );
    expect((await auditOf(draft.code)).map((line) => line.action)).toEqual(['product.create']);
  });

  it('names every field a rule refuses, and writes nothing', async () => {
    const taken = await created();
    const draft = glassesDraft(taken.code);
    draft.flashSalePriceCents = 5900 as never;
    draft.frame.frameWidthMm = 100;
    draft.variants[1] = { ...must(draft.variants[1]), sku: 'OTHER-TOR' };
    const result = await call<Fields>('create', draft);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toMatchObject({
      code: `Another product already has the code ${taken.code}.`,
      flashSalePriceCents: 'The sale price must be below the price.',
      flashSaleEndsAt: 'Give the time the flash sale ends.',
      'frame.frameWidthMm': 'The frame width cannot be less than two lenses and the bridge (120 mm).',
      'variants.1.sku': `A colour's SKU starts with the product code: ${taken.code}-…`,
    });

    const db = await database();
    // only the product that has the code: the refused one was not written
    const found = await db.execute(sql`select 1 from products where code = ${draft.code}`);
    expect(rowsOf(found)).toHaveLength(1);
  });

  it('refuses the schema’s own problems as field messages (code pattern, colour as #RRGGBB)', async () => {
    const draft = glassesDraft();
    const bad = { ...draft, code: 'no good', variants: [{ ...must(draft.variants[0]), colorHex: 'black' }] };
    const result = await call<Fields>('create', bad);
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toMatchObject({
      code: 'Use 2 to 20 capital letters and digits for the code, as OC1024.',
      'variants.0.colorHex': 'Give the colour as #RRGGBB.',
    });
  });
});

describe('products: update', () => {
  it('saves the whole draft: fields, colours matched by id, a new colour added, an unused one removed', async () => {
    const info = await created();
    const edit = editOf(info);
    const [black, tortoise] = edit.variants;
    const saved = okData(
      await call<ProductInfo>('update', {
        ...edit,
        name: 'Renamed frame',
        priceCents: 5900,
        variants: [
          // a saved colour's stock is ignored: it moves only through adjustStock
          { ...must(black), colorName: 'Jet black', stock: 999, lowStockThreshold: 8 },
          {
            sku: `${info.code}-CLR`,
            colorName: 'Crystal',
            colorFamily: 'clear',
            colorHex: '#eeeeee',
            lensTintHex: null,
            stock: 4,
            lowStockThreshold: 2,
          },
        ],
      }),
    );
    expect(saved).toMatchObject({ name: 'Renamed frame', priceCents: 5900, status: 'draft' });
    expect(
      saved.variants.map((v) => [v.id === must(black).id, v.colorName, v.stock, v.lowStockThreshold]),
    ).toEqual([
      [true, 'Jet black', 12, 8],
      [false, 'Crystal', 4, 2],
    ]);
    expect(saved.variants.some((v) => v.id === must(tortoise).id)).toBe(false);
    // an unchanged form saves the same search words back
    expect(saved.searchWords).toBe('featherweight');
    const [line] = await auditOf(info.code);
    expect(line).toMatchObject({
      action: 'product.update',
      before: { name: info.name },
      after: { name: 'Renamed frame' },
    });
  });

  it('refuses to remove a colour a cart holds: its stock goes to 0 instead', async () => {
    const info = await created();
    const tortoise = must(info.variants[1]);
    const db = await database();
    await db.insert(cartLines).values({
      deviceId: createDeviceId(),
      productId: info.id,
      variantId: tortoise.id,
      framePriceCents: info.priceCents,
    });
    expect(okData(await call<ProductInfo>('info', { id: info.id })).variants[1]).toMatchObject({
      inUse: true,
    });
    const edit = editOf(info);
    const result = await call<Fields>('update', { ...edit, variants: [edit.variants[0]] });
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toEqual({
      variants: `${tortoise.sku} is in an order or a cart and cannot be removed: set its stock to 0 instead.`,
    });
    expect(okData(await call<ProductInfo>('info', { id: info.id })).variants).toHaveLength(2);
  });

  it('refuses a colour id of another product, and answers 404 for an unknown product', async () => {
    const mine = await created();
    const theirs = await created();
    const edit = editOf(mine);
    const result = await call<Fields>('update', {
      ...edit,
      variants: [edit.variants[0], { ...must(edit.variants[1]), id: must(theirs.variants[0]).id }],
    });
    expect(result.body.data.fields).toMatchObject({
      'variants.1.id': 'This colour is not one of this product’s.',
    });
    expect((await call('info', { id: 2_000_000_000 })).body.code).toBe(404);
  });
});

describe('products: names taken at the same moment', () => {
  it('two colours may trade SKUs in one save', async () => {
    const info = await created();
    const edit = editOf(info);
    const black = must(edit.variants[0]);
    const tortoise = must(edit.variants[1]);
    const saved = okData(
      await call<ProductInfo>('update', {
        ...edit,
        variants: [
          { ...black, sku: tortoise.sku },
          { ...tortoise, sku: black.sku },
        ],
      }),
    );
    expect(saved.variants.map((v) => [v.id, v.sku])).toEqual([
      [black.id, tortoise.sku],
      [tortoise.id, black.sku],
    ]);
  });

  it('two creates of one code at once make one product; the other is told the code is taken', async () => {
    const draft = glassesDraft();
    const answers = await Promise.all([call('create', draft), call('create', draft)]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.body.code === 422);
    expect((refused?.body.data as Fields).fields.code).toBe(
      `Another product already has the code ${draft.code}.`,
    );
  });
});

describe('products: status and the storefront', () => {
  it('a draft is nowhere on the storefront; published it is in the list, info, page and sitemap; archived gone', async () => {
    const info = await created();
    const { code } = info;
    const shown = async () => (await post('/api/goods/info', { code })).body.code === 200;
    expect(await listedCodes(code)).toEqual([]);
    expect(await shown()).toBe(false);
    expect(await productForPage(code)).toBeNull();
    expect(await inSitemap(code)).toBe(false);

    const published = okData(await call<ProductInfo>('setStatus', { id: info.id, status: 'published' }));
    expect(published.status).toBe('published');
    expect(await eventually(async () => (await listedCodes(code)).includes(code))).toBe(true);
    expect(await shown()).toBe(true);
    expect((await productForPage(code))?.name).toBe(info.name);
    expect(await inSitemap(code)).toBe(true);

    okData(await call<ProductInfo>('setStatus', { id: info.id, status: 'archived' }));
    expect(await eventually(async () => (await listedCodes(code)).length === 0)).toBe(true);
    expect(await shown()).toBe(false);
    expect(await inSitemap(code)).toBe(false);
    expect((await auditOf(code)).map((line) => line.action)).toEqual([
      'product.archive',
      'product.publish',
      'product.create',
    ]);
  });

  it('saves an incomplete draft, but publishes only a complete product, and keeps it complete', async () => {
    const info = await created({ ...glassesDraft(), frame: null as never, variants: [] });
    const result = await call<Fields>('setStatus', { id: info.id, status: 'published' });
    expect(result.body.code).toBe(422);
    expect(result.body.data.fields).toEqual({
      variants: 'Add at least one colour before publishing.',
      frame: 'Give the frame data before publishing.',
    });
    expect(okData(await call<ProductInfo>('info', { id: info.id })).status).toBe('draft');

    const complete = await created();
    okData(await call('setStatus', { id: complete.id, status: 'published' }));
    const removeFrame = await call<Fields>('update', { ...editOf(complete), frame: null });
    expect(removeFrame.body.data).toEqual({ fields: { frame: 'Give the frame data of the glasses.' } });
  });
});

describe('products: the list', () => {
  it('finds by code, name or SKU, and filters by status, category, flag and stock', async () => {
    const info = await created();
    const list = async (input: Record<string, unknown>) =>
      okData(await call<Page<ProductRow>>('list', { pageSize: 100, ...input })).list.map((row) => row.code);
    expect(await list({ search: info.code.toLowerCase() })).toEqual([info.code]);
    expect(await list({ search: must(info.variants[1]).sku })).toEqual([info.code]);
    expect(await list({ search: info.code, status: 'published' })).toEqual([]);
    expect(await list({ search: info.code, status: 'draft', type: 'eyeglasses', flag: 'new' })).toEqual([
      info.code,
    ]);
    expect(await list({ search: info.code, type: 'sunglasses' })).toEqual([]);
    // tortoise is sold out: out and low, not in
    expect(await list({ search: info.code, stock: 'out' })).toEqual([info.code]);
    expect(await list({ search: info.code, stock: 'low' })).toEqual([info.code]);
    expect(await list({ search: info.code, stock: 'in' })).toEqual([]);
    const [row] = okData(await call<Page<ProductRow>>('list', { search: info.code })).list;
    expect(row).toMatchObject({ colours: 2, stock: 12, lowColours: 1, soldOutColours: 1, status: 'draft' });
  });
});

describe('stock set in the console', () => {
  it('moves by a delta or to a count with a reason, never below 0, into the history and the audit log', async () => {
    const info = await created();
    const black = must(info.variants[0]);
    const adjust = (body: Record<string, unknown>) =>
      call<{ stock: number; entry: { delta: number; reason: string } }>('adjustStock', {
        variantId: black.id,
        ...body,
      });
    expect(okData(await adjust({ delta: -2, reason: 'Two damaged in transit' })).stock).toBe(10);
    expect(okData(await adjust({ count: 30, reason: 'Shelf count' })).entry).toMatchObject({ delta: 20 });
    const below = await adjust({ delta: -31, reason: 'Lost' });
    expect(below.body).toMatchObject({ code: 0, msg: 'Only 30 in stock: the stock cannot go below 0.' });
    expect((await adjust({ delta: 3 })).body.data).toMatchObject({
      fields: { reason: 'Give the reason for the change.' },
    });
    expect((await adjust({ delta: 3, count: 4, reason: 'Both' })).body.code).toBe(422);

    const history = okData(await call<ProductInfo>('info', { id: info.id })).stockHistory;
    expect(history.map((entry) => [entry.delta, entry.stockAfter, entry.reason])).toEqual([
      [20, 30, 'Shelf count'],
      [-2, 10, 'Two damaged in transit'],
      [12, 12, 'Initial stock'],
    ]);
    const [line] = await auditOf(info.code);
    expect(line).toMatchObject({
      action: 'product.adjust-stock',
      before: { sku: black.sku, stock: 10 },
      after: { sku: black.sku, stock: 30, delta: 20, reason: 'Shelf count' },
    });
    const db = await database();
    const rows = await db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, black.id));
    expect(rows.every((row) => row.staffId === catalog.staffId)).toBe(true);
  });

  it('the dashboard lists a colour at or under its own threshold', async () => {
    const info = await created();
    // published, with every colour stocked above the default threshold
    const [black, tortoise] = info.variants;
    await call('adjustStock', { variantId: must(tortoise).id, count: 9, reason: 'Received' });
    okData(await call('setStatus', { id: info.id, status: 'published' }));
    const lowSkus = async () => {
      const summary = okData(
        await callRoute<DashboardSummary>('GET', '/api/admin/dashboard/summary', {
          headers: catalog.headers,
        }),
      );
      const everyLow = rowsOf<{ sku: string }>(
        await (
          await database()
        ).execute(sql`
          select v.sku from product_variants v join products p on p.id = v.product_id
          where p.is_active and v.stock <= v.low_stock_threshold`),
      );
      return { total: summary.lowStock.total, skus: everyLow.map((row) => row.sku) };
    };
    expect((await lowSkus()).skus).not.toContain(must(tortoise).sku);
    okData(await call('setLowStockThreshold', { variantId: must(tortoise).id, threshold: 10 }));
    const after = await lowSkus();
    expect(after.skus).toContain(must(tortoise).sku);
    expect(after.skus).not.toContain(must(black).sku);
    expect(after.total).toBe(after.skus.length);
  });

  it('an adjustment from 0 sends the mails of the shoppers waiting for the colour', async () => {
    const stopFollowing = followStockNotices();
    try {
      const info = await created();
      okData(await call('setStatus', { id: info.id, status: 'published' }));
      const tortoise = must(info.variants[1]);
      const to = `waiting-${randomBytes(4).toString('hex')}@example.com`;
      const asked = await post('/api/goods/backInStock', { code: info.code, sku: tortoise.sku, email: to });
      expect(asked.body.code).toBe(200);
      const started = Date.now() - 1000;
      okData(await call('adjustStock', { variantId: tortoise.id, delta: 6, reason: 'Restocked' }));
      const raw = await mailTo(outbox, to, 'Back in stock', started, 5000);
      expect(raw).toContain(info.name);
    } finally {
      stopFollowing();
    }
  });
});

describe('products: roles (docs/operating.md#roles)', () => {
  it('a staff member gets 403 on every products call; the owner may make them', async () => {
    const info = await created();
    for (const product of PRODUCT_CALLS) {
      const result = await post(product.path, { id: info.id }, staff.headers);
      expect([product.path, result.body.code]).toEqual([product.path, 403]);
    }
    expect((await call('info', { id: info.id }, owner)).body.code).toBe(200);
  });
});
