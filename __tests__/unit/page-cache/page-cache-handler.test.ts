import { randomBytes } from 'node:crypto';
import PageCacheHandler, {
  expireEverything,
  expireTags,
} from '@/lib/server/platform/page-cache/page-cache-handler.mjs';

// The page cache (next.config.ts cacheHandler): a stored page is served until one of its tags is
// expired, then never again.

function page(tags: string[]) {
  return {
    kind: 'APP_PAGE',
    html: '<html>a page</html>',
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags.join(',') },
    status: 200,
  };
}

const product = ['_N_T_/layout', '_N_T_/details/[code]/layout', '_N_T_/details/OC1134'];
const otherProduct = ['_N_T_/layout', '_N_T_/details/[code]/layout', '_N_T_/details/OC2000'];

// Each test starts from an empty process-wide store (entries and expired tags).
const registry = globalThis as unknown as Record<symbol, unknown>;
beforeEach(() => {
  delete registry[Symbol.for('oculo.page-cache')];
  jest.useRealTimers();
});

describe('PageCacheHandler', () => {
  it('serves what it stored, with when it was stored', async () => {
    const handler = new PageCacheHandler();
    const before = Date.now();
    await handler.set('/a', page(product), { cacheControl: { revalidate: 5, expire: undefined } });
    const entry = (await handler.get('/a', {})) as {
      value: unknown;
      lastModified: number;
      cacheControl: unknown;
    };
    // the HTML as its UTF-8 bytes (see the packing test below), the rest as stored
    const stored = page(product);
    expect(entry.value).toEqual({ ...stored, html: Buffer.from(stored.html) });
    expect(entry.lastModified).toBeGreaterThanOrEqual(before);
    expect(entry.cacheControl).toEqual({ revalidate: 5, expire: undefined });
    expect(await handler.get('/missing', {})).toBeNull();
  });

  it('drops the pages carrying an expired tag and keeps the others', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/a', page(product), {});
    await handler.set('/b', page(otherProduct), {});
    expireTags(['_N_T_/details/OC1134']);
    expect(await handler.get('/a', {})).toBeNull();
    expect(await handler.get('/b', {})).not.toBeNull();
  });

  it('keeps a page rendered after the change', async () => {
    jest.useFakeTimers({ now: 1_000_000, doNotFake: ['nextTick', 'setImmediate'] });
    const handler = new PageCacheHandler();
    expireTags(['_N_T_/details/OC1134']);
    jest.setSystemTime(1_000_000 + 5_000);
    await handler.set('/a', page(product), {});
    expect(await handler.get('/a', {})).not.toBeNull();
  });

  it('does not trust a page stored just after a change: its render may have read before it', async () => {
    jest.useFakeTimers({ now: 2_000_000, doNotFake: ['nextTick', 'setImmediate'] });
    const handler = new PageCacheHandler();
    expireTags(['_N_T_/details/OC1134']);
    jest.setSystemTime(2_000_000 + 300);
    await handler.set('/a', page(product), {});
    expect(await handler.get('/a', {})).toBeNull();
  });

  it("answers Next.js's revalidateTag and revalidatePath (tags as a string or a list)", async () => {
    const handler = new PageCacheHandler();
    await handler.set('/a', page(product), {});
    await handler.set('/b', page(otherProduct), {});
    await handler.revalidateTag('_N_T_/details/OC2000');
    expect(await handler.get('/b', {})).toBeNull();
    await handler.revalidateTag(['_N_T_/details/[code]/layout']);
    expect(await handler.get('/a', {})).toBeNull();
  });

  it('checks the tags a data entry is asked with', async () => {
    const handler = new PageCacheHandler();
    await handler.set(
      'fetch-1',
      { kind: 'FETCH', data: { body: '1' }, revalidate: 60 },
      { tags: ['catalog'] },
    );
    expect(await handler.get('fetch-1', { tags: ['catalog'] })).not.toBeNull();
    expireTags(['_N_T_/home']);
    expect(await handler.get('fetch-1', { softTags: ['_N_T_/home'] })).toBeNull();
  });

  it('shares one store between the handlers Next.js creates for each request', async () => {
    await new PageCacheHandler().set('/a', page(product), {});
    expect(await new PageCacheHandler().get('/a', {})).not.toBeNull();
    expireEverything();
    expect(await new PageCacheHandler().get('/a', {})).toBeNull();
  });

  it('keeps within its memory budget, forgetting the least recently used page', async () => {
    // About 2 KB a page, random bytes that do not pack: a 5 KB budget holds two.
    const big = { ...page(product), html: randomBytes(2000).toString('latin1') };
    const handler = new PageCacheHandler({ maxBytes: 5000 });
    await handler.set('/a', big, {});
    await handler.set('/b', big, {});
    await handler.get('/a', {});
    await handler.set('/c', big, {});
    expect(await handler.get('/a', {})).not.toBeNull();
    expect(await handler.get('/c', {})).not.toBeNull();
    expect(await handler.get('/b', {})).toBeNull();
  });

  it('keeps pages packed, so a budget holds several times the pages, and serves them byte for byte', async () => {
    // A page like a product page: HTML and an RSC payload that repeat themselves, and segments.
    const card = (n: number) =>
      `<li class="card"><a href="/details/OC${n}">Frame ${n} · Men’s</a><span>$49.95</span></li>`;
    const html = `<html>${Array.from({ length: 400 }, (_, n) => card(n)).join('')}</html>`;
    const rscData = Buffer.from(
      `0:${JSON.stringify(Array.from({ length: 300 }, (_, n) => ({ code: `OC${n}` })))}`,
    );
    const segmentData = new Map([
      ['/_tree', Buffer.from('{"tree":"/details/[code]"}'.repeat(40))],
      ['/details/$d$code/__PAGE__', rscData],
    ]);
    const rendered = { ...page(product), html, rscData, segmentData };
    const raw = html.length + rscData.length + rscData.length + 1040;
    // the budget of two raw pages holds six
    const handler = new PageCacheHandler({ maxBytes: raw * 2 });
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) await handler.set(key, rendered, {});
    for (const key of ['/a', '/b', '/c', '/d', '/e', '/f']) {
      const entry = (await handler.get(key, {})) as { value: { html: Buffer } & typeof rendered };
      // the HTML comes back as its UTF-8 bytes: Next.js writes a Buffer without encoding it again
      expect(Buffer.isBuffer(entry.value.html)).toBe(true);
      expect(entry.value.html.toString('utf8')).toBe(html);
      expect(entry.value.rscData.equals(rscData)).toBe(true);
      expect([...entry.value.segmentData.keys()]).toEqual(['/_tree', '/details/$d$code/__PAGE__']);
      expect(entry.value.segmentData.get('/_tree')).toEqual(segmentData.get('/_tree'));
      expect(entry.value).not.toHaveProperty('packed');
    }
  });

  it('serves a page just served without unpacking it again, and never a page stored over or expired', async () => {
    const handler = new PageCacheHandler();
    await handler.set('/a', page(product), {});
    const first = await handler.get('/a', {});
    expect(await handler.get('/a', {})).toBe(first);

    await handler.set('/a', { ...page(product), html: '<html>a new render</html>' }, {});
    const again = (await handler.get('/a', {})) as { value: { html: Buffer } };
    expect(again).not.toBe(first);
    expect(again.value.html.toString('utf8')).toBe('<html>a new render</html>');

    expireTags(['_N_T_/details/OC1134']);
    expect(await handler.get('/a', {})).toBeNull();
  });

  // the operator's size, not the 50 MB Next.js passes (which took the server over 400 MiB under 200
  // shoppers).
  it('keeps as much as PAGE_CACHE_MEGABYTES, whatever Next.js passes', async () => {
    const before = process.env.PAGE_CACHE_MEGABYTES;
    process.env.PAGE_CACHE_MEGABYTES = '1';
    try {
      const handler = new PageCacheHandler({ maxMemoryCacheSize: 50 * 1024 * 1024 } as never);
      // random bytes do not pack: each page stays ~600 KB, so the second pushes the first out
      const big = () => ({ ...page(product), html: randomBytes(600 * 1024).toString('latin1') });
      await handler.set('/a', big(), {});
      expect(await handler.get('/a', {})).not.toBeNull();
      await handler.set('/b', big(), {});
      expect(await handler.get('/b', {})).not.toBeNull();
      expect(await handler.get('/a', {})).toBeNull();
    } finally {
      if (before === undefined) delete process.env.PAGE_CACHE_MEGABYTES;
      else process.env.PAGE_CACHE_MEGABYTES = before;
    }
  });
});
