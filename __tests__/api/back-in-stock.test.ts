import { readdir, readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { followStockNotices, sendBackInStockMails } from '@/lib/server/domain/back-in-stock';
import { database, databaseHandle } from '@/lib/server/platform/db/database';
import type { NoticeSubscription } from '@/lib/server/platform/db/postgres-notices';
import { rowsOf } from '@/lib/server/platform/db/rows';
import { listenForPageChanges } from '@/lib/server/platform/page-cache/page-change-listener';
import { post } from '../support/call-route';
import { allMailSent, headerOf, mailTo, useTestOutbox } from '../support/outbox';
import { createShopper } from '../support/shoppers';

// "Email me when it's back" on a sold-out colour (POST /api/goods/backInStock), stored per colour
// and e-mail, and mailed once when the colour has stock again.

let outbox: string;
type Colour = {
  productId: number;
  code: string;
  name: string;
  sku: string;
  colorName: string;
  variantId: number;
};

let unused: Colour[] = [];

/** A colour of its own for each test, sold out, so tests never see each other's requests. */
async function soldOutColour(): Promise<Colour> {
  const colour = unused.shift();
  if (!colour) throw new Error('the seed should have colours');
  await setStock(colour.variantId, 0);
  return colour;
}

const setStock = async (variantId: number, stock: number) =>
  (await database()).execute(sql`update product_variants set stock = ${stock} where id = ${variantId}`);

/** A network address of its own per call site, so the per-address limit does not mix tests. */
const fromAddress = (address = `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`) => ({
  'x-oculo-peer': address,
});
const email = () => `waiting-${randomBytes(4).toString('hex')}@example.com`;

const ask = (body: Record<string, unknown>, headers: Record<string, string> = fromAddress()) =>
  post<{ email: string }>('/api/goods/backInStock', body, headers);

async function mailsTo(to: string): Promise<number> {
  await allMailSent();
  const files = await readdir(outbox).catch(() => [] as string[]);
  let count = 0;
  for (const file of files) {
    const raw = await readFile(`${outbox}/${file}`, 'utf8');
    if (new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) count += 1;
  }
  return count;
}

beforeAll(async () => {
  outbox = await useTestOutbox();
  unused = rowsOf<Colour>(
    await (
      await database()
    ).execute(sql`
      select p.id as "productId", p.code, p.name, v.sku, v.color_name as "colorName", v.id as "variantId"
      from product_variants v join products p on p.id = v.product_id
      where p.is_active and p.type = 'eyeglasses' order by v.id limit 60`),
  );
});

describe('POST /api/goods/backInStock', () => {
  it('keeps a guest’s request and answers the e-mail the mail will go to', async () => {
    const colour = await soldOutColour();
    const to = email();
    const result = await ask({ code: colour.code, sku: colour.sku, email: `  ${to.toUpperCase()} ` });
    expect(result.body).toMatchObject({ code: 200, data: { email: to } });
    const rows = rowsOf<{ email: string }>(
      await (
        await database()
      ).execute(sql`select email from back_in_stock_requests where variant_id = ${colour.variantId}`),
    );
    expect(rows).toEqual([{ email: to }]);
  });

  it('is idempotent per e-mail and colour: asking twice keeps one request and sends one mail', async () => {
    const colour = await soldOutColour();
    const to = email();
    expect((await ask({ code: colour.code, sku: colour.sku, email: to })).body.code).toBe(200);
    expect((await ask({ code: colour.code, sku: colour.sku, email: to })).body.code).toBe(200);
    const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
      await (
        await database()
      ).execute(
        sql`select count(*)::int as count from back_in_stock_requests where variant_id = ${colour.variantId}`,
      ),
    );
    expect(count).toBe(1);
    await setStock(colour.variantId, 4);
    await sendBackInStockMails();
    expect(await mailsTo(to)).toBe(1);
  });

  it.each([
    ['no e-mail', {}, 'email'],
    ['a malformed e-mail', { email: 'somebody@nowhere' }, 'email'],
    ['no colour', { sku: '' }, 'sku'],
  ])('refuses %s with 422 on its field', async (_what, change, field) => {
    const colour = await soldOutColour();
    const result = await ask({ code: colour.code, sku: colour.sku, ...change });
    expect(result.body.code).toBe(422);
    expect((result.body.data as unknown as { fields: Record<string, string> }).fields[field]).toBeTruthy();
  });

  it('answers 404 for an unknown product, or a colour of another product', async () => {
    const colour = await soldOutColour();
    const other = unused.find((candidate) => candidate.productId !== colour.productId);
    if (!other) throw new Error('the seed should have several products');
    expect((await ask({ code: 'OC0000', sku: colour.sku, email: email() })).body.code).toBe(404);
    expect((await ask({ code: colour.code, sku: other.sku, email: email() })).body.code).toBe(404);
  });

  it('refuses a colour that is in stock with code 0', async () => {
    const colour = await soldOutColour();
    await setStock(colour.variantId, 3);
    const result = await ask({ code: colour.code, sku: colour.sku, email: email() });
    expect(result.body).toMatchObject({ code: 0, msg: 'This colour is in stock: you can order it now.' });
  });

  it('writes to a signed-in shopper’s own e-mail, whatever e-mail is sent', async () => {
    const shopper = await createShopper('restock');
    const colour = await soldOutColour();
    const result = await ask(
      { code: colour.code, sku: colour.sku, email: 'someone.else@example.com' },
      { ...shopper.headers, ...fromAddress() },
    );
    expect(result.body).toMatchObject({ code: 200, data: { email: shopper.email } });
    const withoutEmail = await ask(
      { code: colour.code, sku: colour.sku },
      { ...shopper.headers, ...fromAddress() },
    );
    expect(withoutEmail.body).toMatchObject({ code: 200, data: { email: shopper.email } });
  });

  it('answers the same whether or not somebody else is waiting (it reveals nobody)', async () => {
    const colour = await soldOutColour();
    await ask({ code: colour.code, sku: colour.sku, email: email() });
    const second = await ask({ code: colour.code, sku: colour.sku, email: email() });
    const fresh = await soldOutColour();
    const first = await ask({ code: fresh.code, sku: fresh.sku, email: email() });
    expect(Object.keys(second.body.data)).toEqual(['email']);
    expect(Object.keys(first.body.data)).toEqual(['email']);
  });

  it('limits requests per network address (429 with retryAfter)', async () => {
    const colour = await soldOutColour();
    const address = fromAddress('10.99.99.99');
    for (let i = 0; i < 20; i += 1) {
      expect((await ask({ code: colour.code, sku: colour.sku, email: email() }, address)).body.code).toBe(
        200,
      );
    }
    const last = await ask({ code: colour.code, sku: colour.sku, email: email() }, address);
    expect(last.body.code).toBe(429);
    expect((last.body.data as unknown as { retryAfter: number }).retryAfter).toBeGreaterThan(0);
  });
});

