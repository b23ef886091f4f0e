import { CATEGORIES } from '@/lib/shop/categories';
import { POLICY_KINDS, policyPath } from '@/lib/shop/store-policies';
import { faqSitemapEntries } from '@/lib/server/domain/content';
import { database } from '@/lib/server/platform/db';
import { listedProductCodes } from '@/lib/server/domain/catalog';

/** The protocol's limit of addresses per sitemap file. */
export const SITEMAP_SHARD_SIZE = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/** The browsing pages that exist for every shop, before its products. */
const FIXED_PATHS = ['/', '/product', ...CATEGORIES.map((category) => category.href)];

/**
 * The help and content pages, and the policies (docs/operating.md#store-policies). The phone menu
 * under /control is left out: it repeats the menu.
 */
const CONTENT_PATHS = [
  '/faq',
  '/about-us',
  '/why-choose-oculo',
  '/contact-us',
  ...POLICY_KINDS.map(policyPath),
];

/**
 * Every crawlable address: the fixed and content pages, the help articles, then each product the
 * listing shows (active ones, in id order). Products come last because they are added most
 * often: a new product then changes only the last shard.
 */
async function allEntries(): Promise<SitemapEntry[]> {
  const faqEntries = await faqSitemapEntries();
  const db = await database();
  const rows = await listedProductCodes(db);
  return [
    ...[...FIXED_PATHS, ...CONTENT_PATHS].map((path) => ({ path })),
    ...faqEntries,
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
