import { and, asc, eq, inArray, like } from 'drizzle-orm';
import sharp from 'sharp';
import type { ColourPhotos, ProductPhotos } from '@/lib/contract/calls/admin/product-photos';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { database } from '@/lib/server/platform/db/database';
import { discardedFiles, productImages, products, productVariants } from '@/lib/server/platform/db/schema';
import { fileStore } from '@/lib/server/platform/storage';
import { retryFileDeletes } from '@/lib/server/platform/uploads/discarded-files';
import { IMAGE_MAX_BYTES, IMAGE_RULE_MESSAGES } from '@/lib/shop/image-rules';
import { GET as mediaImage } from '@/app/media/images/[stem]/route';
import { callRoute, post } from '../support/call-route';
import { createOperator, type TestOperator } from '../support/operators';

// Product photos and try-on images uploaded in the console, checked by their bytes, stored without
// metadata in several widths as AVIF and WebP, served by /media/images and shown on the product
// page with a srcSet.

type Answer<T> = Awaited<ReturnType<typeof callRoute<T>>>;
type AuditLine = { action: string; objectId: string; summary: string };

let catalog: TestOperator;
let owner: TestOperator;
let staff: TestOperator;
let colour: { variantId: number; sku: string; code: string; productId: number };

beforeAll(async () => {
  [catalog, owner, staff] = await Promise.all([
    createOperator('catalog'),
    createOperator('owner'),
    createOperator('staff'),
  ]);
  const db = await database();
  const [row] = await db
    .select({
      variantId: productVariants.id,
      sku: productVariants.sku,
      code: products.code,
      productId: products.id,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.type, 'eyeglasses'))
    .orderBy(asc(products.id), asc(productVariants.sort))
    .limit(1);
  if (!row) throw new Error('no frame seeded');
  colour = row;
});

const storedImageKeys = async () => (await fileStore().keys('images/')).sort();

function upload<T = ColourPhotos>(
  verb: 'add' | 'setTryOn',
  bytes: Uint8Array,
  name: string,
  who: TestOperator = catalog,
  variantId = colour.variantId,
): Promise<Answer<T>> {
  const form = new FormData();
  form.append('variantId', String(variantId));
  form.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' }));
  return callRoute<T>('POST', `/api/admin/productPhotos/${verb}`, { body: form, headers: who.headers });
}

const call = <T = ColourPhotos>(verb: string, body: unknown, who: TestOperator = catalog) =>
  post<T>(`/api/admin/productPhotos/${verb}`, body, who.headers);

/** A camera photo: 1200 × 800 as stored, to be shown turned (EXIF orientation 6), with the camera and a GPS position. */
const cameraJpeg = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a4b2e' } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

/** A frame cut out on a transparent background: two rims and a bridge, 900 × 300 on a clear 1000 × 400 canvas. */
const transparentFront = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="400">
        <g fill="none" stroke="#1a1a22" stroke-width="24">
          <rect x="62" y="62" width="376" height="276" rx="60"/>
          <rect x="562" y="62" width="376" height="276" rx="60"/>
          <path d="M438 150 Q500 110 562 150"/>
        </g>
      </svg>`,
    ),
  )
    .png()
    .toBuffer();

async function media(
  stem: string,
  query = '',
  accept = 'image/avif,image/webp,*/*;q=0.8',
): Promise<Response> {
  return mediaImage(new Request(`http://shop.test/media/images/${stem}${query}`, { headers: { accept } }), {
    params: Promise.resolve({ stem }),
  });
}

const stemOf = (url: string) => /\/media\/images\/([0-9a-f]{32})$/.exec(url)?.[1] ?? '';

