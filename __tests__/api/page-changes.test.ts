import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/server/platform/db/client';
import { databaseHandle } from '@/lib/server/platform/db/database';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { rowsOf } from '@/lib/server/platform/db/rows';
import PageCacheHandler from '@/lib/server/platform/page-cache/page-cache-handler.mjs';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { PAGE_CHANGES_CHANNEL } from '@/lib/server/platform/page-cache/page-changes';
import { currentFrameOffer } from '@/lib/server/domain/promotions';

// docs/architecture.md#caching: a product or content row that changes in the database, by the shop
// or by hand, expires the pages showing it on every server (migration 0010's triggers, NOTIFY on
// oculo_page_changes, lib/server/platform/page-cache). Runs on PGlite and on PostgreSQL.

let handle: DatabaseHandle;
let product: { id: number; code: string };
const notices: string[] = [];
let subscription: NoticeSubscription;

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out; notices so far: ${notices.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
/** Runs the write and answers the notices it caused, waiting for a marker notice after it. */
async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
  notices.length = 0;
  await write();
  await handle.db.execute(
    sql`update hot_search_words set sort = sort where id = (select min(id) from hot_search_words)`,
  );
  await until(() => notices.includes('home'));
  return notices.filter((notice) => notice !== 'home');
}

beforeAll(async () => {
  handle = await databaseHandle();
  subscription = await handle.listen(
    PAGE_CHANGES_CHANNEL,
    (notice) => notices.push(notice),
    () => undefined,
  );
  const [row] = rowsOf<{ id: number; code: string }>(
    await handle.db.execute(sql`select id, code from products where is_active order by id limit 1`),
  );
  if (!row) throw new Error('the seed should have products');
  product = row;
});

afterAll(async () => {
  await subscription.stop();
});

