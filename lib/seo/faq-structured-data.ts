import type { FAQPage, WithContext } from 'schema-dts';
import type { FaqArticle } from '@/lib/contract/calls/question';
import type { Crumb } from './breadcrumbs';
import { absoluteUrl } from './json-ld';

/** The address of a help article. */
export function faqArticlePath(slug: string): string {
  return `/faq/${slug}`;
}

/** Home › FAQ › the article, as shown above it. */
export function faqArticleTrail(article: Pick<FaqArticle, 'slug' | 'title'>): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'FAQ', path: '/faq' },
    { name: article.title, path: faqArticlePath(article.slug) },
  ];
}

/**
 * A help article as a schema.org FAQPage with its one question: the title is the question, the
 * paragraphs the answer (Google's FAQ rich result reads exactly these fields).
 */
export function faqPageData(article: FaqArticle, siteUrl: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(faqArticlePath(article.slug), siteUrl),
    dateModified: article.updatedAt,
    mainEntity: [
      {
        '@type': 'Question',
        name: article.title,
        acceptedAnswer: { '@type': 'Answer', text: article.paragraphs.join('\n\n') },
      },
    ],
  };
}
