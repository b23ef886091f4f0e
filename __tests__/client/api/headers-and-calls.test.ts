import { http } from 'msw';
import { z } from 'zod';
import { callApi, configureApiClient, getJson, postJson, readDeviceId } from '@/lib/api';
import { defineCall, noInput } from '@/lib/contract/call';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api-test-server';

startApiTestServer();

interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  deviceId: string | null;
  contentType: string | null;
  body: string;
}

/** Records every request to `path` (any method) and answers `data`. */
function recordRequests(path: string, data: unknown = null): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.all(`${SHOP}${path}`, async ({ request }) => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.get('authorization'),
        deviceId: request.headers.get('x-device-id'),
        contentType: request.headers.get('content-type'),
        body: await request.text(),
      });
      return envelope(200, 'success', data);
    }),
  );
  return seen;
}

const cartCount = defineCall({
  method: 'POST',
  path: '/api/cart/count',
  tag: 'cart',
  summary: 'Count cart items',
  input: z.object({ scope: z.string() }),
  output: z.object({ count: z.number() }),
});

const countryList = defineCall({
  method: 'GET',
  path: '/api/other/CountryList',
  tag: 'other',
  summary: 'Countries',
  input: noInput,
  output: z.array(z.string()),
});

describe('headers (docs/architecture.md#api-envelope)', () => {
  it('sends the bearer token when one is persisted', async () => {
    configureForTest({ getToken: () => 'token-abc' });
    const seen = recordRequests('/api/user/userInfo');

    await postJson('/api/user/userInfo');

    expect(seen.map((request) => request.authorization)).toEqual(['Bearer token-abc']);
  });

  it('sends no Authorization header when signed out', async () => {
    configureForTest({ getToken: () => undefined });
    const seen = recordRequests('/api/goods/list');

    await postJson('/api/goods/list');

    expect(seen).toHaveLength(1);
    expect(seen[0]?.authorization).toBeNull();
  });

  it('sends the same 68-character device id on every call, kept plainly under "deviceId"', async () => {
    configureForTest();
    const seen = recordRequests('/api/cart/list');

    await postJson('/api/cart/list');
    await getJson('/api/cart/list');

    const [first, second] = seen.map((request) => request.deviceId);
    expect(first).toMatch(/^[A-Za-z][A-Za-z0-9]{67}$/);
    expect(second).toBe(first);
    expect(window.localStorage.getItem('deviceId')).toBe(first);
    expect(readDeviceId()).toBe(first);
  });

  it('reuses a device id already in local storage', async () => {
    const existing = `d${'7'.repeat(67)}`;
    window.localStorage.setItem('deviceId', existing);
    configureForTest();
    const seen = recordRequests('/api/process/submit');

    await postJson('/api/process/submit');

    expect(seen[0]?.deviceId).toBe(existing);
  });
});

describe('base address', () => {
  const originalBase = process.env.NEXT_PUBLIC_API_BASE;
  afterEach(() => {
    process.env.NEXT_PUBLIC_API_BASE = originalBase;
  });

  it('comes from NEXT_PUBLIC_API_BASE when not configured', async () => {
    process.env.NEXT_PUBLIC_API_BASE = 'http://env-shop.test/';
    let reached = 0;
    server.use(
      http.get('http://env-shop.test/api/other/banner', () => {
        reached += 1;
        return envelope(200, 'success', []);
      }),
    );

    await getJson('/api/other/banner');
    expect(reached).toBe(1);
  });

  it('is overridden by configureApiClient', async () => {
    process.env.NEXT_PUBLIC_API_BASE = 'http://env-shop.test';
    configureApiClient({ baseUrl: SHOP });
    const seen = recordRequests('/api/other/banner', []);

    await getJson('/api/other/banner');
    expect(seen.map((request) => request.url)).toEqual([`${SHOP}/api/other/banner`]);
  });
});

describe('typed calls and the progress count', () => {
  it('callApi POSTs the input as JSON and resolves the typed output', async () => {
    configureForTest();
    const seen = recordRequests('/api/cart/count', { count: 2 });

    const output = await callApi(cartCount, { scope: 'all' });

    expect(output.count).toBe(2);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"scope":"all"}' });
    expect(seen[0]?.contentType).toContain('application/json');
  });

  it('callApi sends a GET call without a body', async () => {
    configureForTest();
    const seen = recordRequests('/api/other/CountryList', ['US', 'CA']);

    await expect(callApi(countryList, {})).resolves.toEqual(['US', 'CA']);
    expect(seen).toEqual([
      expect.objectContaining({ method: 'GET', body: '', url: `${SHOP}/api/other/CountryList` }),
    ]);
  });

  it('postJson without a body sends {}', async () => {
    configureForTest();
    const seen = recordRequests('/api/wishlist/count', 0);

    await postJson('/api/wishlist/count');
    expect(seen[0]?.body).toBe('{}');
  });

  it('counts calls in flight up and back down, whether they succeed or fail', async () => {
    const hooks = configureForTest();
    server.use(
      http.post(`${SHOP}/api/cart/count`, () => envelope(200, 'success', { count: 1 })),
      http.post(`${SHOP}/api/cart/add`, () => envelope(0, 'Out of stock.')),
    );

    await Promise.allSettled([postJson('/api/cart/count'), postJson('/api/cart/add')]);

    expect(hooks.onLoadingChange.mock.calls).toEqual([[1], [2], [1], [0]]);
  });
});
