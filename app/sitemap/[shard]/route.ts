import { serverConfig } from '@/lib/server/config';
import { sitemapShard } from '@/lib/server/seo/sitemap';
import { urlSetXml } from '@/lib/seo/sitemap-xml';

export const dynamic = 'force-dynamic';

/** One sitemap shard, /sitemap/N.xml. */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ shard: string }> },
): Promise<Response> {
  const match = /^(\d{1,4})\.xml$/.exec((await params).shard);
  const entries = match ? await sitemapShard(Number(match[1])) : null;
  if (!entries) return new Response('This page could not be found', { status: 404 });
  return new Response(urlSetXml(entries, serverConfig().SITE_URL), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
