import { sitemapIndexXml, urlSetXml } from '@/lib/seo/sitemap-xml';
import { shardCount, shardOf } from '@/lib/server/domain/seo/sitemap';

describe('sitemap XML', () => {
  it('writes absolute, escaped addresses with their last change', () => {
    const xml = urlSetXml(
      [
        { path: '/details/OC1001', lastModified: new Date('2026-01-02T03:04:05Z') },
        { path: "/search?a=1&b='x'" },
      ],
      'https://oculo.example',
    );
    expect(xml).toContain(
      '<loc>https://oculo.example/details/OC1001</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>',
    );
    expect(xml).toContain('<loc>https://oculo.example/search?a=1&amp;b=%27x%27</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it.each([
    [1, ['/sitemap/0.xml']],
    [3, ['/sitemap/0.xml', '/sitemap/1.xml', '/sitemap/2.xml']],
  ])('indexes %i shard(s)', (shards, files) => {
    const xml = sitemapIndexXml(shards, 'https://oculo.example');
    expect(
      [...xml.matchAll(/<loc>https:\/\/oculo\.example([^<]+)<\/loc>/g)].map((match) => match[1]),
    ).toEqual(files);
  });
});

describe('sitemap shards', () => {
  const entries = Array.from({ length: 7 }, (_, index) => index);
  it.each([
    [0, [0, 1, 2]],
    [1, [3, 4, 5]],
    [2, [6]],
    [3, null],
    [-1, null],
  ])('shard %i of 7 addresses, 3 per file → %j', (shard, expected) => {
    expect(shardOf(entries, shard, 3)).toEqual(expected);
  });

  it.each([
    [0, 1],
    [50_000, 1],
    [50_001, 2],
    [120_000, 3],
  ])('%i addresses need %i file(s)', (count, files) => {
    expect(shardCount(count)).toBe(files);
  });

  it('keeps an empty shop one (empty) sitemap file', () => {
    expect(shardOf([], 0)).toEqual([]);
  });
});
