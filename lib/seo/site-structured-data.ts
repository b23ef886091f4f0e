import type { Organization, WebSite, WithContext } from 'schema-dts';
import { absoluteUrl } from './json-ld';

/**
 * The shop as an organisation, for the home page's knowledge panel, by the name an owner gave it
 * (docs/operating.md#store-brand), with the logo they uploaded (a path on the shop) or the shop's icon.
 */
export function organizationStructuredData(
  siteUrl: string,
  shopName: string,
  logoPath = '/icon.svg',
): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shopName,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl(logoPath, siteUrl),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      url: absoluteUrl('/contact-us', siteUrl),
    },
  };
}

/** The site with its search (Google's sitelinks search box), pointing at the search page. */
export function webSiteStructuredData(siteUrl: string, shopName: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shopName,
    url: absoluteUrl('/', siteUrl),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl('/search', siteUrl)}?keyword={search_term_string}`,
      },
      // schema-dts has no type for the query-input annotation Google reads.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}
