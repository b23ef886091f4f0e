import { asc } from 'drizzle-orm';
import { cache } from 'react';
import type { FaqArticle, FaqSummary } from '@/lib/contract/calls/question';
import { NotFoundError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db';
import { faqArticles } from './tables';
import { faqArticle, listFaq, otherFaq } from './faq';

/** Slugs as the seed and editors write them ("lens-index-guide"); anything else is unknown. */
const FAQ_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

/** How many related articles an article page suggests. */
export const RELATED_FAQ_LIMIT = 4;

/** The largest page /api/question/list answers; the help index reads every page of it. */
const INDEX_PAGE_SIZE = 100;

export interface FaqIndex {
  articles: FaqSummary[];
  /** Topics in the order the help index shows them (the order of their first article). */
  topics: string[];
}

/**
 * Every article for the help index, read through listFaq page by page so the index shows exactly
 * what /api/question/list answers. Memoised per render (the page and its metadata share it).
 */
export const faqIndexForPage = cache(async (): Promise<FaqIndex> => {
  const first = await listFaq({ page: 1, pageSize: INDEX_PAGE_SIZE });
  const articles = [...first.list];
  for (let page = 2; page <= first.pageCount; page++) {
    articles.push(...(await listFaq({ page, pageSize: INDEX_PAGE_SIZE })).list);
  }
  return { articles, topics: first.topics.map(({ topic }) => topic) };
});

export interface FaqArticlePage {
  article: FaqArticle;
  related: FaqSummary[];
}

/**
 * One article and its related articles for /faq/:slug, or null for an unknown slug (the 404
 * page). Memoised per render, so the page and its metadata share one read.
 */
export const faqArticleForPage = cache(async (slug: string): Promise<FaqArticlePage | null> => {
  if (!FAQ_SLUG.test(slug)) return null;
  try {
    const [article, other] = [await faqArticle({ slug }), await otherFaq({ slug }, RELATED_FAQ_LIMIT)];
    return { article, related: other.list };
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
});

/** Every article's address and last change, for the sitemap, in the help index's order. */
export async function faqSitemapEntries(): Promise<{ path: string; lastModified: Date }[]> {
  const db = await database();
  const rows = await db
    .select({ slug: faqArticles.slug, updatedAt: faqArticles.updatedAt })
    .from(faqArticles)
    .orderBy(asc(faqArticles.sort), asc(faqArticles.id));
  return rows.map((row) => ({ path: `/faq/${row.slug}`, lastModified: row.updatedAt }));
}
