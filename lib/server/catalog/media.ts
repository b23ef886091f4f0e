import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db';
import { database } from '@/lib/server/db';
import { frameSpecs, productVariants, products } from './tables';
// eslint-disable-next-line oculo/module-boundaries -- issue 18 point 2, left: still reads banners and photo_wall_entries; to move behind content's front door
import { banners, photoWallEntries } from '../db/schema';
import { drawAccessory } from './art/draw-accessory';
import { BANNER_PALETTES, drawBanner, type BannerPalette } from './art/draw-banner';
import { drawFrameAngle } from './art/draw-frame-angle';
import { drawFrameFront, type FrameDrawingInput } from './art/draw-frame-front';
import { drawPhotoWallPortrait } from './art/draw-photo-wall-portrait';
import { isAccessoryKind, isFrameMaterial, isFrameShape, isRimType } from '@/lib/shop/frame-vocabulary';

/** A generated catalog image, as named by its path under /media. */
export type MediaRequest =
  | { kind: 'product'; code: string; sku: string; view: 'front' | 'angle' }
  | { kind: 'banner'; slug: string }
  | { kind: 'photo-wall'; number: number };

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

/** Draws the image a request names, or null when its product, banner or entry does not exist. */
export async function renderMedia(db: Database, request: MediaRequest): Promise<string | null> {
  if (request.kind === 'product') {
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
  if (request.kind === 'banner') {
    const [banner] = await db
      .select({ title: banners.title })
      .from(banners)
      .where(eq(banners.imagePath, `/media/banners/${request.slug}.svg`))
      .limit(1);
    if (!banner) return null;
    return drawBanner({ title: banner.title, palette: BANNER_PALETTES[request.slug] ?? DEFAULT_PALETTE });
  }
  const [entry] = await db
    .select({ productCode: photoWallEntries.productCode, imageAlt: photoWallEntries.imageAlt })
    .from(photoWallEntries)
    .where(eq(photoWallEntries.imagePath, `/media/photo-wall/${request.number}.svg`))
    .limit(1);
  if (!entry) return null;
  const worn = entry.productCode
    ? await loadVariant(db, and(eq(products.code, entry.productCode)))
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
  return drawPhotoWallPortrait({ seed: request.number, frame, title: entry.imageAlt });
}

/** The SVG for /media/{segments…} from the shop's database, or null when there is none. */
export async function mediaSvg(segments: readonly string[]): Promise<string | null> {
  const request = parseMediaPath(segments);
  if (!request) return null;
  return renderMedia(await database(), request);
}
