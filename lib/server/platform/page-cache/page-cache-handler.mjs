// @ts-check
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { Counter, register } from 'prom-client';

/**
 * The shop's page cache (next.config.ts `cacheHandler`): rendered catalog and content pages, kept
 * in this server's memory, and forgotten the moment a tag they carry is expired.
 *
 * Next.js loads this file by itself, outside the application bundle, so it shares its state with
 * the shop's own code through one process-wide registry (Symbol.for below): the listener for the
 * database's change notices (page-tag-listener.ts) expires tags here for changes made by any
 * server, or by hand in the database, and Next.js expires them through `revalidateTag` for changes
 * made by this one.
 */

const REGISTRY = Symbol.for('oculo.page-cache');
/**
 * PAGE_CACHE_MEGABYTES's default: lib/server/platform/config.ts checks the variable at start and declares
 * the same default (a test holds the two alike). Next.js offers 50 MB; with 1,000 products and 200
 * shoppers the full 50 took the server's peak to 411 MiB, over the 400 MiB budget, and 32 brought
 * it to 394 at the same waits (bench:shoppers, BENCHMARKS.md): about 700 packed product pages.
 */
export const DEFAULT_PAGE_CACHE_MEGABYTES = 32;
const TAGS_HEADER = 'x-next-cache-tags';
/** Pages and data asked of this cache, found or not (docs/operating.md#metrics); one per process. */
const lookups =
  /** @type {Counter<'result'> | undefined} */ (register.getSingleMetric('oculo_page_cache_lookups_total')) ??
  new Counter({
    name: 'oculo_page_cache_lookups_total',
    help: 'Page cache lookups, by hit or miss',
    labelNames: ['result'],
  });
/**
 * How long before it is stored a render may have read the database. A change noticed within this
 * window may have come after the render's reads, so the entry is not trusted against it: the next
 * visit renders again.
 */
const RENDER_GRACE_MS = 1000;

/**
 * The most recently served pages are also kept unpacked (~24 × 250 KB at most), keyed by their
 * stored entry: the home page, the listings and the products in fashion skip the unpacking, and a
 * page stored again or dropped is never served from here (its old entry is no longer found).
 */
const HOT_PAGES = 24;
const pack = promisify(gzip);
const unpack = promisify(gunzip);

/**
 * @typedef {{ value: any, lastModified: number, readSince: number, cacheControl?: unknown, tags: string[] }} Entry
 * @typedef {{
 *   entries: LRUCache<string, Entry>,
 *   hot: LRUCache<Entry, Entry>,
 *   expiredAt: Map<string, number>,
 *   gzipped: WeakMap<Uint8Array, Buffer>,
 * }} PageCacheState
 */

/** A rough size in bytes of a stored value, like Next.js's own memory cache counts it. */
function sizeOf(/** @type {Entry} */ entry, /** @type {string} */ key) {
  const value = entry.value;
  if (!value) return key.length + 25;
  if (value.kind === 'APP_PAGE') {
    let segments = 0;
    for (const [path, buffer] of value.segmentData ?? []) segments += path.length + (buffer?.length ?? 0);
    return key.length + (value.html?.length ?? 0) + (value.rscData?.length ?? 0) + segments + 1;
  }
  if (value.kind === 'APP_ROUTE') return key.length + (value.body?.length ?? 0) + 1;
  if (value.kind === 'FETCH') return key.length + JSON.stringify(value.data ?? '').length + 1;
  return key.length + JSON.stringify(value).length;
}

/**
 * A rendered page as kept in memory: its HTML, RSC payload and segment payloads gzipped. A product
 * page is ~130 KB of HTML and ~60 KB of payload, ~45 KB packed, so the same memory holds about five
 * times the pages: with a catalog of a thousand frames, most visits found their page pushed out and
 * rendered it again (bench:shoppers). Packing runs in libuv's thread pool, once per render;
 * unpacking there too, ~0.3 ms per visit, off the thread that serves requests.
 */
async function packed(/** @type {any} */ value) {
  if (value?.kind !== 'APP_PAGE' || value.packed) return value;
  const segments = [...(value.segmentData ?? new Map())];
  const [html, rscData, ...segmentData] = await Promise.all([
    typeof value.html === 'string' ? pack(value.html) : value.html,
    value.rscData ? pack(value.rscData) : value.rscData,
    ...segments.map(([, buffer]) => pack(buffer)),
  ]);
  return {
    ...value,
    packed: true,
    html,
    rscData,
    segmentData: value.segmentData ? new Map(segments.map(([path], i) => [path, segmentData[i]])) : undefined,
  };
}

