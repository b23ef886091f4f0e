import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Banner, HotSearchWord, PhotoWallDetail, PhotoWallEntry } from '@/lib/contract/calls/content';
import { NotFoundError } from '@/lib/contract/errors';
import { productCardsByCode } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db';
import { banners, hotSearchWords, photoWallEntries } from './tables';
import { imageSrcSet } from '@/lib/server/platform/images';
import { mediaUrl } from '../../platform/media-url';

const BANNER_SIZE = { width: 1600, height: 640 };
const PORTRAIT_SIZE = { width: 600, height: 750 };

/**
 * The home banners shown at `now`: active and inside their schedule (the rule of
 * lib/shop/banner-schedule.ts, in SQL). The home page reads them at each render, and is drawn again
 * when the next boundary passes (nextBannerChange), since no write marks it.
 */
export async function listBanners(now = new Date()): Promise<{ list: Banner[] }> {
  const db = await database();
  const rows = await db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.sort), asc(banners.id));
  return {
    list: rows.map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      ctaLabel: row.ctaLabel,
      href: row.href,
      image: {
        url: mediaUrl(row.imagePath),
        srcSet: imageSrcSet(row.imagePath, row.imageWidths),
        alt: row.imageAlt,
        ...BANNER_SIZE,
      },
    })),
  };
}

/**
 * The next moment (ISO) an active banner starts or ends after `now`, or null: the home page shows
 * the banners of its render until then (refreshPageBy), as no row changes at that moment.
 */
export async function nextBannerChange(now = new Date()): Promise<string | null> {
  const db = await database();
  const after = (column: PgColumn) =>
    sql<Date | string | null>`min(${column}) filter (where ${column} > ${now})`;
  const [row] = await db
    .select({ starts: after(banners.startsAt), ends: after(banners.endsAt) })
    .from(banners)
    .where(eq(banners.isActive, true));
  const moments = [row?.starts, row?.ends].flatMap((moment) => (moment ? [new Date(moment).getTime()] : []));
  return moments.length > 0 ? new Date(Math.min(...moments)).toISOString() : null;
}

export async function listHotSearchWords(): Promise<{ list: HotSearchWord[] }> {
  const db = await database();
  const rows = await db
    .select({ id: hotSearchWords.id, word: hotSearchWords.word })
    .from(hotSearchWords)
    .orderBy(asc(hotSearchWords.sort));
  return { list: rows };
}

type PhotoWallRow = typeof photoWallEntries.$inferSelect;

function toPhotoWallEntry(row: PhotoWallRow): PhotoWallEntry {
  return {
    id: row.id,
    author: row.author,
    caption: row.caption,
    image: {
      url: mediaUrl(row.imagePath),
      srcSet: imageSrcSet(row.imagePath, row.imageWidths),
      alt: row.imageAlt,
      ...PORTRAIT_SIZE,
    },
    productCode: row.productCode,
  };
}

export async function listPhotoWall(): Promise<{ list: PhotoWallEntry[] }> {
  const db = await database();
  const rows = await db.select().from(photoWallEntries).orderBy(asc(photoWallEntries.sort));
  return { list: rows.map(toPhotoWallEntry) };
}

/** One photo-wall entry with its story and the frame worn, when it is still sold. */
export async function photoWallDetail(id: number): Promise<PhotoWallDetail> {
  const db = await database();
  const [row] = await db.select().from(photoWallEntries).where(eq(photoWallEntries.id, id)).limit(1);
  if (!row) throw new NotFoundError('The photo');
  const [product = null] = row.productCode ? await productCardsByCode([row.productCode]) : [];
  return { ...toPhotoWallEntry(row), story: row.story, createdAt: row.createdAt.toISOString(), product };
}
