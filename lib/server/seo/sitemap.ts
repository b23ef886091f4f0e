import { asc, eq } from 'drizzle-orm';
import { CATEGORIES } from '@/lib/shop/categories';
import { database } from '../db/database';
import { productListings, products } from '../db/schema';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_SHARD_SIZE = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The browsing pages that exist for every shop, before its products. */
const FIXED_PATHS = ['/', '/product', ...CATEGORIES.map((category) => category.href)];

/**
 * Every crawlable address: the fixed pages, then each product the listing shows (active ones,
 * in id order so shards stay stable as products are added).
 */
async function allEntries(): Promise<SitemapEntry[]> {
  const db = await database();
  const rows = await db
    .select({ code: products.code, updatedAt: products.updatedAt })
    .from(productListings)
    .innerJoin(products, eq(products.id, productListings.productId))
    .where(eq(productListings.isActive, true))
    .orderBy(asc(productListings.productId));
  return [
    ...FIXED_PATHS.map((path) => ({ path })),
    ...rows.map((row) => ({ path: `/details/${row.code}`, lastModified: row.updatedAt })),
  ];
}

export async function sitemapShardCount(): Promise<number> {
  return shardCount((await allEntries()).length);
}

/** One sitemap file's entries, or null past the last shard. */
export async function sitemapShard(shard: number): Promise<SitemapEntry[] | null> {
  return shardOf(await allEntries(), shard);
}

export function shardCount(entries: number, size = SITEMAP_SHARD_SIZE): number {
  return Math.max(1, Math.ceil(entries / size));
}

export function shardOf<T>(entries: T[], shard: number, size = SITEMAP_SHARD_SIZE): T[] | null {
  if (!Number.isInteger(shard) || shard < 0 || shard >= shardCount(entries.length, size)) return null;
  return entries.slice(shard * size, (shard + 1) * size);
}
