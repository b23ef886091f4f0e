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

async function everyListedFaqSlug(): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const result = await post<{ list: { slug: string }[]; pageCount: number }>('/api/question/list', {
      page,
      pageSize: 100,
    });
    pageCount = result.body.data.pageCount;
    slugs.push(...result.body.data.list.map((article) => article.slug));
  }
  return slugs;
}

const shard = (name: string) =>
  sitemapShardRoute(new Request(`http://shop.test/sitemap/${name}`), {
    params: Promise.resolve({ shard: name }),
  });

/** The paths of the first (and, for the seeded shop, only) sitemap file. */
async function firstShardPaths(): Promise<string[]> {
  const xml = await (await shard('0.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

describe('sitemap.xml and robots.txt (SEO and sharing)', () => {
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

  it('lists exactly the help articles the API lists, the help index and the content pages', async () => {
    const locs = await firstShardPaths();
    const sitemapSlugs = locs
      .filter((path) => path.startsWith('/faq/'))
      .map((path) => path.slice('/faq/'.length));
    const listed = await everyListedFaqSlug();
    expect(listed.length).toBeGreaterThan(0);
    expect(sitemapSlugs.sort()).toEqual(listed.sort());
    expect(locs).toEqual(expect.arrayContaining(['/faq', '/about-us', '/why-choose-oculo', '/contact-us']));
    // the phone menu pages repeat the header menu and are marked noindex
    expect(locs.filter((path) => path.startsWith('/control'))).toEqual([]);
  });

  it.each(['1.xml', 'x.xml', '0', '../0.xml'])('answers 404 for shard %s', async (name) => {
    expect((await shard(name)).status).toBe(404);
  });

  it('keeps crawlers out of the account area, cart, payment and search results', async () => {
    const rules = (await robots()).rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules)?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(['/centerMain', '/shoppingCart', '/payment', '/search']));
    expect((await robots()).sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
