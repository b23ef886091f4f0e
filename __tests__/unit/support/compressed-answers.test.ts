import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { compressAnswers } from '../../../scripts/compressed-answers.mjs';
import PageCacheHandler, { gzippedFormOf } from '@/lib/server/platform/page-cache/page-cache-handler.mjs';

// scripts/serve.mjs compresses answers with Next's own middleware (next.config.ts sets
// `compress: false`), and a page from the page cache goes to a browser in the gzip the cache keeps
// it in, not compressed again on every visit. Bodies are written as Next writes a cached page: the headers
// flushed, then the whole body in one write (next/dist/server/pipe-readable.js).

// Characters beyond Latin-1, as the shop's pages hold (’ ·), and long enough to be compressed.
const HTML = `<!DOCTYPE html><html><body>${'<p>Round frames · acetate’s warmth</p>'.repeat(200)}</body></html>`;

interface Written {
  /** The body to write: the page cache's own bytes unless said otherwise. */
  body: 'kept' | 'fresh';
  contentType?: string;
  cacheControl?: string;
  /** A second chunk after the body, as no cached page has. */
  more?: boolean;
}

const pages = new Map<string, Written>([
  ['/kept', { body: 'kept' }],
  ['/fresh', { body: 'fresh' }],
  ['/no-transform', { body: 'kept', cacheControl: 'public, no-transform' }],
  ['/not-text', { body: 'kept', contentType: 'application/octet-stream' }],
  ['/written-again', { body: 'kept', more: true }],
]);

/** The page cache's process-wide state, where it keeps each body's gzip. */
const registry = () =>
  (globalThis as unknown as Record<symbol, { gzipped: WeakMap<Uint8Array, Buffer> } | undefined>)[
    Symbol.for('oculo.page-cache')
  ];

let server: Server;
let port = 0;
let keptHtml: Buffer;

beforeAll(async () => {
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('oculo.page-cache')];
  // (each test file runs in its own module registry and globals)
  const cache = new PageCacheHandler();
  await cache.set(
    '/kept',
    { kind: 'APP_PAGE', html: HTML, rscData: Buffer.from('rsc'), headers: {}, status: 200 },
    {},
  );
  keptHtml = ((await cache.get('/kept', {})) as { value: { html: Buffer } }).value.html;

  server = createServer((req, res) => {
    compressAnswers(req, res);
    const page = pages.get(req.url ?? '');
    if (!page) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.setHeader('Content-Type', page.contentType ?? 'text/html; charset=utf-8');
    if (page.cacheControl) res.setHeader('Cache-Control', page.cacheControl);
    res.flushHeaders();
    res.write(page.body === 'kept' ? keptHtml : Buffer.from(HTML));
    if (page.more) res.write(Buffer.from('<p>more</p>'));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  encoding?: string;
  vary?: string;
  body: Buffer;
}

/** The answer's bytes as they came over the wire (Node's client decodes nothing). */
function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The gzip the page cache keeps of the page it handed out. */
function keptGzip(): Buffer {
  const kept = gzippedFormOf(keptHtml);
  if (!kept) throw new Error('the page cache keeps no gzip of the page it handed out');
  return kept;
}

it('knows the gzip of a page it handed out, and of nothing else', () => {
  expect(gunzipSync(keptGzip()).toString()).toBe(HTML);
  expect(gzippedFormOf(Buffer.from(HTML))).toBeUndefined();
  expect(gzippedFormOf(HTML)).toBeUndefined();
});

it('sends a cached page to a browser as gzip, the bytes the cache keeps', async () => {
  const kept = keptGzip();
  const answer = await get('/kept', 'gzip, deflate, br, zstd');
  expect(answer.encoding).toBe('gzip');
  expect(answer.vary).toContain('Accept-Encoding');
  expect(answer.body.equals(kept)).toBe(true);
  expect(gunzipSync(answer.body).toString()).toBe(HTML);
});

it('sends the kept bytes themselves, not a gzip made again', async () => {
  // The middleware makes the same bytes as the cache's packing; a kept form made otherwise tells
  // the two apart.
  const gzipped = registry()?.gzipped;
  if (!gzipped) throw new Error('no page cache state');
  const madeOtherwise = gzipSync(HTML, { level: 1 });
  expect(madeOtherwise.equals(gzipSync(HTML))).toBe(false);
  const kept = keptGzip();
  gzipped.set(keptHtml, madeOtherwise);
  try {
    expect((await get('/kept', 'gzip')).body.equals(madeOtherwise)).toBe(true);
  } finally {
    gzipped.set(keptHtml, kept);
  }
});

it('takes gzip when the browser names deflate first, as the middleware does', async () => {
  const answer = await get('/kept', 'deflate, gzip');
  expect(answer.encoding).toBe('gzip');
  expect(answer.body.equals(keptGzip())).toBe(true);
});

it('compresses a page the cache did not hand out, as Next did', async () => {
  const answer = await get('/fresh', 'gzip, deflate, br');
  expect(answer.encoding).toBe('gzip');
  expect(answer.vary).toContain('Accept-Encoding');
  expect(gunzipSync(answer.body).toString()).toBe(HTML);
});

it.each([
  ['no Accept-Encoding', undefined],
  ['only brotli', 'br'],
  ['gzip refused', 'gzip;q=0, identity'],
])('sends the page as it is to a client with %s', async (_, acceptEncoding) => {
  const answer = await get('/kept', acceptEncoding);
  expect(answer.encoding).toBeUndefined();
  expect(answer.body.toString()).toBe(HTML);
});

it('leaves deflate to the middleware when the client refuses gzip', async () => {
  const answer = await get('/kept', 'gzip;q=0, deflate');
  expect(answer.encoding).toBe('deflate');
  expect(inflateSync(answer.body).toString()).toBe(HTML);
});

it.each([
  ['a no-transform Cache-Control', '/no-transform'],
  ['a type that is not text', '/not-text'],
])('sends the page as it is under %s, as the middleware would', async (_, path) => {
  const answer = await get(path, 'gzip');
  expect(answer.encoding).toBeUndefined();
  expect(answer.body.toString()).toBe(HTML);
});

it('answers HEAD with the headers only', async () => {
  const answer = await get('/kept', 'gzip', 'HEAD');
  expect(answer.body.length).toBe(0);
});

it('drops the connection rather than add bytes after a kept gzip', async () => {
  await expect(get('/written-again', 'gzip')).rejects.toThrow();
});

it('still ends an answer that writes no body', async () => {
  const answer = await get('/missing', 'gzip');
  expect(answer.body.length).toBe(0);
});
