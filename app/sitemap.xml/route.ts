import { serverConfig } from '@/lib/server/platform/config';
import { sitemapShardCount } from '@/lib/server/domain/seo';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** The sitemap index: one shard file per 50,000 addresses. */
export async function GET(): Promise<Response> {
  const xml = sitemapIndexXml(await sitemapShardCount(), serverConfig().SITE_URL);
  return xmlResponse(xml);
}
