import { asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { FaqArticle, FaqSummary } from '@/lib/contract/calls/question';
import { NotFoundError } from '@/lib/contract/errors';
import { markdownText } from '@/lib/shop/markdown';
import { database } from '@/lib/server/platform/db';
import { planKeyword } from '@/lib/server/domain/search';
import { faqArticles } from './tables';

export type ArticleRef = { id: number } | { slug: string };

const summaryColumns = {
  id: faqArticles.id,
  slug: faqArticles.slug,
  topic: faqArticles.topic,
  title: faqArticles.title,
  summary: faqArticles.summary,
};

function refCondition(ref: ArticleRef): SQL {
  return 'id' in ref ? eq(faqArticles.id, ref.id) : eq(faqArticles.slug, ref.slug);
}

/**
 * Articles matching a keyword, searched as the catalog searches (lib/server/domain/search: the shop's
 * synonyms, typos corrected against the articles' own words, English stems so "shipping" finds
 * "ships"): articles with every word first; when none has them all, those with any, the best
 * matches first: a title that matches, then a word in the title counting more than one in the
 * summary, more than one in the body.
 */
export async function searchFaq(keyword: string, limit: number): Promise<{ list: FaqSummary[] }> {
  const plan = await planKeyword(keyword, 'help');
  if (!plan.all || !plan.any) return { list: [] };
  const every = await articlesMatching(plan.all, limit);
  return { list: every.length > 0 ? every : await articlesMatching(plan.any, limit) };
}

async function articlesMatching(query: string, limit: number): Promise<FaqSummary[]> {
  const db = await database();
  const words = sql`to_tsquery('english', ${query})`;
  const vector = sql`(setweight(to_tsvector('english', ${faqArticles.title}), 'A')
    || setweight(to_tsvector('english', ${faqArticles.summary}), 'B')
    || setweight(to_tsvector('english', ${faqArticles.body}), 'C'))`;
  return db
    .select(summaryColumns)
    .from(faqArticles)
    .where(sql`${vector} @@ ${words}`)
    .orderBy(
      desc(sql`to_tsvector('english', ${faqArticles.title}) @@ ${words}`),
      desc(sql`ts_rank(${vector}, ${words})`),
      asc(faqArticles.sort),
      asc(faqArticles.id),
    )
    .limit(limit);
}

export async function listFaq(query: { topic?: string; page: number; pageSize: number }) {
  const db = await database();
  const where = query.topic ? eq(faqArticles.topic, query.topic) : undefined;
  const [list, topics] = [
    await db
      .select(summaryColumns)
      .from(faqArticles)
      .where(where)
      .orderBy(asc(faqArticles.sort), asc(faqArticles.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    await db
      .select({ topic: faqArticles.topic, count: count() })
      .from(faqArticles)
      .groupBy(faqArticles.topic)
      .orderBy(sql`min(${faqArticles.sort})`),
  ];
  const total = query.topic
    ? (topics.find((t) => t.topic === query.topic)?.count ?? 0)
    : topics.reduce((n, t) => n + t.count, 0);
  return {
    list,
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount: Math.ceil(total / query.pageSize),
    topics,
  };
}

export async function faqArticle(ref: ArticleRef): Promise<FaqArticle> {
  const db = await database();
  const [row] = await db.select().from(faqArticles).where(refCondition(ref)).limit(1);
  if (!row) throw new NotFoundError('The article');
  return {
    id: row.id,
    slug: row.slug,
    topic: row.topic,
    title: row.title,
    summary: row.summary,
    paragraphs: row.body
      .split(/\n\s*\n/)
      .map((paragraph) => markdownText(paragraph))
      .filter(Boolean),
    body: row.body,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Related articles: the same topic first, then the rest, never the article itself. */
export async function otherFaq(ref: ArticleRef, limit: number): Promise<{ list: FaqSummary[] }> {
  const db = await database();
  const [article] = await db
    .select({ id: faqArticles.id, topic: faqArticles.topic })
    .from(faqArticles)
    .where(refCondition(ref))
    .limit(1);
  if (!article) throw new NotFoundError('The article');
  const list = await db
    .select(summaryColumns)
    .from(faqArticles)
    .where(ne(faqArticles.id, article.id))
    .orderBy(sql`(${faqArticles.topic} = ${article.topic}) desc`, asc(faqArticles.sort))
    .limit(limit);
  return { list };
}