/**
 * The page as Next.js stored it, but its HTML as the UTF-8 bytes rather than a string: Next.js
 * writes a Buffer as it is, where a string is measured and encoded again on every response. The
 * HTML holds characters beyond Latin-1 (’, ·, —), so V8 keeps it as a two-byte string, and encoding
 * 180 KB of it per visit was the largest cost of serving a cached listing (bench:pages: the
 * category page went from 0.69 × to about 0.9 × the static page).
 */
async function unpacked(/** @type {any} */ value) {
  if (!value?.packed) return value;
  const segments = [...(value.segmentData ?? new Map())];
  const [html, rscData, ...segmentData] = await Promise.all([
    unpack(value.html),
    value.rscData ? unpack(value.rscData) : value.rscData,
    ...segments.map(([, buffer]) => unpack(buffer)),
  ]);
  const { gzipped } = pageCacheState();
  gzipped.set(html, value.html);
  if (rscData) gzipped.set(rscData, value.rscData);
  segments.forEach(([, buffer], i) => gzipped.set(segmentData[i], buffer));
  const { packed: _packed, ...page } = value;
  return {
    ...page,
    html,
    rscData,
    segmentData: value.segmentData ? new Map(segments.map(([path], i) => [path, segmentData[i]])) : undefined,
  };
}

/** @returns {PageCacheState} */
export function pageCacheState(
  maxBytes = (Number(process.env.PAGE_CACHE_MEGABYTES) || DEFAULT_PAGE_CACHE_MEGABYTES) * 1024 * 1024,
) {
  const registry = /** @type {Record<symbol, PageCacheState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  registry[REGISTRY] ??= {
    entries: new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: sizeOf }),
    hot: new LRUCache({ max: HOT_PAGES }),
    expiredAt: new Map(),
    gzipped: new WeakMap(),
  };
  return /** @type {PageCacheState} */ (registry[REGISTRY]);
}

/**
 * The gzip a body this cache handed out was unpacked from: an HTML page, an RSC payload or a segment
 * prefetch, byte for byte what gzip makes of it. scripts/compressed-answers.mjs sends it to a
 * browser as it is, rather than compressing the same page again on every visit. Keyed by the very
 * bytes served, and held weakly: a body dropped from the hot pages takes its gzip with it.
 * @param {unknown} body
 * @returns {Buffer | undefined}
 */
export function gzippedFormOf(body) {
  const registry = /** @type {Record<symbol, PageCacheState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  return body instanceof Uint8Array ? registry[REGISTRY]?.gzipped.get(body) : undefined;
}

/** Marks the tags expired now: every entry stored before this moment that carries one is gone. */
export function expireTags(/** @type {readonly string[]} */ tags, now = Date.now()) {
  const { expiredAt } = pageCacheState();
  for (const tag of tags) expiredAt.set(tag, now);
}

/** Forgets every stored page: for when change notices may have been missed (a lost connection). */
export function expireEverything() {
  pageCacheState().entries.clear();
  pageCacheState().hot.clear();
}

/** The tags an entry answers to: a page's own (its header), a data entry's from the caller. */
function tagsOf(/** @type {any} */ value, /** @type {{ tags?: string[], softTags?: string[] }} */ ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' && header ? header.split(',') : [];
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export default class PageCacheHandler {
  /**
   * Next.js passes its own cacheMaxMemorySize (50 MB unless next.config sets it) as
   * maxMemoryCacheSize, and it is not used: the size is the operator's PAGE_CACHE_MEGABYTES.
   * `maxBytes` is for the tests.
   * @param {{ maxBytes?: number }} [options]
   */
  constructor(options) {
    this.state = pageCacheState(options?.maxBytes);
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const entry = this.state.entries.get(key);
    if (!entry) {
      lookups.inc({ result: 'miss' });
      return null;
    }
    const tags = [...entry.tags, ...tagsOf(entry.value, ctx)];
    // Stored before one of its tags expired: a render from before the change, never served again.
    if (tags.some((tag) => (this.state.expiredAt.get(tag) ?? -1) >= entry.readSince)) {
      this.state.entries.delete(key);
      lookups.inc({ result: 'miss' });
      return null;
    }
    lookups.inc({ result: 'hit' });
    if (!entry.value?.packed) return entry;
    const hot = this.state.hot.get(entry);
    if (hot) return hot;
    const served = { ...entry, value: await unpacked(entry.value) };
    this.state.hot.set(entry, served);
    return served;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[], cacheControl?: unknown, fetchCache?: boolean }} ctx
   */
  async set(key, data, ctx) {
    // the moment the render was handed over, before packing: a tag expired meanwhile still drops it
    const now = Date.now();
    const value = await packed(data);
    this.state.entries.set(key, {
      value,
      lastModified: now,
      readSince: now - RENDER_GRACE_MS,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: ctx?.tags ?? [],
    });
  }

  /** Next.js's `revalidateTag` and `revalidatePath` on this server. */
  async revalidateTag(/** @type {string | string[]} */ tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}
