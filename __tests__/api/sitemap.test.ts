import { GET as sitemapIndex } from '@/app/sitemap.xml/route';
import { GET as sitemapShardRoute } from '@/app/sitemap/[shard]/route';
import robots from '@/app/robots';
import { post } from '../support/call-route';

type Page = { list: { code: string }[]; pageCount: number };

async function everyListedCode(): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await post<Page>('/api/goods/list', { page, pageSize: 60 });
    pageCount = result.body.data.pageCount;
    codes.push(...result.body.data.list.map((card) => card.code));
  }
  return codes;
}

const shard = (name: string) =>
  sitemapShardRoute(new Request(`http://shop.test/sitemap/${name}`), {
    params: Promise.resolve({ shard: name }),
  });

describe('sitemap.xml and robots.txt (issue 3 "SEO and sharing")', () => {
  it('lists exactly the products the API lists, with the categories and the all-frames page', async () => {
    const index = await (await sitemapIndex()).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('/sitemap/0.xml</loc>');
    expect(index).not.toContain('/sitemap/1.xml');

    const response = await shard('0.xml');
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const sitemapCodes = locs
      .filter((path) => path.startsWith('/details/'))
      .map((path) => path.slice('/details/'.length));
    expect(sitemapCodes.sort()).toEqual((await everyListedCode()).sort());
    expect(locs).toEqual(
      expect.arrayContaining([
        '/',
        '/product',
        '/eyeglasses',
        '/sunglasses',
        '/new-arrivals',
        '/flash-sale',
        '/best-sellers',
        '/accessories',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
  });

  it.each(['1.xml', 'x.xml', '0', '../0.xml'])('answers 404 for shard %s', async (name) => {
    expect((await shard(name)).status).toBe(404);
  });

  it('keeps crawlers out of the account area, cart, payment and search results', () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules)?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(['/centerMain', '/shoppingCart', '/payment', '/search']));
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