describe('uploads that are refused, with a clear message and nothing stored', () => {
  async function expectRefused(
    answer: Answer<unknown>,
    message: string,
    rowsBefore: number,
    keysBefore: string[],
  ) {
    expect(answer.body.code).toBe(422);
    expect(answer.body.msg).toContain(message);
    expect((answer.body.data as { fields: Record<string, string> }).fields.file).toBe(message);
    const db = await database();
    expect(await db.$count(productImages, eq(productImages.variantId, colour.variantId))).toBe(rowsBefore);
    expect(await storedImageKeys()).toEqual(keysBefore);
  }

  it('a text file named .jpg is not an image', async () => {
    const db = await database();
    const rows = await db.$count(productImages, eq(productImages.variantId, colour.variantId));
    const keys = await storedImageKeys();
    const answer = await upload('add', new TextEncoder().encode('just some text, not a photo'), 'photo.jpg');
    await expectRefused(answer, IMAGE_RULE_MESSAGES.notAnImage, rows, keys);
  });

  it('a JPEG signature on bytes that are no JPEG is refused as unreadable', async () => {
    const db = await database();
    const rows = await db.$count(productImages, eq(productImages.variantId, colour.variantId));
    const keys = await storedImageKeys();
    const fake = new Uint8Array([0xff, 0xd8, 0xff, ...new TextEncoder().encode('<script>alert(1)</script>')]);
    await expectRefused(await upload('add', fake, 'photo.jpg'), IMAGE_RULE_MESSAGES.unreadable, rows, keys);
  });

  it('a try-on image without transparency: an opaque JPEG, and a PNG whose alpha channel is opaque everywhere', async () => {
    const db = await database();
    const rows = await db.$count(productImages, eq(productImages.variantId, colour.variantId));
    const keys = await storedImageKeys();
    const jpeg = await sharp({ create: { width: 800, height: 300, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      await upload('setTryOn', jpeg, 'front.jpg'),
      IMAGE_RULE_MESSAGES.notTransparent,
      rows,
      keys,
    );
    const opaquePng = await sharp({
      create: { width: 800, height: 300, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } },
    })
      .png()
      .toBuffer();
    expect((await sharp(opaquePng).metadata()).hasAlpha).toBe(true);
    await expectRefused(
      await upload('setTryOn', opaquePng, 'front.png'),
      IMAGE_RULE_MESSAGES.notTransparent,
      rows,
      keys,
    );
  });

  it('a file over the size limit', async () => {
    const db = await database();
    const rows = await db.$count(productImages, eq(productImages.variantId, colour.variantId));
    const keys = await storedImageKeys();
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(await cameraJpeg());
    await expectRefused(await upload('add', big, 'huge.jpg'), IMAGE_RULE_MESSAGES.tooLarge, rows, keys);
  });

  it('an image smaller than the smallest stored width', async () => {
    const db = await database();
    const rows = await db.$count(productImages, eq(productImages.variantId, colour.variantId));
    const keys = await storedImageKeys();
    const tiny = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    await expectRefused(await upload('add', tiny, 'tiny.png'), IMAGE_RULE_MESSAGES.tooSmall, rows, keys);
  });

  it('a staff member cannot upload, reorder or delete (403)', async () => {
    const answer = await upload('add', await cameraJpeg(), 'photo.jpg', staff);
    expect(answer.body.code).toBe(403);
    expect((await call('list', { productId: colour.productId }, staff)).body.code).toBe(403);
    expect((await call('delete', { photoId: 1 }, staff)).body.code).toBe(403);
  });
});

describe('a photo uploaded, served and shown', () => {
  let photos: ColourPhotos;

  beforeAll(async () => {
    const answer = await upload('add', await cameraJpeg(), 'IMG_0042.JPG');
    expect(answer.body).toMatchObject({ code: 200 });
    photos = answer.body.data;
  });

  it('is stored upright in every width it reaches, as AVIF and WebP, with no EXIF or GPS left', async () => {
    const [photo] = photos.photos;
    const stem = stemOf(photo?.url ?? '');
    expect(stem).not.toBe('');
    // turned by its orientation: 800 × 1200 upright, so 320 and 640 wide
    expect(photo).toMatchObject({ width: 640, height: 960 });
    expect((await storedImageKeys()).filter((key) => key.includes(stem))).toEqual(
      [320, 640].flatMap((width) => [`images/${stem}/${width}.avif`, `images/${stem}/${width}.webp`]).sort(),
    );
    for (const format of ['avif', 'webp'] as const) {
      const bytes = await fileStore().read(`images/${stem}/640.${format}`);
      if (!bytes) throw new Error('not stored');
      const metadata = await sharp(bytes).metadata();
      expect(metadata).toMatchObject({
        format: format === 'avif' ? 'heif' : 'webp',
        width: 640,
        height: 960,
      });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(bytes.includes('SpyCam')).toBe(false);
    }
  });

  it('is served as AVIF or WebP by the Accept header, at the nearest stored width up', async () => {
    const stem = stemOf(photos.photos[0]?.url ?? '');
    const avif = await media(stem, '?w=400');
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toBe('Accept');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await avif.arrayBuffer())).metadata()).width).toBe(640);

    const webp = await media(stem, '?w=100', 'image/webp,*/*');
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(320);

    const largest = await media(stem, '', 'image/webp');
    expect((await sharp(Buffer.from(await largest.arrayBuffer())).metadata()).width).toBe(640);
    const beyond = await media(stem, '?w=3000', 'image/webp');
    expect((await sharp(Buffer.from(await beyond.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('answers 404 to an unknown stem, a stem that is no stem and a width that is no number', async () => {
    const stem = stemOf(photos.photos[0]?.url ?? '');
    expect((await media('0'.repeat(32))).status).toBe(404);
    expect((await media('..%2F..%2Fetc')).status).toBe(404);
    expect((await media(stem, '?w=abc')).status).toBe(404);
    expect((await media(stem, '?w=-5')).status).toBe(404);
  });

  it('shows on the product page with a srcSet of its real stored widths, and on its card', async () => {
    const info = await post<ProductDetail>('/api/goods/info', { code: colour.code });
    const variant = info.body.data.variants.find((candidate) => candidate.sku === colour.sku);
    const photo = variant?.images.find((image) => image.view === 'photo');
    const url = photos.photos[0]?.url ?? '';
    expect(photo).toMatchObject({
      url,
      srcSet: `${url}?w=320 320w, ${url}?w=640 640w`,
      width: 640,
      height: 960,
    });
    // the drawing keeps no srcSet
    expect(variant?.images.find((image) => image.view === 'front')?.srcSet).toBeUndefined();
    const card = info.body.data.colors.find((candidate) => candidate.sku === colour.sku);
    expect(card?.image).toMatchObject({ url, srcSet: expect.stringContaining('?w=640 640w') });
  });
});

describe('reorder, alt text and delete', () => {
  let ids: number[];

  beforeAll(async () => {
    for (const background of ['#111', '#222']) {
      const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const answer = await upload('add', jpeg, 'more.jpg');
      expect(answer.body.code).toBe(200);
      ids = answer.body.data.photos.map((photo) => photo.id);
    }
  });

  it('puts the photos in the new order, and refuses an order that leaves one out', async () => {
    const reversed = [...ids].reverse();
    const answer = await call('reorder', { variantId: colour.variantId, photoIds: reversed });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.photos.map((photo) => photo.id)).toEqual(reversed);
    const info = await post<ProductDetail>('/api/goods/info', { code: colour.code });
    const shown = info.body.data.variants
      .find((variant) => variant.sku === colour.sku)
      ?.images.filter((image) => image.view === 'photo')
      .map((image) => image.url);
    expect(shown).toEqual(answer.body.data.photos.map((photo) => photo.url));

    const partial = await call('reorder', { variantId: colour.variantId, photoIds: reversed.slice(1) });
    expect(partial.body.code).toBe(422);
    expect(partial.body.msg).toMatch(/does not list/);
    const twice = await call('reorder', {
      variantId: colour.variantId,
      photoIds: [reversed[0], ...reversed.slice(0, -1)],
    });
    expect(twice.body.code).toBe(422);
  });

  it('changes a photo’s alt text, which the product page then shows', async () => {
    const id = ids[0] ?? 0;
    const answer = await call('setAlt', { photoId: id, alt: '  Side view of the frame in walnut  ' });
    expect(answer.body.data.photos.find((photo) => photo.id === id)?.alt).toBe(
      'Side view of the frame in walnut',
    );
    const info = await post<ProductDetail>('/api/goods/info', { code: colour.code });
    const alts = info.body.data.variants.flatMap((variant) => variant.images.map((image) => image.alt));
    expect(alts).toContain('Side view of the frame in walnut');
    expect((await call('setAlt', { photoId: 999_999, alt: 'x' })).body.code).toBe(404);
  });

  it('deletes a photo and, once the delete commits, its files (by the retry-file-deletes job)', async () => {
    const id = ids[1] ?? 0;
    const db = await database();
    const [row] = await db.select().from(productImages).where(eq(productImages.id, id));
    const stem = row?.fileKey ?? '';
    expect((await storedImageKeys()).some((key) => key.includes(stem))).toBe(true);

    const answer = await call('delete', { photoId: id });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.photos.map((photo) => photo.id)).not.toContain(id);
    expect(await db.select().from(productImages).where(eq(productImages.id, id))).toEqual([]);
    const listed = await db
      .select()
      .from(discardedFiles)
      .where(like(discardedFiles.key, `images/${stem}/%`));
    expect(listed.length).toBeGreaterThan(0);

    await retryFileDeletes();
    expect((await storedImageKeys()).some((key) => key.includes(stem))).toBe(false);
    expect(
      await db
        .select()
        .from(discardedFiles)
        .where(like(discardedFiles.key, `images/${stem}/%`)),
    ).toEqual([]);
    expect((await call('delete', { photoId: id })).body.code).toBe(404);
  });

  it('writes each change to the audit log', async () => {
    const log = await post<{ list: AuditLine[] }>(
      '/api/admin/audit/list',
      { objectId: colour.code },
      owner.headers,
    );
    expect(log.body.data.list.map((line) => line.action)).toEqual(
      expect.arrayContaining([
        'product.add-photo',
        'product.reorder-photos',
        'product.set-photo-alt',
        'product.delete-photo',
      ]),
    );
  });
});

describe('the try-on front image', () => {
  it('replaces the colour’s drawing with a transparent upload, trimmed to the frame, for the try-on', async () => {
    const db = await database();
    const answer = await upload('setTryOn', await transparentFront(), 'front.png');
    expect(answer.body.code).toBe(200);
    const tryOn = answer.body.data.tryOn;
    // the clear margins are cut off (900 × 300 of 1000 × 400), as the try-on scales the image's
    // width to the frame's; stored up to 640 wide, the widest standard width 900 px reach
    expect(tryOn).toMatchObject({ uploaded: true, width: 640, height: 213 });
    const fronts = await db
      .select()
      .from(productImages)
      .where(and(eq(productImages.variantId, colour.variantId), eq(productImages.view, 'front')));
    expect(fronts).toHaveLength(1);

    const stem = stemOf(tryOn?.url ?? '');
    const served = await media(stem, '?w=640', 'image/webp');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', hasAlpha: true, width: 640 });

    const info = await post<ProductDetail>('/api/goods/info', { code: colour.code });
    const front = info.body.data.variants
      .find((variant) => variant.sku === colour.sku)
      ?.images.find((image) => image.view === 'front');
    expect(front?.url).toBe(tryOn?.url);

    // a second upload replaces the first, whose files are discarded
    const again = await upload('setTryOn', await transparentFront(), 'front-2.png');
    expect(again.body.data.tryOn?.url).not.toBe(tryOn?.url);
    const discarded = await db
      .select()
      .from(discardedFiles)
      .where(like(discardedFiles.key, `images/${stem}/%`));
    expect(discarded.length).toBeGreaterThan(0);
  });

  it('lists every colour of the product with its pictures', async () => {
    const answer = await call<ProductPhotos>('list', { productId: colour.productId });
    expect(answer.body.code).toBe(200);
    const db = await database();
    const skus = await db
      .select({ sku: productVariants.sku })
      .from(productVariants)
      .where(inArray(productVariants.productId, [colour.productId]));
    expect(answer.body.data.colours.map((entry) => entry.sku).sort()).toEqual(
      skus.map((row) => row.sku).sort(),
    );
    const mine = answer.body.data.colours.find((entry) => entry.sku === colour.sku);
    expect(mine?.tryOn?.uploaded).toBe(true);
    expect(mine?.photos.length).toBeGreaterThan(0);
    expect(answer.body.data.frameWidthMm).toEqual(expect.any(Number));
  });
});
