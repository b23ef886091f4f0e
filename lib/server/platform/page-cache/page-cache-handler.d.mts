// Types for page-cache-handler.mjs, which Next.js loads as plain JavaScript (next.config.ts).

/** Marks the tags expired now: every page stored before this moment that carries one is dropped. */
export function expireTags(tags: readonly string[], now?: number): void;
/** Forgets every stored page. */
export function expireEverything(): void;

/** The gzip a body this cache handed out was unpacked from, byte for byte; undefined for any other. */
export function gzippedFormOf(body: unknown): Buffer | undefined;

/** PAGE_CACHE_MEGABYTES's default (lib/server/platform/config.ts declares the same). */
export const DEFAULT_PAGE_CACHE_MEGABYTES: number;

export default class PageCacheHandler {
  /** `maxBytes` is for the tests: the shop sizes the cache by PAGE_CACHE_MEGABYTES. */
  constructor(options?: { maxBytes?: number });
  get(key: string, ctx: { tags?: string[]; softTags?: string[] }): Promise<unknown>;
  set(
    key: string,
    data: unknown,
    ctx: { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
