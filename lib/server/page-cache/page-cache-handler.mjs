// @ts-check
import { LRUCache } from 'lru-cache';

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
const DEFAULT_MAX_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';
/**
 * How long before it is stored a render may have read the database. A change noticed within this
 * window may have come after the render's reads, so the entry is not trusted against it: the next
 * visit renders again.
 */
const RENDER_GRACE_MS = 1000;

/**
 * @typedef {{ value: any, lastModified: number, readSince: number, cacheControl?: unknown, tags: string[] }} Entry
 * @typedef {{ entries: LRUCache<string, Entry>, expiredAt: Map<string, number> }} PageCacheState
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

/** @returns {PageCacheState} */
export function pageCacheState(maxBytes = DEFAULT_MAX_BYTES) {
  const registry = /** @type {Record<symbol, PageCacheState | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  );
  registry[REGISTRY] ??= {
    entries: new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: sizeOf }),
    expiredAt: new Map(),
  };
  return /** @type {PageCacheState} */ (registry[REGISTRY]);
}

/** Marks the tags expired now: every entry stored before this moment that carries one is gone. */
export function expireTags(/** @type {readonly string[]} */ tags, now = Date.now()) {
  const { expiredAt } = pageCacheState();
  for (const tag of tags) expiredAt.set(tag, now);
}

/** Forgets every stored page: for when change notices may have been missed (a lost connection). */
export function expireEverything() {
  pageCacheState().entries.clear();
}

/** The tags an entry answers to: a page's own (its header), a data entry's from the caller. */
function tagsOf(/** @type {any} */ value, /** @type {{ tags?: string[], softTags?: string[] }} */ ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const own = typeof header === 'string' && header ? header.split(',') : [];
  return [...own, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

export default class PageCacheHandler {
  /** @param {{ maxMemoryCacheSize?: number }} [options] */
  constructor(options) {
    this.state = pageCacheState(options?.maxMemoryCacheSize || DEFAULT_MAX_BYTES);
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} ctx
   */
  async get(key, ctx) {
    const entry = this.state.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...tagsOf(entry.value, ctx)];
    // Stored before one of its tags expired: a render from before the change, never served again.
    if (tags.some((tag) => (this.state.expiredAt.get(tag) ?? -1) >= entry.readSince)) {
      this.state.entries.delete(key);
      return null;
    }
    return entry;
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {{ tags?: string[], cacheControl?: unknown, fetchCache?: boolean }} ctx
   */
  async set(key, data, ctx) {
    const now = Date.now();
    this.state.entries.set(key, {
      value: data,
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
