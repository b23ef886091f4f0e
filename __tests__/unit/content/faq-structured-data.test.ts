import type { FaqArticle } from '@/lib/contract/calls/question';
import { breadcrumbListData } from '@/lib/seo/breadcrumbs';
import { faqArticleTrail, faqPageData } from '@/lib/seo/faq-structured-data';
import { jsonLdText } from '@/lib/seo/json-ld';

const site = 'https://oculo.example';
const article: FaqArticle = {
  id: 7,
  slug: 'free-shipping',
  topic: 'shipping',
  title: 'Do you offer free shipping? </script>',
  summary: 'Yes, from $69.',
  paragraphs: ['Yes, on US orders of $69 or more.', 'Faster options always cost.'],
  body: 'Yes, on US orders of $69 or more.\n\nFaster options always cost.',
  updatedAt: '2025-02-03T04:05:06.000Z',
};

describe('help article structured data', () => {
  it('is an FAQPage whose one question is the title and whose answer is the paragraphs', () => {
    expect(faqPageData(article, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://oculo.example/faq/free-shipping',
      dateModified: '2025-02-03T04:05:06.000Z',
      mainEntity: [
        {
          '@type': 'Question',
          name: article.title,
          acceptedAnswer: {
            '@type': 'Answer',
            text: 'Yes, on US orders of $69 or more.\n\nFaster options always cost.',
          },
        },
      ],
    });
  });

  it('has the trail Home › FAQ › title, told to search engines with absolute addresses', () => {
    const trail = faqArticleTrail(article);
    expect(trail.map((crumb) => crumb.path)).toEqual(['/', '/faq', '/faq/free-shipping']);
    expect(breadcrumbListData(trail, site).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://oculo.example/' },
      { '@type': 'ListItem', position: 2, name: 'FAQ', item: 'https://oculo.example/faq' },
      {
        '@type': 'ListItem',
        position: 3,
        name: article.title,
        item: 'https://oculo.example/faq/free-shipping',
      },
    ]);
  });

  it('cannot close its script element, and parses back to the same data', () => {
    const text = jsonLdText(faqPageData(article, site));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(faqPageData(article, site));
  });
});
