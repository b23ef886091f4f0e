import { sql, type SQL } from 'drizzle-orm';
import type { GoodsListQuery, ProductCard } from '@/lib/contract/calls/goods';
import { colorBit } from '@/lib/server/domain/catalog/color-mask';
import type { DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { COLOR_FAMILIES } from '@/lib/shop/frame-attributes';
import { post } from '../support/call-route';

// "Listings follow every write" (docs/operating.md#catalog-work): whatever changes a product,
// variant, image, price or review row (the shop, an operator, plain SQL), product_listings,
// product_search and product_cards are current within seconds on every instance. These tests change
// the rows by plain SQL, never calling the catalog's own code, and read what a shopper sees through
// POST /api/goods/list, with this instance listening for change notices as a server does. Runs on
// PGlite and, with npm run test:api:pg, on PostgreSQL.

type Page = { list: ProductCard[]; total: number };
type Question = Partial<GoodsListQuery>;
interface Product {
  id: number;
  code: string;
}

let handle: DatabaseHandle;
let listener: NoticeSubscription;
let frames: Product[];

const list = async (question: Question): Promise<Page> => {
  const result = await post<Page>('/api/goods/list', question);
  expect(result.body.code).toBe(200);
  return result.body.data;
};
const run = (statement: SQL) => handle.db.execute(statement);
const codesOf = (page: Page) => page.list.map((card) => card.code);

/**
 * Asks until the answer shows the change. The answer asked before the change is cached for
 * CATALOG_CACHE_SECONDS (10 s); this waits 3 s at most, so only the change notice can have
 * cleared it (it arrives a moment after the commit on PostgreSQL).
 */
async function soonShows(question: Question, shows: (page: Page) => boolean): Promise<Page> {
  const end = Date.now() + 3000;
  for (;;) {
    const page = await list(question);
    if (shows(page)) return page;
    if (Date.now() > end) throw new Error(`still not shown: ${JSON.stringify(page.list.slice(0, 3))}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  handle = await databaseHandle();
  listener = await listenForPageChanges(handle);
  // Frames of two colours or more that no case has made true yet: not aviators, no purple colour.
  frames = rowsOf<Product>(
    await run(sql`select p.id, p.code from products p join frame_specs f on f.product_id = p.id
      where p.type = 'eyeglasses' and p.is_active and f.shape <> 'aviator'
        and not exists (select 1 from product_variants v where v.product_id = p.id and v.color_family = 'purple')
        and (select count(*) from product_variants v where v.product_id = p.id) >= 2
      order by p.id limit 20`),
  );
  if (frames.length < 20) throw new Error('the seed should have enough frames');
});

afterAll(() => listener.stop());

interface Case {
  change: string;
  write: (frame: Product) => SQL;
  question: (frame: Product) => Question;
  shows: (page: Page, frame: Product) => boolean;
}

const cases: Case[] = [
  {
    change: 'a price: the card and the price sort',
    write: (frame) => sql`update products set price_cents = 1, flash_sale_price_cents = null,
      flash_sale_ends_at = null where code = ${frame.code}`,
    question: () => ({ category: 'eyeglasses', sort: 'price-asc', pageSize: 1 }),
    shows: (page, frame) => page.list[0]?.code === frame.code && page.list[0].priceCents === 1,
  },
  {
    change: 'a price: the price filter',
    write: (frame) => sql`update products set price_cents = 9999900, flash_sale_price_cents = null,
      flash_sale_ends_at = null where code = ${frame.code}`,
    question: () => ({ category: 'eyeglasses', filters: { minPriceCents: 9_999_000 } }),
    shows: (page, frame) => codesOf(page).join() === frame.code,
  },
  {
    change: 'a name: the card and a search by it',
    write: (frame) => sql`update products set name = 'Quillon Zephyr' where code = ${frame.code}`,
    question: () => ({ keyword: 'quillon' }),
    shows: (page, frame) => codesOf(page).join() === frame.code && page.list[0]?.name === 'Quillon Zephyr',
  },
  {
    change: 'a new colour: the card and the colour filter',
    write: (frame) => sql`insert into product_variants
        (product_id, sku, color_name, color_family, color_hex, stock, sort)
      values (${frame.id}, ${`${frame.code}-PLM`}, 'Plum', 'purple', '#673147', 5, 9)`,
    question: () => ({ category: 'eyeglasses', filters: { color: ['purple'] }, pageSize: 60 }),
    shows: (page, frame) =>
      page.list.some(
        (card) => card.code === frame.code && card.colors.some((colour) => colour.name === 'Plum'),
      ),
  },
  {
    change: "a new front image: the card's picture",
    write: (frame) => sql`insert into product_images (variant_id, view, path, width, height, alt, sort)
      select v.id, 'front', '/media/products/new-front.png', 800, 400, 'New front view', -1
      from product_variants v where v.product_id = ${frame.id} order by v.sort, v.id limit 1`,
    question: (frame) => ({ keyword: frame.code }),
    shows: (page) => page.list[0]?.image?.url.endsWith('/new-front.png') === true,
  },
  {
    change: 'the frame data: the shape filter',
    write: (frame) => sql`update frame_specs set shape = 'aviator' where product_id = ${frame.id}`,
    question: () => ({ category: 'eyeglasses', filters: { shape: ['aviator'] }, pageSize: 60 }),
    shows: (page, frame) => codesOf(page).includes(frame.code),
  },
  {
    change: 'a rating: the rating sort',
    write: (frame) => sql`update products set rating_average = 500, rating_count = 100000
      where code = ${frame.code}`,
    question: () => ({ category: 'eyeglasses', sort: 'rating', pageSize: 1 }),
    shows: (page, frame) => page.list[0]?.code === frame.code && page.list[0].rating.count === 100000,
  },
  {
    change: 'reviews written by hand: the card’s rating (migration 0014)',
    write: (frame) => sql`with gone as (delete from reviews where product_id = ${frame.id})
      insert into reviews (product_id, author_name, rating, body)
      values (${frame.id}, 'Ana P.', 1, 'Pinches behind the ears.'), (${frame.id}, 'Ben O.', 2, 'Too wide.')`,
    question: (frame) => ({ keyword: frame.code }),
    shows: (page, frame) =>
      page.list.find((card) => card.code === frame.code)?.rating.count === 2 &&
      page.list.find((card) => card.code === frame.code)?.rating.average === 1.5,
  },
  {
    change: 'reviews hidden by hand: the card’s rating (migration 0014)',
    write: (frame) => sql`update reviews set is_published = false where product_id = ${frame.id}`,
    question: (frame) => ({ keyword: frame.code }),
    shows: (page, frame) => page.list.find((card) => card.code === frame.code)?.rating.count === 0,
  },
  {
    change: 'withdrawn: gone from the listings',
    write: (frame) => sql`update products set is_active = false where code = ${frame.code}`,
    question: (frame) => ({ keyword: frame.code }),
    shows: (page) => page.total === 0,
  },
  {
    change: 'deleted: gone from the listings',
    write: (frame) => sql`delete from products where code = ${frame.code}`,
    question: (frame) => ({ keyword: frame.code }),
    shows: (page) => page.total === 0,
  },
];

describe('a plain SQL write reaches POST /api/goods/list', () => {
  it.each(cases.map((each, index) => [each.change, each, index] as const))(
    '%s',
    async (_change, { write, question, shows }, index) => {
      const frame = frames[index];
      if (!frame) throw new Error('not enough frames');
      // Asked before the change, so the answer is cached when the change is written.
      expect(shows(await list(question(frame)), frame)).toBe(false);
      await run(write(frame));
      await soonShows(question(frame), (page) => shows(page, frame));
    },
  );
});

describe("a card's in-stock flag follows stock", () => {
  const cardVersion = async (id: number) =>
    rowsOf<{ version: string }>(
      await run(sql`select xmin::text as "version" from product_cards where product_id = ${id}`),
    )[0]?.version;

  it('shows a frame sold out once its last unit is gone, without rebuilding its card', async () => {
    const frame = frames[cases.length];
    if (!frame) throw new Error('not enough frames');
    const cardOf = async (question: Question) =>
      (await list(question)).list.find((card) => card.code === frame.code);
    expect((await cardOf({ keyword: frame.code, sort: 'newest' }))?.inStock).toBe(true);
    const version = await cardVersion(frame.id);
    await run(sql`update product_variants set stock = 0 where product_id = ${frame.id}`);
    // Stock is read live when a card is read: a question not asked before shows it at once.
    expect((await cardOf({ keyword: frame.code, sort: 'price-asc' }))?.inStock).toBe(false);
    // One asked before is cached, and the notice that a colour sold out clears it (migration 0019).
    await soonShows(
      { keyword: frame.code, sort: 'newest' },
      (page) => page.list.find((card) => card.code === frame.code)?.inStock === false,
    );
    expect(await cardVersion(frame.id)).toBe(version);
  });
});

describe('the read models in the database', () => {
  const frame = () => {
    const found = frames[cases.length + 1];
    if (!found) throw new Error('not enough frames');
    return found;
  };

  // The SQL function's list of colour families is a copy of COLOR_FAMILIES (bit n = family n).
  it.each(COLOR_FAMILIES.map((family) => [family]))('stores %s as its colour bit', async (family) => {
    const { id } = frame();
    await run(sql`update product_variants set color_family = ${family} where product_id = ${id}`);
    const [row] = rowsOf<{ mask: number }>(
      await run(sql`select color_mask as "mask" from product_listings where product_id = ${id}`),
    );
    expect(row?.mask).toBe(colorBit(family));
  });

  it('keeps both colours changed at once by two writers', async () => {
    const { id } = frames[cases.length + 2] ?? { id: 0 };
    const [first, second] = rowsOf<{ id: number }>(
      await run(sql`select id from product_variants where product_id = ${id} order by id limit 2`),
    );
    if (!first || !second) throw new Error('the frame should have two colours');
    let firstWrote: () => void = () => undefined;
    const firstWritten = new Promise<void>((resolve) => (firstWrote = resolve));
    let letFirstCommit: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (letFirstCommit = resolve));
    const firstWriter = handle.db.transaction(async (tx) => {
      await tx.execute(sql`update product_variants set color_family = 'purple' where id = ${first.id}`);
      firstWrote();
      await firstHolds;
    });
    await firstWritten;
    // On PostgreSQL the second writer's rebuild waits for the first to commit, then reads its change.
    // (then() sends it now: a drizzle query runs when first awaited.)
    const secondWriter = run(
      sql`update product_variants set color_family = 'green' where id = ${second.id}`,
    ).then(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 300));
    letFirstCommit();
    await Promise.all([firstWriter, secondWriter]);
    const [listing] = rowsOf<{ mask: number }>(
      await run(sql`select color_mask as "mask" from product_listings where product_id = ${id}`),
    );
    const both = colorBit('purple') | colorBit('green');
    expect((listing?.mask ?? 0) & both).toBe(both);
  });

  it('rebuilds once for a statement changing every price, and not for one changing only stock', async () => {
    const calls = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local track_functions = 'pl'`);
      const callsSoFar = async () =>
        rowsOf<{ calls: number }>(
          await tx.execute(sql`select coalesce(sum(calls), 0)::int as "calls"
            from pg_stat_xact_user_functions where funcname = 'refresh_product_read_models'`),
        )[0]?.calls;
      await tx.execute(sql`update products set price_cents = price_cents + 100`);
      const afterPrices = await callsSoFar();
      await tx.execute(sql`update product_variants set stock = stock + 1`);
      return { afterPrices, afterStock: await callsSoFar() };
    });
    expect(calls).toEqual({ afterPrices: 1, afterStock: 1 });
    const [stale] = rowsOf<{ count: number }>(
      await run(sql`select count(*)::int as "count" from products p
        join product_listings l on l.product_id = p.id
        join product_cards c on c.product_id = p.id
        where l.price_cents <> p.price_cents or (c.card ->> 'priceCents')::int <> p.price_cents`),
    );
    expect(stale?.count).toBe(0);
  });
});