describe('the database names every change to what a page shows', () => {
  it('a price: the product, which its page and every listing show', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update products set price_cents = price_cents + 100 where id = ${product.id}`),
      ),
    ).toEqual([`product:${product.code}`]);
  });

  it('stock alone: only the product page (its availability)', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(
          sql`update product_variants set stock = stock + 1 where product_id = ${product.id}`,
        ),
      ),
    ).toEqual([`stock:${product.code}`]);
  });

  it('a colour selling out or coming back: the product, whose card says so (migration 0019)', async () => {
    const [colour] = rowsOf<{ id: number; stock: number }>(
      await handle.db.execute(
        sql`select id, stock from product_variants where product_id = ${product.id} and stock > 1 order by id limit 1`,
      ),
    );
    if (!colour) throw new Error('the seed should have a colour in stock');
    const setStock = (stock: number) =>
      noticesOf(() =>
        handle.db.execute(sql`update product_variants set stock = ${stock} where id = ${colour.id}`),
      );
    expect(await setStock(0)).toEqual([`availability:${product.code}`]);
    expect(await setStock(0)).toEqual([]);
    expect(await setStock(1)).toEqual([`availability:${product.code}`]);
    expect(await setStock(colour.stock)).toEqual([`stock:${product.code}`]);
  });

  it('a colour, an image, the frame data: the product', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(
          sql`update product_variants set color_name = color_name || ' ' where product_id = ${product.id}`,
        ),
      ),
    ).toEqual([`product:${product.code}`]);
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update product_images set alt = alt || ' ' where variant_id in
          (select id from product_variants where product_id = ${product.id})`),
      ),
    ).toEqual([`product:${product.code}`]);
  });

  it('a review: the product page, and the listings when it moves the rating (migration 0014)', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`insert into reviews (product_id, author_name, rating, body)
          values (${product.id}, 'Maria K.', 5, 'Light and comfortable all day long.')`),
      ),
    ).toEqual([`review:${product.code}`, `product:${product.code}`]);
  });

  it('help articles and categories', async () => {
    expect(await noticesOf(() => handle.db.execute(sql`update faq_articles set title = title`))).toEqual([
      'faq',
    ]);
    expect(await noticesOf(() => handle.db.execute(sql`update categories set name = name`))).toEqual([
      'catalog',
    ]);
  });

  it('the second-frame offer (docs/operating.md#promotions, migration 0039)', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update promotions set updated_at = now() where key = 'frame-offer'`),
      ),
    ).toEqual(['promotions']);
  });

  it('the shipping table (docs/operating.md#shipping): zones and methods', async () => {
    expect(
      await noticesOf(() => handle.db.execute(sql`update shipping_zones set updated_at = now()`)),
    ).toEqual(['shipping']);
    expect(
      await noticesOf(() => handle.db.execute(sql`update shipping_methods set price_cents = price_cents`)),
    ).toEqual(['shipping']);
  });

  it('the tax rates and settings (docs/operating.md#taxes, migration 0044)', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update tax_settings set updated_at = now() where key = 'tax'`),
      ),
    ).toEqual(['taxes']);
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update tax_rates set updated_at = now() where country_code = 'DE'`),
      ),
    ).toEqual(['taxes']);
  });

  it('many rows in one transaction give one notice per product', async () => {
    const sent = await noticesOf(() =>
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`update products set price_cents = price_cents + 1 where id = ${product.id}`);
        await tx.execute(sql`update products set price_cents = price_cents - 1 where id = ${product.id}`);
      }),
    );
    expect(sent).toEqual([`product:${product.code}`]);
  });

  it('nothing for a change that is rolled back', async () => {
    const sent = await noticesOf(async () => {
      await handle.db
        .transaction(async (tx) => {
          await tx.execute(sql`update products set price_cents = 1 where id = ${product.id}`);
          throw new Error('changed my mind');
        })
        .catch(() => undefined);
    });
    expect(sent).toEqual([]);
  });

  it('nothing for a row rewritten as it was', async () => {
    expect(
      await noticesOf(() =>
        handle.db.execute(sql`update products set price_cents = price_cents where id = ${product.id}`),
      ),
    ).toEqual([]);
  });

  it('nothing for tables no page shows', async () => {
    expect(await noticesOf(() => handle.db.execute(sql`update users set first_name = first_name`))).toEqual(
      [],
    );
  });
});

describe("a server's rendered pages follow the notices", () => {
  const pageOf = (code: string) => ({
    kind: 'APP_PAGE',
    html: `<html>${code}</html>`,
    headers: { 'x-next-cache-tags': `_N_T_/layout,_N_T_/details/[code]/layout,_N_T_/details/${code}` },
  });
  const listing = {
    kind: 'APP_PAGE',
    html: '<html>list</html>',
    headers: {
      'x-next-cache-tags':
        '_N_T_/layout,_N_T_/(listings)/layout,_N_T_/(listings)/eyeglasses/layout,_N_T_/(listings)/eyeglasses/page,_N_T_/eyeglasses',
    },
  };
  const help = {
    kind: 'APP_PAGE',
    html: '<html>faq</html>',
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/faq/layout,_N_T_/faq' },
  };

  let listener: NoticeSubscription;
  beforeAll(async () => {
    listener = await listenForPageChanges(handle);
  });
  afterAll(() => listener.stop());

  it('an offer written by hand is the one the next cart is priced with', async () => {
    expect((await currentFrameOffer()).percent).toBe(50);
    await handle.db.execute(
      sql`update promotions set value = jsonb_set(value, '{percent}', '30') where key = 'frame-offer'`,
    );
    try {
      const end = Date.now() + 5000;
      while ((await currentFrameOffer()).percent !== 30 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect((await currentFrameOffer()).percent).toBe(30);
    } finally {
      await handle.db.execute(
        sql`update promotions set value = jsonb_set(value, '{percent}', '50') where key = 'frame-offer'`,
      );
      // the notice drops every page (the terms are on each), and a page stored within a second
      // of it is not trusted: let it land and pass before the next test stores its pages
      const end = Date.now() + 5000;
      while ((await currentFrameOffer()).percent !== 50 && Date.now() < end)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
  });

  it('a price change drops the product page and the listings, and nothing else', async () => {
    const pages = new PageCacheHandler();
    // Stored well before the change (the handler distrusts pages stored just after one).
    await pages.set('/details/other', pageOf('ZZ9999'), {});
    await pages.set('/details/this', pageOf(product.code), {});
    await pages.set('/eyeglasses', listing, {});
    await pages.set('/faq', help, {});
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await pages.get('/details/this', {})).not.toBeNull();

    await handle.db.execute(
      sql`update products set price_cents = price_cents + 100 where id = ${product.id}`,
    );
    const dropped = async () => (await pages.get('/details/this', {})) === null;
    const end = Date.now() + 5000;
    while (!(await dropped()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));

    expect(await pages.get('/details/this', {})).toBeNull();
    expect(await pages.get('/eyeglasses', {})).toBeNull();
    expect(await pages.get('/details/other', {})).not.toBeNull();
    expect(await pages.get('/faq', {})).not.toBeNull();
  });
});

describe('an offer change reaches every page (docs/operating.md#promotions)', () => {
  let listener: NoticeSubscription;
  beforeAll(async () => {
    listener = await listenForPageChanges(handle);
  });
  afterAll(() => listener.stop());

  it('drops every rendered page, whose footer and terms strip advertise the offer', async () => {
    const pages = new PageCacheHandler();
    const help = {
      kind: 'APP_PAGE',
      html: '<html>faq</html>',
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/faq/layout,_N_T_/faq' },
    };
    await pages.set('/faq', help, {});
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await pages.get('/faq', {})).not.toBeNull();

    await handle.db.execute(sql`update promotions set updated_at = now() where key = 'frame-offer'`);
    const end = Date.now() + 5000;
    while ((await pages.get('/faq', {})) !== null && Date.now() < end)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await pages.get('/faq', {})).toBeNull();
  });
});

describe('a lost notice connection (PostgreSQL)', () => {
  const onPostgres = process.env.TEST_DATABASE_URL ? it : it.skip;

  onPostgres('listens again, and forgets what it cached meanwhile since notices were missed', async () => {
    let gaps = 0;
    const heard: string[] = [];
    const own = await handle.listen(
      PAGE_CHANGES_CHANNEL,
      (notice) => heard.push(notice),
      () => (gaps += 1),
    );
    try {
      await handle.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${`oculo-listen-${PAGE_CHANGES_CHANNEL}`} and pid <> pg_backend_pid()`);
      await until(() => gaps >= 1);
      await handle.db.execute(
        sql`update products set price_cents = price_cents + 1 where id = ${product.id}`,
      );
      await until(() => heard.includes(`product:${product.code}`));
    } finally {
      await own.stop();
    }
  });
});
