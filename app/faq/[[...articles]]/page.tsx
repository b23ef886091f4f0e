import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { FaqArticleView } from '@/components/content/faq-article-view';
import { FaqIndex } from '@/components/content/faq-index';
import { faqRoute, type FaqRoute } from '@/components/content/faq-route';
import { JsonLd } from '@/components/seo/json-ld';
import { faqArticleForPage, faqIndexForPage } from '@/lib/server/domain/content';
import { serverConfig } from '@/lib/server/platform/config';
import { breadcrumbListData } from '@/lib/seo/breadcrumbs';
import { faqArticlePath, faqArticleTrail, faqPageData } from '@/lib/seo/faq-structured-data';
import { pageMetadata } from '@/lib/seo/page-metadata';

type Params = Promise<{ articles?: string[] }>;

// The articles live in the database, which the build never opens: the index and each article
// are rendered on their first visit, then served from the page cache until an article's change
// notice drops them (lib/server/platform/page-cache), or a minute has passed.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { articles: string[] }[] {
  return [];
}

const INDEX_METADATA = pageMetadata({
  title: 'Help and FAQ',
  description:
    'Answers about shipping, returns, offers, lenses, prescriptions, frames and orders. Search the help articles or browse by topic.',
  path: '/faq',
});

async function articleOf(route: FaqRoute) {
  return route.kind === 'article' ? faqArticleForPage(route.slug) : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const route = faqRoute((await params).articles);
  if (route.kind === 'index') return INDEX_METADATA;
  const page = await articleOf(route);
  if (!page) return { title: NOT_FOUND_TITLE };
  return pageMetadata({
    title: page.article.title,
    description: page.article.summary,
    path: faqArticlePath(page.article.slug),
    openGraphType: 'article',
    modifiedTime: page.article.updatedAt,
  });
}

/** "/faq/:articles?" (docs/product.md#routes): the help index, or one article with its related articles. */
export default async function FaqPage({ params }: { params: Params }) {
  const route = faqRoute((await params).articles);
  if (route.kind === 'index') {
    const { articles, topics } = await faqIndexForPage();
    return <FaqIndex articles={articles} topics={topics} />;
  }
  const page = await articleOf(route);
  // docs/product.md#not-found-pages
  if (!page) return <PageNotFound />;
  const siteUrl = serverConfig().SITE_URL;
  const trail = faqArticleTrail(page.article);
  return (
    <>
      <JsonLd data={faqPageData(page.article, siteUrl)} />
      <JsonLd data={breadcrumbListData(trail, siteUrl)} />
      <FaqArticleView article={page.article} related={page.related} trail={trail} />
    </>
  );
}
