import { pageMetadata } from '@/lib/seo/page-metadata';

describe('pageMetadata', () => {
  it('gives a page its title, description, canonical address and Open Graph', () => {
    expect(pageMetadata({ title: 'About us', description: 'Our story.', path: '/about-us' })).toEqual({
      title: 'About us',
      description: 'Our story.',
      alternates: { canonical: '/about-us' },
      openGraph: {
        type: 'website',
        url: '/about-us',
        title: 'About us',
        description: 'Our story.',
      },
      twitter: { card: 'summary', title: 'About us', description: 'Our story.' },
    });
  });

  it('marks an article with its last change', () => {
    const metadata = pageMetadata({
      title: 'Q',
      description: 'A',
      path: '/faq/q',
      openGraphType: 'article',
      modifiedTime: '2025-01-02T00:00:00.000Z',
    });
    expect(metadata.openGraph).toMatchObject({ type: 'article', modifiedTime: '2025-01-02T00:00:00.000Z' });
    expect(metadata.robots).toBeUndefined();
  });

  it('keeps pages that repeat the menu out of search results, links still followed', () => {
    const metadata = pageMetadata({ title: 'Menu', description: 'x', path: '/control', noindex: true });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
