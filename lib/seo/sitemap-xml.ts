import { absoluteUrl } from './json-ld';

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  );
}

/** A sitemap file (sitemaps.org 0.9) of the shop's addresses. */
export function urlSetXml(entries: { path: string; lastModified?: Date }[], siteUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const modified = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(path, siteUrl))}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap index naming each shard file (/sitemap/0.xml, /sitemap/1.xml …). */
export function sitemapIndexXml(shards: number, siteUrl: string): string {
  const files = Array.from(
    { length: shards },
    (_, shard) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemap/${shard}.xml`, siteUrl))}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap file as crawlers fetch it, cacheable for five minutes. */
export function xmlResponse(xml: string): Response {
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' },
  });
}
