import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';

// Product photos come back from storage on a second instance (docs/scaling-out.md#object-storage).
// A catalog member uploads a photo through instance A; instance B serves its sizes from the shared
// bucket and answers the product with it. Runs with cluster.spec.ts on the stack of stack.ts (two
// instances, PostgreSQL, Redis, S3).

const A = process.env.SCALE_A ?? '';
const B = process.env.SCALE_B ?? '';

type Envelope<T> = { code: number; msg: string; data: T };
type Colour = { variantId: number; sku: string; photos: { id: number; url: string; srcSet?: string }[] };

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.SCALE_DB });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A catalog member signed in, made in the shared database as lib/server/domain/staff/sessions.ts does
 * (the token's SHA-256 stored, 8 hours): the sign-in itself is not what this test is about.
 */
async function catalogMember(): Promise<Record<string, string>> {
  const token = randomBytes(32).toString('base64url');
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into staff_members (email, name, role) values ($1, 'Scale-out catalog', 'catalog') returning id`,
      [`catalog-${randomBytes(4).toString('hex')}@oculo.test`],
    );
    await client.query(
      `insert into staff_sessions (staff_id, token_hash, expires_at) values ($1, $2, now() + interval '8 hours')`,
      [rows[0]?.id, createHash('sha256').update(token).digest('hex')],
    );
  });
  return { authorization: `Bearer ${token}` };
}

test('a product photo uploaded through A is served by B, in its sizes, and B’s product page names it', async () => {
  const operator = await catalogMember();
  const colour = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number; sku: string; code: string }>(
      `select v.id, v.sku, p.code from product_variants v join products p on p.id = v.product_id
        where p.is_active and p.type = 'eyeglasses' order by p.id, v.sort limit 1`,
    );
    return rows[0];
  });
  expect(colour).toBeDefined();

  const photo = await sharp({ create: { width: 1000, height: 700, channels: 3, background: '#5a7d9a' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('variantId', String(colour?.id));
  form.append('file', new File([new Uint8Array(photo)], 'scale-out.jpg', { type: 'image/jpeg' }));
  const answer = await fetch(`${A}/api/admin/productPhotos/add`, {
    method: 'POST',
    headers: operator,
    body: form,
  });
  const uploaded = (await answer.json()) as Envelope<Colour>;
  expect(uploaded.code, uploaded.msg).toBe(200);
  const added = uploaded.data.photos.at(-1);
  expect(added?.url).toMatch(/^\/media\/images\/[0-9a-f]{32}$/);

  for (const [accept, type] of [
    ['image/avif,image/webp,*/*', 'image/avif'],
    ['image/webp,*/*', 'image/webp'],
  ] as const) {
    const served = await fetch(`${B}${added?.url}?w=640`, { headers: { accept } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata.width).toBe(640);
    expect(metadata.exif).toBeUndefined();
  }

  // B's product answer names the photo with its srcSet; the page notices reach B's cache too
  await expect
    .poll(
      async () => {
        const info = (await (
          await fetch(`${B}/api/goods/info`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ code: colour?.code }),
          })
        ).json()) as Envelope<{ variants: { sku: string; images: { url: string; srcSet?: string }[] }[] }>;
        return info.data.variants
          .find((variant) => variant.sku === colour?.sku)
          ?.images.find((image) => image.url.endsWith(added?.url ?? '-'))?.srcSet;
      },
      { timeout: 10_000 },
    )
    .toContain('?w=640 640w');

  const removed = await fetch(`${B}/api/admin/productPhotos/delete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...operator },
    body: JSON.stringify({ photoId: added?.id }),
  });
  expect(((await removed.json()) as Envelope<Colour>).code).toBe(200);
});
