import { eq } from 'drizzle-orm';
import {
  bannerDrawing,
  parseMediaPath,
  photoWallPortrait,
  type MediaRequest,
} from '@/lib/server/domain/catalog';
import type { Database } from '@/lib/server/platform/db';
import { database } from '@/lib/server/platform/db';
import { banners, photoWallEntries } from './tables';

/** A content picture, as named by its path under /media. */
export type ContentImageRequest = Exclude<MediaRequest, { kind: 'product' }>;

/**
 * Draws the picture of a home banner or a photo-wall entry, or null when no row points at it.
 * Content reads its own rows; the catalog lends its art (and the frame a portrait wears).
 */
export async function renderContentImage(db: Database, request: ContentImageRequest): Promise<string | null> {
  if (request.kind === 'banner') {
    const [banner] = await db
      .select({ title: banners.title })
      .from(banners)
      .where(eq(banners.imagePath, `/media/banners/${request.slug}.svg`))
      .limit(1);
    return banner ? bannerDrawing(request.slug, banner.title) : null;
  }
  const [entry] = await db
    .select({ productCode: photoWallEntries.productCode, imageAlt: photoWallEntries.imageAlt })
    .from(photoWallEntries)
    .where(eq(photoWallEntries.imagePath, `/media/photo-wall/${request.number}.svg`))
    .limit(1);
  if (!entry) return null;
  return photoWallPortrait(db, {
    seed: request.number,
    title: entry.imageAlt,
    productCode: entry.productCode,
  });
}

/** The SVG for /media/banners/… or /media/photo-wall/…, or null when there is none (or it is not content's). */
export async function contentImageSvg(segments: readonly string[]): Promise<string | null> {
  const request = parseMediaPath(segments);
  if (request === null || request.kind === 'product') return null;
  return renderContentImage(await database(), request);
}
