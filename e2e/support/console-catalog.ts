import sharp from 'sharp';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { next, option } from '../lens-wizard-steps';
import { clickUntilVisible } from './click-until-visible';
import { addMemberByCommand, consoleToken, signInOnPage, staffEmail } from './console';

// The catalog console's browser tests (docs/operating.md#catalog-work): a catalog member from the
// command line, the pictures an operator uploads (made here with sharp, no fixture files), and what
// the storefront answers about a product.

/** The password the catalog member chooses. */
export const CATALOG_PASSWORD = 'a long passphrase for the catalog';

/**
 * A catalog member made by `npm run operator -- add … --role catalog`, who chooses a password on
 * the printed link's page and signs in (no second factor: only owners must have one). The page ends
 * on the console's dashboard; answers the member's e-mail and console token.
 */
export async function catalogMemberSignsIn(page: Page): Promise<{ email: string; token: string }> {
  const email = staffEmail('catalog');
  await page.goto(await addMemberByCommand(email, 'catalog'));
  await page.getByTestId('new-password-password').fill(CATALOG_PASSWORD);
  await page.getByTestId('new-password-repeat').fill(CATALOG_PASSWORD);
  await page.getByTestId('set-password-submit').click();
  await page.waitForURL(/\/admin\/sign-in\?welcome=1$/);
  await signInOnPage(page, email, CATALOG_PASSWORD);
  await page.waitForURL(/\/admin$/);
  return { email, token: await consoleToken(page) };
}

/** A product code no other run used: capitals and digits (PRODUCT_CODE_PATTERN). */
export function uniqueProductCode(): string {
  return `E2E${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 36)
    .toString(36)
    .toUpperCase()}`;
}

/** A studio photo of a frame: a JPEG, 1000 × 750, on a plain background of `background`. */
export function framePhoto(background: string, rim: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
    <rect width="1000" height="750" fill="${background}"/>
    <g fill="none" stroke="${rim}" stroke-width="22">
      <rect x="170" y="290" width="280" height="180" rx="60"/>
      <rect x="550" y="290" width="280" height="180" rx="60"/>
      <path d="M450 340 Q500 305 550 340"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A try-on front image: the frame from the front on a transparent background (PNG with alpha),
 * 640 × 240 once its transparent margins are trimmed (the shop's minimum is 320 × 120).
 */
export function transparentFront(rim: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="300">
    <g fill="none" stroke="${rim}" stroke-width="18">
      <rect x="39" y="39" width="260" height="222" rx="60"/>
      <rect x="401" y="39" width="260" height="222" rx="60"/>
      <path d="M299 110 Q350 80 401 110"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo with no transparency at all: refused in the try-on slot. */
export function opaquePng(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 320, channels: 3, background: '#d8d2c8' } })
    .png()
    .toBuffer();
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

export interface StorefrontImage {
  url: string;
  alt: string;
  srcSet?: string;
}

export interface StorefrontProduct {
  code: string;
  name: string;
  variants: {
    sku: string;
    colorName: string;
    stock: number;
    inStock: boolean;
    images: (StorefrontImage & { view?: string })[];
  }[];
}

/** What /api/goods/info answers for a product, or null while it is not on the storefront. */
export async function storefrontProduct(
  request: APIRequestContext,
  code: string,
): Promise<StorefrontProduct | null> {
  const body = (await (
    await request.post('/api/goods/info', { data: { code } })
  ).json()) as Envelope<StorefrontProduct>;
  return body.code === 200 ? body.data : null;
}

/** The codes /api/goods/list answers for a search of `keyword` in eyeglasses. */
export async function listedCodes(request: APIRequestContext, keyword: string): Promise<string[]> {
  const body = (await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', keyword, sort: 'newest' } })
  ).json()) as Envelope<{ list: { code: string }[] }>;
  return body.code === 200 ? body.data.list.map((card) => card.code) : [];
}

/** Every address of the shop's sitemap: the index, then each shard it names. */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get('/sitemap.xml')).text();
  const shards = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const addresses: string[] = [];
  for (const shard of shards) {
    const xml = await (await request.get(shard)).text();
    addresses.push(
      ...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
    );
  }
  return addresses;
}

/** Chooses an option of the wizard's step and moves on with Next to the step after it. */
async function chooseAndGoOn(page: Page, code: string): Promise<void> {
  const title = page.getByTestId('lens-step-title');
  const before = (await title.textContent()) ?? '';
  await option(page, code).click();
  await expect(option(page, code)).toHaveAttribute('aria-checked', 'true');
  await next(page).click();
  await expect(title).not.toHaveText(before);
}

/**
 * Non-prescription lenses for frame `code` in the lens wizard: the coating step must offer `coating`
 * at `price` ("+$15.00"); with `addToCart`, that coating and clear lenses go into the cart.
 */
export async function plainGlassesWith(
  page: Page,
  code: string,
  coating: string,
  price: string,
  addToCart = true,
): Promise<void> {
  await page.goto(`/details/${code}`);
  await clickUntilVisible(page.getByTestId('select-lenses'), page.getByTestId('lens-wizard'));
  await chooseAndGoOn(page, 'non_prescription');
  await expect(page.getByTestId('lens-step-title')).toHaveText('Protect your lenses');
  await expect(option(page, coating)).toContainText(price);
  if (!addToCart) return;
  await chooseAndGoOn(page, coating);
  await expect(page.getByTestId('lens-step-title')).toHaveText('Choose your lens type');
  await option(page, 'clear').click();
  await next(page).click();
  await expect(page.getByTestId('lens-added')).toBeVisible();
}

interface ShownReview {
  id: number;
  text: string;
}

/**
 * A seeded frame with a published review on its page's first page of reviews, whose text no other
 * review there shares (so the test can tell it is gone).
 */
export async function reviewedProduct(
  request: APIRequestContext,
): Promise<{ code: string; review: ShownReview }> {
  const cards = (await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 30 } })
  ).json()) as Envelope<{ list: { code: string }[] }>;
  for (const { code } of cards.data.list) {
    const page = (await (await request.post('/api/review/list', { data: { code } })).json()) as Envelope<{
      list: ShownReview[];
    }>;
    const reviews = page.code === 200 ? page.data.list : [];
    const review = reviews.find(
      (candidate) => reviews.filter((other) => other.text.includes(candidate.text)).length === 1,
    );
    if (review) return { code, review };
  }
  throw new Error('no seeded frame has a review');
}

/**
 * Makes sure the product's first colour shows at least one photo, uploading one through the console's
 * call when it has none: a page laid out with its photos on it does not then depend on another test.
 */
export async function ensureColourPhoto(
  request: APIRequestContext,
  productId: number,
  token: string,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const listed = await request.post('/api/admin/productPhotos/list', { data: { productId }, headers });
  const { data } = (await listed.json()) as { data: { colours: { variantId: number; photos: unknown[] }[] } };
  const colour = data.colours[0];
  if (!colour || colour.photos.length > 0) return;
  const added = await request.post('/api/admin/productPhotos/add', {
    headers,
    multipart: {
      variantId: String(colour.variantId),
      alt: 'The frame from the front',
      file: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await framePhoto('#f3f1ec', '#1b1b1f') },
    },
  });
  const body = (await added.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`the photo was refused: ${body.msg}`);
}
