import type { MetadataRoute } from 'next';
import { serverConfig } from '@/lib/server/platform/config';

/**
 * Crawlers stay out of the account area, the cart, payment and search results, and the
 * operator console (docs/operating.md#console; its calls are under /api/).
 */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = serverConfig().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/centerMain', '/shoppingCart', '/payment', '/search', '/api/', '/admin'],
    },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
