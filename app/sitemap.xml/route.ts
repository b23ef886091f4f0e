import { sitemapShardCount } from '@/lib/server/domain/seo';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** The sitemap index: one shard file per 50,000 addresses. */
export async function GET(): Promise<Response> {
  // on the public URL an owner sets (docs/operating.md#store-settings)
  const { publicUrl } = (await currentStoreSettings()).settings;
  const xml = sitemapIndexXml(await sitemapShardCount(), publicUrl);
  return xmlResponse(xml);
}
