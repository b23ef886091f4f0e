import type { Metadata } from 'next';

export interface PageMetadataInit {
  /** The page's own title; the root layout's template adds the shop's name and title line. */
  title: string;
  description: string;
  /** The page's path on the shop ("/about-us"); the root layout's metadataBase makes it absolute. */
  path: string;
  /** For pages that repeat what another page already says (the phone menu): kept out of search results. */
  noindex?: boolean;
  openGraphType?: 'website' | 'article';
  /** An article's last change, for Open Graph (ISO 8601). */
  modifiedTime?: string;
}

/** A page's metadata as the shop writes it: title, description, canonical address and Open Graph. */
export function pageMetadata(init: PageMetadataInit): Metadata {
  const { title, description, path } = init;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph:
      init.openGraphType === 'article'
        ? {
            type: 'article',
            url: path,
            title,
            description,
            modifiedTime: init.modifiedTime,
          }
        : { type: 'website', url: path, title, description },
    twitter: { card: 'summary', title, description },
    ...(init.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
