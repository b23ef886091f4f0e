import { unstable_cache } from 'next/cache';

/**
 * How long a cached catalog page may be served before it renders again when nothing in the
 * database signals a change: the change notices (page-changes.ts) drop a page the moment a row it
 * shows is written, so this is only the backstop for a notice lost on the way.
 */
export const PAGE_BACKSTOP_SECONDS = 300;

/**
 * The seconds a page rendered `now` stays true when it shows something that ends at `endsAt` (a
 * flash sale): undefined when that is no sooner than the backstop. An end already past is one the
 * page's data still showed as to come, read a moment before: the page is wrong already and renders
 * again in a second, not at the backstop.
 */
export function secondsUntilEnd(endsAt: string | null, now: number): number | undefined {
  if (endsAt === null) return undefined;
  const left = Date.parse(endsAt) - now;
  if (Number.isNaN(left)) return undefined;
  if (left <= 0) return 1;
  const seconds = Math.ceil(left / 1000);
  return seconds < PAGE_BACKSTOP_SECONDS ? seconds : undefined;
}

/** Of several ends, the first still to come before the backstop, and the seconds until it. */
export function firstEnd(
  ends: readonly (string | null)[],
  now: number,
): { endsAt: string; seconds: number } | undefined {
  let first: { endsAt: string; seconds: number } | undefined;
  for (const endsAt of ends) {
    const seconds = secondsUntilEnd(endsAt, now);
    if (seconds !== undefined && endsAt !== null && (first === undefined || seconds < first.seconds))
      first = { endsAt, seconds };
  }
  return first;
}

/**
 * Marks the page being rendered as true only until the first of `ends`: a flash sale's end, or a
 * banner's start or end, is written by no one, so no notice drops the page, and the page renders
 * again at that moment instead of at every backstop. Next.js takes the shortest `revalidate` a
 * render met as the page's own (an `unstable_cache` call's option counts), and the page cache
 * stores it with the page.
 */
export async function refreshPageBy(...ends: (string | null)[]): Promise<void> {
  const first = firstEnd(ends, Date.now());
  if (first === undefined) return;
  await unstable_cache(async () => first.endsAt, ['oculo-page-ends', first.endsAt], {
    revalidate: first.seconds,
  })();
}
