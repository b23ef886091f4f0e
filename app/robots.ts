import type { MetadataRoute } from 'next';
import { serverConfig } from '@/lib/server/config';

/** Crawlers stay out of the account area, the cart, payment and search results (issue 3). */
export default function robots(): MetadataRoute.Robots {
  const siteUrl = serverConfig().SITE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/centerMain', '/shoppingCart', '/payment', '/search', '/api/'],
    },
    sitemap: new URL('/sitemap.xml', siteUrl).toString(),
  };
}
