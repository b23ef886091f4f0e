import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminFaqArticle, contentFaqSaveCall } from '@/lib/contract/calls/admin/content';
import { InvalidInputError, NotFoundError } from '@/lib/contract/errors';
import { markdownHtml } from '@/lib/shop/markdown';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { faqArticles } from './tables';

// The console's help articles. The body is Markdown, rendered safely by lib/shop/markdown.ts on the
// help pages and in the editor's preview. faq_articles' trigger sends the 'faq' notice (migration
// 0010), which redraws /faq and every article on every instance.

type Draft = z.infer<typeof contentFaqSaveCall.input>;
type ArticleRow = typeof faqArticles.$inferSelect;

export const SLUG_TAKEN = 'Another article has this address.';

function toAdminArticle(row: ArticleRow): AdminFaqArticle {
  return {
    id: row.id,
    slug: row.slug,
    topic: row.topic,
    title: row.title,
    summary: row.summary,
    body: row.body,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const logged = (row: ArticleRow) => ({
  slug: row.slug,
  topic: row.topic,
  title: row.title,
  summary: row.summary,
  body: row.body,
});

/** POST /api/admin/content/faqList */
export async function adminFaqList(): Promise<{ list: AdminFaqArticle[] }> {
  const db = await database();
  const rows = await db.select().from(faqArticles).orderBy(asc(faqArticles.sort), asc(faqArticles.id));
  return { list: rows.map(toAdminArticle) };
}

/** POST /api/admin/content/faqSave: a new article (last of its topic) or a change to one. */
export async function saveFaqArticle(draft: Draft, actor: AuditActor): Promise<AdminFaqArticle> {
  const db = await database();
  const fields = {
    slug: draft.slug,
    topic: draft.topic,
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
  };
  const row = await db.transaction(async (tx) => {
    // Articles are written one at a time, so the address check and the sort see every other write.
    await tx.execute(sql`lock table ${faqArticles} in share row exclusive mode`);
    const [taken] = await tx
      .select({ id: faqArticles.id })
      .from(faqArticles)
      .where(
        draft.id === undefined
          ? eq(faqArticles.slug, draft.slug)
          : and(eq(faqArticles.slug, draft.slug), ne(faqArticles.id, draft.id)),
      )
      .limit(1);
    if (taken) throw new InvalidInputError({ slug: SLUG_TAKEN });
    if (draft.id === undefined) {
      // Last of its topic: after the topic's last article, or at the end when the topic is new.
      const [place] = await tx
        .select({
          sort: sql<number>`coalesce(max(${faqArticles.sort}) filter (where ${faqArticles.topic} = ${draft.topic}), max(${faqArticles.sort}), 0) + 1`.mapWith(
            Number,
          ),
        })
        .from(faqArticles);
      const sort = place?.sort ?? 1;
      await tx
        .update(faqArticles)
        .set({ sort: sql`${faqArticles.sort} + 1` })
        .where(sql`${faqArticles.sort} >= ${sort}`);
      const [created] = await tx
        .insert(faqArticles)
        .values({ ...fields, sort })
        .returning();
      if (!created) throw new Error('the article was not stored');
      await recordAction(tx, actor, {
        action: 'faq.create',
        objectType: 'faq',
        objectId: created.id,
        summary: `Wrote “${created.title}”`,
        after: logged(created),
      });
      return created;
    }
    const [before] = await tx.select().from(faqArticles).where(eq(faqArticles.id, draft.id)).for('update');
    if (!before) throw new NotFoundError('The article');
    const [after] = await tx
      .update(faqArticles)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(faqArticles.id, draft.id))
      .returning();
    if (!after) throw new NotFoundError('The article');
    await recordAction(tx, actor, {
      action: 'faq.update',
      objectType: 'faq',
      objectId: after.id,
      summary: `Changed “${after.title}”`,
      before: logged(before),
      after: logged(after),
    });
    return after;
  });
  return toAdminArticle(row);
}

/** POST /api/admin/content/faqDelete */
export async function deleteFaqArticle(input: { id: number }, actor: AuditActor): Promise<{ id: number }> {
  const db = await database();
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(faqArticles).where(eq(faqArticles.id, input.id)).returning();
    if (!gone) throw new NotFoundError('The article');
    await recordAction(tx, actor, {
      action: 'faq.delete',
      objectType: 'faq',
      objectId: gone.id,
      summary: `Deleted “${gone.title}”`,
      before: logged(gone),
    });
  });
  return { id: input.id };
}

/** POST /api/admin/content/markdownPreview: the HTML the storefront would show. */
export function previewMarkdown(input: { markdown: string }): Promise<{ html: string }> {
  return Promise.resolve({ html: markdownHtml(input.markdown) });
}
