import { expect, test } from './support/test';

// Real HTTP against the production build: the envelope and its error codes.
test('the API answers the envelope over real HTTP', async ({ request }) => {
  const list = await request.post('/api/goods/list', { data: { category: 'eyeglasses', pageSize: 3 } });
  expect(list.status()).toBe(200);
  const body = await list.json();
  expect(body.code).toBe(200);
  expect(body.data.list).toHaveLength(3);

  const malformed = await request.post('/api/goods/list', {
    headers: { 'content-type': 'application/json' },
    data: '{"page": ',
  });
  expect((await malformed.json()).code).toBe(422);

  const openapi = await request.get('/api/openapi.json');
  expect((await openapi.json()).paths['/api/goods/list']).toBeDefined();
});

test('product images are served as SVG', async ({ request }) => {
  const list = await (await request.post('/api/goods/list', { data: { pageSize: 1 } })).json();
  const image = await request.get(list.data.list[0].image.url);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toContain('image/svg+xml');
  expect(await image.text()).toContain('<svg');
});

// scripts/single-header-response.mjs: route handlers' answers were sent uncompressed, because
// Next handed their Content-Type to its compression as an array. The home page's banner is its
// largest paint, so its bytes come before the page is drawn on a slow phone line.
test('pictures and API answers are compressed for a browser that accepts gzip', async ({ request }) => {
  const gzip = { 'accept-encoding': 'gzip' };
  const list = await (await request.post('/api/goods/list', { data: { pageSize: 1 }, headers: gzip })).json();
  const banners = await (await request.get('/api/other/banner', { headers: gzip })).json();
  for (const answer of [
    await request.get(list.data.list[0].image.url, { headers: gzip }),
    await request.get(banners.data.list[0].image.url, { headers: gzip }),
    await request.get('/api/other/CountryList', { headers: gzip }),
  ]) {
    expect(answer.status(), answer.url()).toBe(200);
    expect(answer.headers()['content-encoding'], answer.url()).toBe('gzip');
    expect(answer.headers()['vary'], answer.url()).toContain('Accept-Encoding');
  }
});

test('an address under /api that names no call answers the envelope, not the HTML page', async ({
  request,
}) => {
  for (const answer of [
    await request.post('/api/admin/auth/totp/start', { data: {} }),
    await request.get('/api/no/such/call'),
    await request.delete('/api/goods/list/extra'),
  ]) {
    expect(answer.status()).toBe(404);
    expect(answer.headers()['content-type']).toContain('application/json');
    expect(await answer.json()).toEqual({
      code: 404,
      msg: 'There is no such call. Check the address.',
      data: null,
    });
  }
  // the real calls are untouched by the catch-all
  expect((await (await request.get('/api/health')).json()).code).toBe(200);
});
