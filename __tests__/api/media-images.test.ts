import type { Banner, PhotoWallEntry } from '@/lib/contract/calls/content';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { GET } from '@/app/media/[...path]/route';
import { get, post } from '../support/call-route';

// docs/architecture.md#storage: /media/… answers the generated pictures the shop's rows point at:
// product colours (the catalog's rows), home banners and photo-wall portraits (content's rows).

async function media(url: string): Promise<Response> {
  const path = url.replace(/^\/media\//, '').split('/');
  return GET(new Request(`http://shop.test${url}`), { params: Promise.resolve({ path }) });
}

describe('GET /media/…', () => {
  it('draws the pictures a product card, a banner and a photo-wall entry point at', async () => {
    const cards = await post<{ list: ProductCard[] }>('/api/goods/list', { page: 1, pageSize: 1 });
    const banners = await get<{ list: Banner[] }>('/api/other/banner');
    const wall = await get<{ list: PhotoWallEntry[] }>('/api/other/photoWall');
    const urls = [
      cards.body.data.list[0]?.image?.url,
      banners.body.data.list[0]?.image.url,
      wall.body.data.list[0]?.image.url,
    ];
    for (const url of urls) {
      expect(url).toMatch(/^\/media\/(products|banners|photo-wall)\//);
      const response = await media(url ?? '');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
  });

  it.each([
    '/media/banners/no-such-banner.svg',
    '/media/photo-wall/99999.svg',
    '/media/products/ZZ99/ZZ99-X-front.svg',
    '/media/other/x.svg',
  ])('answers 404 for %s', async (url) => {
    expect((await media(url)).status).toBe(404);
  });
});
