import type { Banner, HotSearchWord, PhotoWallDetail, PhotoWallEntry } from '@/lib/contract/calls/content';
import type { Country, Province } from '@/lib/contract/calls/reference';
import { get, post } from '../support/call-route';

describe('Home content calls (docs/product.md#calls)', () => {
  it('GET /api/other/banner lists active banners with images and links', async () => {
    const result = await get<{ list: Banner[] }>('/api/other/banner');
    expect(result.body.code).toBe(200);
    expect(result.body.data.list.length).toBeGreaterThanOrEqual(3);
    for (const banner of result.body.data.list) {
      expect(banner.href).toMatch(/^\//);
      expect(banner.image.url).toMatch(/^\/media\//);
    }
  });

  it('GET /api/other/hotSearchWords lists words', async () => {
    const result = await get<{ list: HotSearchWord[] }>('/api/other/hotSearchWords');
    expect(result.body.data.list.length).toBeGreaterThan(3);
    expect(result.body.data.list[0]?.word).toBeTruthy();
  });

  it('GET /api/other/photoWall and POST photoWallInfo show an entry with the frame worn', async () => {
    const wall = await get<{ list: PhotoWallEntry[] }>('/api/other/photoWall');
    const entry = wall.body.data.list.find((item) => item.productCode);
    expect(entry).toBeDefined();
    const info = await post<PhotoWallDetail>('/api/other/photoWallInfo', { id: entry?.id });
    expect(info.body.code).toBe(200);
    expect(info.body.data.story.length).toBeGreaterThan(10);
    expect(info.body.data.product?.code).toBe(entry?.productCode);
  });

  it('POST photoWallInfo answers 404 for an unknown id and 422 for a bad one', async () => {
    expect((await post('/api/other/photoWallInfo', { id: 999999 })).body.code).toBe(404);
    expect((await post('/api/other/photoWallInfo', { id: 'abc' })).body.code).toBe(422);
  });
});

describe('Reference data calls (docs/product.md#calls)', () => {
  it('GET /api/other/country lists delivery countries with the US first', async () => {
    const result = await get<{ list: Country[] }>('/api/other/country');
    const list = result.body.data.list;
    expect(list[0]?.isoCode).toBe('US');
    expect(list.every((country) => country.ships)).toBe(true);
  });

  it('GET /api/other/CountryList lists more countries than the shop delivers to', async () => {
    const all = await get<{ list: Country[] }>('/api/other/CountryList');
    const shipping = await get<{ list: Country[] }>('/api/other/country');
    expect(all.body.data.list.length).toBeGreaterThan(shipping.body.data.list.length);
    expect(all.body.data.list.find((country) => country.isoCode === 'GB')?.currency).toBe('GBP');
  });

  it('GET /api/other/phoneCode lists dialling codes', async () => {
    const result = await get<{ list: { isoCode: string; phoneCode: string }[] }>('/api/other/phoneCode');
    expect(result.body.data.list.find((row) => row.isoCode === 'US')?.phoneCode).toBe('1');
    expect(result.body.data.list.find((row) => row.isoCode === 'GB')?.phoneCode).toBe('44');
  });

  // Every page's shell asks for the countries; seeded reference data, so the browser keeps the
  // answer. What an operator can change (the countries shipped to) and every other answer stay
  // no-store.
  it.each([
    ['/api/other/CountryList', 'public, max-age=3600'],
    ['/api/other/phoneCode', 'public, max-age=3600'],
    ['/api/other/country', 'no-store'],
    ['/api/other/hotSearchWords', 'no-store'],
  ])('GET %s answers Cache-Control: %s', async (path, cacheControl) => {
    const answer = await get(path);
    expect(answer.body.code).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(cacheControl);
  });

  it('POST /api/other/provinceList answers states by ISO code or country id', async () => {
    const byCode = await post<{ list: Province[] }>('/api/other/provinceList', { isoCode: 'us' });
    expect(byCode.body.data.list.length).toBeGreaterThanOrEqual(50);
    expect(byCode.body.data.list.map((state) => state.code)).toContain('CA');
    const countries = await get<{ list: Country[] }>('/api/other/country');
    const canada = countries.body.data.list.find((country) => country.isoCode === 'CA');
    const byId = await post<{ list: Province[] }>('/api/other/provinceList', { countryId: canada?.id });
    expect(byId.body.data.list.map((province) => province.name)).toContain('Ontario');
  });

  it('POST /api/other/provinceList: no provinces, unknown country, bad input', async () => {
    expect(
      (await post<{ list: Province[] }>('/api/other/provinceList', { isoCode: 'FR' })).body.data.list,
    ).toEqual([]);
    expect((await post('/api/other/provinceList', { isoCode: 'ZZ' })).body.code).toBe(404);
    expect((await post('/api/other/provinceList', {})).body.code).toBe(422);
  });
});
