import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { frameSpecs, productVariants, products } from './tables';
import { drawAccessory } from './art/draw-accessory';
import { BANNER_PALETTES, drawBanner, type BannerPalette } from './art/draw-banner';
import { drawFrameAngle } from './art/draw-frame-angle';
import { drawFrameFront, type FrameDrawingInput } from './art/draw-frame-front';
import { drawPhotoWallPortrait } from './art/draw-photo-wall-portrait';
import { isAccessoryKind, isFrameMaterial, isFrameShape, isRimType } from '@/lib/shop/frame-vocabulary';

/** A generated image, as named by its path under /media. */
export type MediaRequest =
  ProductImageRequest | { kind: 'banner'; slug: string } | { kind: 'photo-wall'; number: number };

/** A product colour's picture: the catalog draws it from its own rows. */
export type ProductImageRequest = { kind: 'product'; code: string; sku: string; view: 'front' | 'angle' };

const CODE = /^[A-Z0-9]{2,20}$/;
const PRODUCT_FILE = /^([A-Z0-9][A-Z0-9-]{1,40})-(front|angle)\.svg$/;
const SLUG_FILE = /^([a-z0-9][a-z0-9-]{0,60})\.svg$/;
const NUMBER_FILE = /^([1-9][0-9]{0,5})\.svg$/;

/** Reads /media/… path segments; anything that is not one of our image names is null. */
export function parseMediaPath(segments: readonly string[]): MediaRequest | null {
  const [folder, ...rest] = segments;
  if (folder === 'products' && rest.length === 2) {
    const [code = '', file = ''] = rest;
    const match = PRODUCT_FILE.exec(file);
    if (!CODE.test(code) || !match?.[1] || !match[1].startsWith(`${code}-`)) return null;
    return { kind: 'product', code, sku: match[1], view: match[2] === 'angle' ? 'angle' : 'front' };
  }
  if (folder === 'banners' && rest.length === 1) {
    const slug = SLUG_FILE.exec(rest[0] ?? '')?.[1];
    return slug ? { kind: 'banner', slug } : null;
  }
  if (folder === 'photo-wall' && rest.length === 1) {
    const number = NUMBER_FILE.exec(rest[0] ?? '')?.[1];
    return number ? { kind: 'photo-wall', number: Number(number) } : null;
  }
  return null;
}

async function loadVariant(db: Database, where: ReturnType<typeof and>) {
  const [row] = await db
    .select({
      name: products.name,
      type: products.type,
      accessoryKind: products.accessoryKind,
      colorName: productVariants.colorName,
      colorFamily: productVariants.colorFamily,
      colorHex: productVariants.colorHex,
      lensTintHex: productVariants.lensTintHex,
      frame: frameSpecs,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(frameSpecs, eq(frameSpecs.productId, products.id))
    .where(where)
    .orderBy(asc(productVariants.sort))
    .limit(1);
  return row;
}

type VariantRow = NonNullable<Awaited<ReturnType<typeof loadVariant>>>;

function frameInput(row: VariantRow): FrameDrawingInput | null {
  const frame = row.frame;
  if (!frame || !isFrameShape(frame.shape) || !isFrameMaterial(frame.material) || !isRimType(frame.rim))
    return null;
  return {
    shape: frame.shape,
    material: frame.material,
    rim: frame.rim,
    lensWidthMm: frame.lensWidthMm,
    bridgeMm: frame.bridgeMm,
    lensHeightMm: frame.lensHeightMm,
    templeMm: frame.templeMm,
    frameWidthMm: frame.frameWidthMm,
    sun: row.type === 'sunglasses',
    colorHex: row.colorHex,
    colorFamily: row.colorFamily,
    lensTintHex: row.lensTintHex,
    title: `${row.name} in ${row.colorName}`,
  };
}

const DEFAULT_PALETTE: BannerPalette = {
  from: '#eef2f7',
  to: '#9fb3cc',
  accent: '#ffffff',
  frame: '#2a2a2e',
};

/** Draws a product colour's picture, or null when the product or colour does not exist. */
export async function renderProductImage(db: Database, request: ProductImageRequest): Promise<string | null> {
  const row = await loadVariant(
    db,
    and(eq(productVariants.sku, request.sku), eq(products.code, request.code)),
  );
  if (!row) return null;
  if (row.type === 'accessories') {
    if (!row.accessoryKind || !isAccessoryKind(row.accessoryKind)) return null;
    const title = `${row.name} in ${row.colorName}`;
    return drawAccessory({ kind: row.accessoryKind, colorHex: row.colorHex, view: request.view, title });
  }
  const input = frameInput(row);
  if (!input) return null;
  return request.view === 'front' ? drawFrameFront(input) : drawFrameAngle(input);
}

/** The SVG for /media/products/… from the catalog, or null when there is none (or it is no product's). */
export async function productImageSvg(segments: readonly string[]): Promise<string | null> {
  const request = parseMediaPath(segments);
  if (request?.kind !== 'product') return null;
  return renderProductImage(await database(), request);
}

// The content module's pictures (home banners, photo wall) are drawn here, with the catalog's art,
// from what content reads of its own rows; content answers /media/banners/… and /media/photo-wall/….

/** A home banner's picture: its title on the palette its slug names. */
export function bannerDrawing(slug: string, title: string): string {
  return drawBanner({ title, palette: BANNER_PALETTES[slug] ?? DEFAULT_PALETTE });
}

/** A photo-wall portrait: a person (chosen by the seed) wearing the product named, or a plain frame. */
export async function photoWallPortrait(
  db: Database,
  portrait: { seed: number; title: string; productCode: string | null },
): Promise<string> {
  const worn = portrait.productCode
    ? await loadVariant(db, and(eq(products.code, portrait.productCode)))
    : undefined;
  const frame =
    (worn && frameInput(worn)) ??
    ({
      shape: 'round',
      material: 'acetate',
      rim: 'full-rim',
      lensWidthMm: 50,
      bridgeMm: 20,
      lensHeightMm: 42,
      templeMm: 145,
      colorHex: '#2a2a2e',
    } satisfies FrameDrawingInput);
  return drawPhotoWallPortrait({ seed: portrait.seed, frame, title: portrait.title });
}
