import type { MetadataRoute } from 'next';

/**
 * robots.txt on the shop's public address: crawlers stay out of the account area, the cart, payment
 * and search results, and the operator console (docs/operating.md#console; its calls are under /api/).
 */
export function robotsFile(siteUrl: string): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/centerMain', '/shoppingCart', '/payment', '/search', '/api/', '/admin'],
    },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