describe('the back-in-stock mail', () => {
  it('goes once when the colour has stock again, linking to the product in that colour', async () => {
    const colour = await soldOutColour();
    const to = email();
    await ask({ code: colour.code, sku: colour.sku, email: to });
    await setStock(colour.variantId, 5);
    const started = Date.now() - 1000;
    await sendBackInStockMails();
    const raw = await mailTo(outbox, to, 'Back in stock', started);
    expect(headerOf(raw, 'Subject')).toBe(`Back in stock: ${colour.name} in ${colour.colorName}`);
    const body = raw.replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(body).toContain(`/details/${colour.code}?color=${colour.sku}`);
    // later sweeps, on several servers at once, send nothing more
    await Promise.all([sendBackInStockMails(), sendBackInStockMails(), sendBackInStockMails()]);
    expect(await mailsTo(to)).toBe(1);
  });

  it('is not sent while the colour is still sold out', async () => {
    const colour = await soldOutColour();
    const to = email();
    await ask({ code: colour.code, sku: colour.sku, email: to });
    expect(await sendBackInStockMails()).toBe(0);
    expect(await mailsTo(to)).toBe(0);
  });

  it('several sweeps at once claim each request once: exactly one mail per request', async () => {
    const colour = await soldOutColour();
    const waiting = [email(), email(), email()];
    for (const to of waiting) await ask({ code: colour.code, sku: colour.sku, email: to });
    await setStock(colour.variantId, 2);
    const counts = await Promise.all([sendBackInStockMails(), sendBackInStockMails()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    for (const to of waiting) expect(await mailsTo(to)).toBe(1);
  });

  it('asking again while another server is sending the mail does not send it twice', async () => {
    const colour = await soldOutColour();
    const to = email();
    await ask({ code: colour.code, sku: colour.sku, email: to });
    // another server has claimed the request and is sending it right now
    await (
      await database()
    ).execute(
      sql`update back_in_stock_requests set claimed_at = now() where variant_id = ${colour.variantId}`,
    );
    expect((await ask({ code: colour.code, sku: colour.sku, email: to })).body.code).toBe(200);
    await setStock(colour.variantId, 3);
    expect(await sendBackInStockMails()).toBe(0);
    expect(await mailsTo(to)).toBe(0);
  });

  it('asking again after the mail went out waits for the next restock', async () => {
    const colour = await soldOutColour();
    const to = email();
    await ask({ code: colour.code, sku: colour.sku, email: to });
    await setStock(colour.variantId, 1);
    await sendBackInStockMails();
    await setStock(colour.variantId, 0);
    await ask({ code: colour.code, sku: colour.sku, email: to });
    expect(await sendBackInStockMails()).toBe(0);
    await setStock(colour.variantId, 6);
    await sendBackInStockMails();
    expect(await mailsTo(to)).toBe(2);
  });

  it('goes at once when the database’s stock notice names the product (no sweep needed)', async () => {
    let listener: NoticeSubscription | undefined;
    const stopFollowing = followStockNotices();
    try {
      listener = await listenForPageChanges(await databaseHandle());
      const colour = await soldOutColour();
      const to = email();
      await ask({ code: colour.code, sku: colour.sku, email: to });
      const started = Date.now() - 1000;
      await setStock(colour.variantId, 9);
      const raw = await mailTo(outbox, to, 'Back in stock', started, 5000);
      expect(raw).toContain(colour.name);
    } finally {
      stopFollowing();
      await listener?.stop();
    }
  });
});
