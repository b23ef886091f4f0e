import { expect, test } from './support/test';

// SEO and sharing, over real HTTP on the production build.
test('robots.txt keeps crawlers out of private and search pages and names the sitemap', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  for (const path of ['/centerMain', '/shoppingCart', '/payment', '/search'])
    expect(robots).toContain(`Disallow: ${path}`);
  expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test('the sitemap index leads to a shard listing product pages that exist', async ({ request }) => {
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toContain('xml');
  const shardUrl = /<loc>([^<]+)<\/loc>/.exec(await index.text())?.[1] ?? '';
  const shard = await (await request.get(new URL(shardUrl).pathname)).text();
  const product = /<loc>[^<]+(\/details\/[^<]+)<\/loc>/.exec(shard)?.[1] ?? '';
  expect(product).toMatch(/^\/details\/O[CA]\d+$/);
  expect((await request.get(product)).status()).toBe(200);
});

test('a product page is shared with its own generated picture (Open Graph and Twitter)', async ({
  request,
}) => {
  const list = await (
    await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 1 } })
  ).json();
  const code: string = list.data.list[0].code;
  const html = await (await request.get(`/details/${code}`)).text();
  for (const tag of ['property="og:image"', 'name="twitter:image"']) {
    const address = new RegExp(
      `<meta ${tag} content="http://localhost:3000(/details/${code}/[a-z-]+-image[^"]*)"`,
    ).exec(html)?.[1];
    expect(address).toBeDefined();
    const picture = await request.get(address ?? '');
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    expect((await picture.body()).length).toBeGreaterThan(10_000);
  }
  expect((await request.get('/details/OC0000/opengraph-image')).status()).toBe(404);
});

test('the shop’s static files: the web app manifest, its icons and the default sharing picture', async ({
  request,
}) => {
  const home = await (await request.get('/')).text();
  const manifestPath = /<link rel="manifest" href="([^"]+)"/.exec(home)?.[1] ?? '';
  expect(manifestPath).toBe('/manifest.webmanifest');
  const manifest = await (await request.get(manifestPath)).json();
  expect(manifest).toMatchObject({ short_name: 'Oculo', start_url: '/', theme_color: '#3f51b5' });
  for (const icon of manifest.icons as { src: string }[]) {
    const picture = await request.get(icon.src);
    expect(picture.headers()['content-type'], icon.src).toBe('image/png');
  }
  const sharing = /<meta property="og:image" content="[^"]*(\/og-default\.png)"/.exec(home)?.[1] ?? '';
  expect((await request.get(sharing)).headers()['content-type']).toBe('image/png');
});
