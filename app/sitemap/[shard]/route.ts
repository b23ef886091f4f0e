import { sitemapShard } from '@/lib/server/domain/seo';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { urlSetXml, xmlResponse } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One sitemap shard, /sitemap/N.xml. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ shard: string }> },
): Promise<Response> {
  const match = /^(\d{1,4})\.xml$/.exec((await params).shard);
  const entries = match ? await sitemapShard(Number(match[1])) : null;
  if (!entries) return new Response('This page could not be found', { status: 404 });
  // on the public URL an owner sets (docs/operating.md#store-settings)
  return xmlResponse(urlSetXml(entries, (await currentStoreSettings()).settings.publicUrl));
}
