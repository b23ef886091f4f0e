import { sql } from 'drizzle-orm';
import type { GoodsAttributes, GoodsFilters, ProductCard, ProductDetail } from '@/lib/contract/calls/goods';
import { DEFAULT_LENS_RULES, type LensRules } from '@/lib/shop/lens-rules';
import type { DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';

// docs/product.md#lens-rules and #catalog: the listings' Progressive-ready filter returns the
// eyeglasses frames whose lens height is at least the multifocalHeight rule's minimum, as the
// operator keeps it now; the product page says the same of each frame. This instance listens for
// change notices as a server does, so a rule edit must clear the cached answers it made out of date.
// Runs on PGlite and, with npm run test:api:pg, on PostgreSQL.

type Page = { list: ProductCard[]; total: number; pageCount: number };

const PROGRESSIVE: GoodsFilters = { lenses: ['progressive'] };
const MIN = DEFAULT_LENS_RULES.multifocalHeight.minLensHeightMm;

let handle: DatabaseHandle;
let listener: NoticeSubscription;
let catalog: TestOperator;
/** Eyeglasses frames set below the minimum, between it and the raised rule, and above both. */
let shallow: string;
let between: string;
let tall: string;

async function listPage(question: Record<string, unknown>): Promise<Page> {
  const result = await post<Page>('/api/goods/list', question);
  expect(result.body.code).toBe(200);
  return result.body.data;
}

/** Every code a listing returns, over all its pages. */
async function listedCodes(category: string, filters?: GoodsFilters): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listPage({ category, filters, page, pageSize: 60 });
    codes.push(...answer.list.map((card) => card.code));
    if (page >= answer.pageCount) return codes;
  }
}

async function facetsOf(category: string, filters?: GoodsFilters): Promise<GoodsAttributes> {
  const result = await post<GoodsAttributes>('/api/goods/attribute', { category, filters });
  expect(result.body.code).toBe(200);
  return result.body.data;
}

async function progressiveFit(code: string): Promise<boolean | undefined> {
  const result = await post<ProductDetail>('/api/goods/info', { code });
  expect(result.body.code).toBe(200);
  return result.body.data.frame?.progressiveEligible;
}

/** The published eyeglasses frames at or above a lens height, straight from the tables. */
async function framesFrom(heightMm: number): Promise<string[]> {
  const rows = rowsOf<{ code: string }>(
    await handle.db.execute(sql`select p.code from products p join frame_specs f on f.product_id = p.id
      where p.type = 'eyeglasses' and p.is_active and f.lens_height_mm >= ${heightMm} order by p.code`),
  );
  return rows.map((row) => row.code);
}

/** Asks until the answer holds (a change notice arrives a moment after the commit on PostgreSQL). */
async function soon<T>(ask: () => Promise<T>, holds: (answer: T) => boolean): Promise<T> {
  const end = Date.now() + 3000;
  for (;;) {
    const answer = await ask();
    if (holds(answer) || Date.now() > end) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const raiseRule = (minLensHeightMm: number) =>
  post<{ rules: LensRules }>(
    '/api/admin/lensRules/update',
    { key: 'multifocalHeight', value: { minLensHeightMm } },
    catalog.headers,
  );

beforeAll(async () => {
  handle = await databaseHandle();
  listener = await listenForPageChanges(handle);
  catalog = await createOperator('catalog');
  const frames = rowsOf<{ id: number; code: string }>(
    await handle.db.execute(sql`select p.id, p.code from products p
      where p.type = 'eyeglasses' and p.is_active order by p.id limit 3`),
  );
  const heights = [MIN - 1, MIN + 2, MIN + 5];
  for (const [at, frame] of frames.entries()) {
    await handle.db.execute(
      sql`update frame_specs set lens_height_mm = ${heights[at]} where product_id = ${frame.id}`,
    );
  }
  [shallow, between, tall] = frames.map((frame) => frame.code) as [string, string, string];
});

afterAll(() => listener.stop());

describe('docs/product.md#lens-rules: the Progressive-ready filter follows the lens rule', () => {
  it('lists exactly the eyeglasses frames at or above the minimum, and counts them', async () => {
    const codes = await soon(
      () => listedCodes('eyeglasses', PROGRESSIVE),
      (listed) => !listed.includes(shallow),
    );
    expect([...codes].sort()).toEqual(await framesFrom(MIN));
    expect(codes).not.toContain(shallow);
    expect(codes).toEqual(expect.arrayContaining([between, tall]));
    // the whole category holds the shallow frame: the filter, not the category, left it out
    expect(await listedCodes('eyeglasses')).toContain(shallow);

    const facets = await facetsOf('eyeglasses');
    expect(facets.lenses).toEqual([
      { value: 'progressive', label: 'Progressive-ready', count: codes.length },
    ]);
  });

  it('finds no sunglasses, and offers no such filter on their listing', async () => {
    expect((await listPage({ category: 'sunglasses', filters: PROGRESSIVE, pageSize: 1 })).total).toBe(0);
    expect((await facetsOf('sunglasses')).lenses).toEqual([]);
  });

  it('the product page says what the filter does: progressive lenses fit only from the minimum', async () => {
    expect(await progressiveFit(shallow)).toBe(false);
    expect(await progressiveFit(between)).toBe(true);
    expect(await progressiveFit(tall)).toBe(true);
  });

  it('refuses an unknown lens fit with 422 naming the field', async () => {
    for (const path of ['/api/goods/list', '/api/goods/attribute']) {
      const result = await post(path, { category: 'eyeglasses', filters: { lenses: ['bifocal'] } });
      expect(result.status).toBeLessThan(500);
      expect(result.body.code).toBe(422);
      expect(JSON.stringify(result.body)).toMatch(/filters\.lenses/);
    }
  });

  it('an operator raising the rule drops a frame in between from the cached filtered listing', async () => {
    // asked before the edit, so cached: only the rule's change notice can clear these answers
    expect(await listedCodes('eyeglasses', PROGRESSIVE)).toContain(between);
    const before = (await facetsOf('eyeglasses')).lenses[0]?.count ?? 0;

    const raised = MIN + 3;
    const edit = await raiseRule(raised);
    expect(edit.body.code).toBe(200);

    const codes = await soon(
      () => listedCodes('eyeglasses', PROGRESSIVE),
      (listed) => !listed.includes(between),
    );
    expect(codes).not.toContain(between);
    expect(codes).toContain(tall);
    expect([...codes].sort()).toEqual(await framesFrom(raised));
    const facets = await soon(
      () => facetsOf('eyeglasses'),
      (answer) => answer.lenses[0]?.count !== before,
    );
    expect(facets.lenses[0]?.count).toBe(codes.length);
    expect(await progressiveFit(between)).toBe(false);
    expect(await progressiveFit(tall)).toBe(true);
  });
});
