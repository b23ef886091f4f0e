import { sql } from 'drizzle-orm';
import type { GoodsAttributes, GoodsFilters, ProductCard } from '@/lib/contract/calls/goods';
import { DEFAULT_LENS_RULES } from '@/lib/shop/lens-rules';
import type { DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { post } from '../support/call-route';

// docs/product.md#fit-filters: "Frames that fit me" (filters.fit, a range of frame total widths) and
// "Like my current pair" (filters.pair: ±2 mm lens width, ±2 mm bridge, ±5 mm temple) on the
// listings, the search and the filter counts; frames only, and refused with 422 when out of bounds.
// Runs on PGlite and, with npm run test:api:pg, on PostgreSQL.

type Page = { list: ProductCard[]; total: number; pageCount: number };
interface Measures {
  code: string;
  type: string;
  width: number;
  lens: number;
  bridge: number;
  temple: number;
  height: number;
}

const FIT: GoodsFilters = { fit: { minMm: 132, maxMm: 140 } };
const PAIR: GoodsFilters = { pair: { lensWidthMm: 52, bridgeMm: 18, templeMm: 140 } };

let handle: DatabaseHandle;
/** Eyeglasses frames set just outside, on and inside the 132–140 mm range's ends. */
const byWidth: Record<'narrow' | 'lowEdge' | 'highEdge' | 'wide', string> = {
  narrow: '',
  lowEdge: '',
  highEdge: '',
  wide: '',
};
/** Eyeglasses frames set on the pair's tolerance edges (like) and one millimetre past them (unlike). */
const likePair: string[] = [];
const unlikePair: string[] = [];

async function listPage(question: Record<string, unknown>): Promise<Page> {
  const result = await post<Page>('/api/goods/list', question);
  expect(result.body.code).toBe(200);
  return result.body.data;
}

/** Every card a listing returns, over all its pages. */
async function listed(question: Record<string, unknown>): Promise<ProductCard[]> {
  const cards: ProductCard[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listPage({ ...question, page, pageSize: 60 });
    cards.push(...answer.list);
    if (page >= answer.pageCount) return cards;
  }
}

/** The published products' measurements, straight from the tables (none for an accessory). */
async function measuresOf(codes: string[]): Promise<Map<string, Measures>> {
  if (codes.length === 0) return new Map();
  const rows = rowsOf<Measures>(
    await handle.db.execute(sql`select p.code, p.type, f.frame_width_mm as width, f.lens_width_mm as lens,
      f.bridge_mm as bridge, f.temple_mm as temple, f.lens_height_mm as height
      from products p left join frame_specs f on f.product_id = p.id
      where p.code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((row) => [row.code, row]));
}

/** The published frames of a type that match, straight from the tables. */
async function framesWhere(type: string, condition: ReturnType<typeof sql>): Promise<string[]> {
  const rows = rowsOf<{ code: string }>(
    await handle.db.execute(sql`select p.code from products p join frame_specs f on f.product_id = p.id
      where p.type = ${type} and p.is_active and ${condition} order by p.code`),
  );
  return rows.map((row) => row.code);
}

const codesOf = (cards: ProductCard[]) => cards.map((card) => card.code).sort();

beforeAll(async () => {
  handle = await databaseHandle();
  const frames = rowsOf<{ id: number; code: string }>(
    await handle.db.execute(sql`select p.id, p.code from products p
      where p.type = 'eyeglasses' and p.is_active order by p.id limit 10`),
  );
  const set = async (at: number, measures: Record<string, number>) => {
    const frame = frames[at];
    if (!frame) throw new Error('The seeded catalog has too few eyeglasses frames.');
    const columns = Object.entries(measures).map(([column, mm]) => sql`${sql.identifier(column)} = ${mm}`);
    await handle.db.execute(
      sql`update frame_specs set ${sql.join(columns, sql`, `)} where product_id = ${frame.id}`,
    );
    return frame.code;
  };
  byWidth.narrow = await set(0, { frame_width_mm: 131 });
  // in range but too shallow for progressive lenses: the two filters together leave it out
  byWidth.lowEdge = await set(1, {
    frame_width_mm: 132,
    lens_height_mm: DEFAULT_LENS_RULES.multifocalHeight.minLensHeightMm - 1,
  });
  byWidth.highEdge = await set(2, {
    frame_width_mm: 140,
    lens_height_mm: DEFAULT_LENS_RULES.multifocalHeight.minLensHeightMm + 2,
  });
  byWidth.wide = await set(3, { frame_width_mm: 141 });
  likePair.push(
    await set(4, { lens_width_mm: 54, bridge_mm: 16, temple_mm: 145 }),
    await set(5, { lens_width_mm: 50, bridge_mm: 20, temple_mm: 135 }),
  );
  unlikePair.push(
    await set(6, { lens_width_mm: 55, bridge_mm: 18, temple_mm: 140 }),
    await set(7, { lens_width_mm: 49, bridge_mm: 18, temple_mm: 140 }),
    await set(8, { lens_width_mm: 52, bridge_mm: 21, temple_mm: 146 }),
    await set(9, { lens_width_mm: 52, bridge_mm: 15, temple_mm: 134 }),
  );
});

describe('docs/product.md#fit-filters: Frames that fit me', () => {
  it('lists only frames whose total width is in the range, ends included', async () => {
    const cards = await listed({ category: 'eyeglasses', filters: FIT });
    expect(cards.length).toBeGreaterThan(0);
    const measures = await measuresOf(cards.map((card) => card.code));
    for (const card of cards) {
      const width = measures.get(card.code)?.width;
      expect({ code: card.code, fits: width !== undefined && width >= 132 && width <= 140 }).toEqual({
        code: card.code,
        fits: true,
      });
    }
    expect(codesOf(cards)).toEqual(
      await framesWhere('eyeglasses', sql`f.frame_width_mm between 132 and 140`),
    );
    expect(codesOf(cards)).toEqual(expect.arrayContaining([byWidth.lowEdge, byWidth.highEdge]));
    expect(codesOf(cards)).not.toContain(byWidth.narrow);
    expect(codesOf(cards)).not.toContain(byWidth.wide);
    // the whole category holds the frames left out: the filter, not the category, left them out
    expect(codesOf(await listed({ category: 'eyeglasses' }))).toEqual(
      expect.arrayContaining([byWidth.narrow, byWidth.wide]),
    );
  });

  it('keeps frames of every type and never an accessory', async () => {
    const all = await listed({ filters: FIT });
    expect(new Set(all.map((card) => card.type))).toEqual(new Set(['eyeglasses', 'sunglasses']));
    expect((await listPage({ category: 'accessories', filters: FIT, pageSize: 1 })).total).toBe(0);
    const sunglasses = await listed({ category: 'sunglasses', filters: FIT });
    expect(codesOf(sunglasses)).toEqual(
      await framesWhere('sunglasses', sql`f.frame_width_mm between 132 and 140`),
    );
  });

  it('applies to search results too', async () => {
    const cards = await listed({ keyword: 'glasses', filters: { fit: { minMm: 135, maxMm: 137 } } });
    const everything = await listed({ keyword: 'glasses' });
    const measures = await measuresOf(everything.map((card) => card.code));
    const inRange = everything.filter((card) => {
      const width = measures.get(card.code)?.width;
      return width !== undefined && width >= 135 && width <= 137;
    });
    expect(cards.length).toBeGreaterThan(0);
    expect(codesOf(cards)).toEqual(codesOf(inRange));
  });

  it('with Progressive-ready, keeps only frames that are both', async () => {
    const min = DEFAULT_LENS_RULES.multifocalHeight.minLensHeightMm;
    const cards = await listed({ category: 'eyeglasses', filters: { ...FIT, lenses: ['progressive'] } });
    expect(codesOf(cards)).toEqual(
      await framesWhere(
        'eyeglasses',
        sql`f.frame_width_mm between 132 and 140 and f.lens_height_mm >= ${min}`,
      ),
    );
    expect(codesOf(cards)).not.toContain(byWidth.lowEdge);
    expect(codesOf(cards)).toContain(byWidth.highEdge);
  });

  it('counts the filter values within the range', async () => {
    const result = await post<GoodsAttributes>('/api/goods/attribute', {
      category: 'eyeglasses',
      filters: FIT,
    });
    expect(result.body.code).toBe(200);
    const counted = result.body.data.gender.reduce((sum, option) => sum + option.count, 0);
    expect(counted).toBe((await listPage({ category: 'eyeglasses', filters: FIT, pageSize: 1 })).total);
    expect(counted).toBeLessThan((await listPage({ category: 'eyeglasses', pageSize: 1 })).total);
  });
});

describe('docs/product.md#fit-filters: Like my current pair', () => {
  it('lists frames within ±2 mm lens width, ±2 mm bridge and ±5 mm temple, edges included', async () => {
    const cards = await listed({ category: 'eyeglasses', filters: PAIR });
    expect(codesOf(cards)).toEqual(
      await framesWhere(
        'eyeglasses',
        sql`f.lens_width_mm between 50 and 54 and f.bridge_mm between 16 and 20 and f.temple_mm between 135 and 145`,
      ),
    );
    expect(codesOf(cards)).toEqual(expect.arrayContaining(likePair));
    for (const code of unlikePair) expect(codesOf(cards)).not.toContain(code);
  });

  it('with a fit range, keeps only frames that are both', async () => {
    const cards = await listed({ filters: { ...FIT, ...PAIR } });
    const measures = await measuresOf(cards.map((card) => card.code));
    for (const card of cards) {
      const frame = measures.get(card.code);
      expect(frame && frame.width >= 132 && frame.width <= 140 && Math.abs(frame.lens - 52) <= 2).toBe(true);
    }
  });
});

describe('docs/product.md#fit-filters: sizes out of bounds are refused with 422 naming the field', () => {
  it.each<[unknown, RegExp]>([
    [{ fit: { minMm: 140, maxMm: 132 } }, /filters\.fit\.maxMm/],
    [{ fit: { minMm: 99, maxMm: 140 } }, /filters\.fit\.minMm/],
    [{ fit: { minMm: 132, maxMm: 171 } }, /filters\.fit\.maxMm/],
    [{ fit: { minMm: 132.5, maxMm: 140 } }, /filters\.fit\.minMm/],
    [{ fit: { minMm: 132 } }, /filters\.fit\.maxMm/],
    [{ fit: '132-140' }, /filters\.fit/],
    [{ pair: { lensWidthMm: 39, bridgeMm: 18, templeMm: 140 } }, /filters\.pair\.lensWidthMm/],
    [{ pair: { lensWidthMm: 52, bridgeMm: 25, templeMm: 140 } }, /filters\.pair\.bridgeMm/],
    [{ pair: { lensWidthMm: 52, bridgeMm: 18, templeMm: 156 } }, /filters\.pair\.templeMm/],
    [{ pair: { lensWidthMm: 52, bridgeMm: 18, templeMm: 140, frameWidthMm: 136 } }, /filters\.pair/],
  ])('%j', async (filters, field) => {
    for (const path of ['/api/goods/list', '/api/goods/attribute']) {
      const result = await post(path, { category: 'eyeglasses', filters });
      expect(result.status).toBeLessThan(500);
      expect(result.body.code).toBe(422);
      expect(JSON.stringify(result.body)).toMatch(field);
    }
  });
});
