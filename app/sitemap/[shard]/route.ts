import { serverConfig } from '@/lib/server/platform/config';
import { sitemapShard } from '@/lib/server/domain/seo';
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
  return xmlResponse(urlSetXml(entries, serverConfig().SITE_URL));
}
