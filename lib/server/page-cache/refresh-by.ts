import { unstable_cache } from 'next/cache';

/**
 * How long a cached catalog page may be served before it renders again when nothing in the
 * database signals a change: the change notices (page-changes.ts) drop a page the moment a row it
 * shows is written, so this is only the backstop for a notice lost on the way.
 */
export const PAGE_BACKSTOP_SECONDS = 300;

/**
 * The seconds a page rendered `now` stays true when it shows something that ends at `endsAt` (a
 * flash sale): undefined when that is no sooner than the backstop, or is already past.
 */
export function secondsUntilEnd(endsAt: string | null, now: number): number | undefined {
  if (endsAt === null) return undefined;
  const left = Date.parse(endsAt) - now;
  if (!(left > 0)) return undefined;
  const seconds = Math.ceil(left / 1000);
  return seconds < PAGE_BACKSTOP_SECONDS ? seconds : undefined;
}

/**
 * Marks the page being rendered as true only until `endsAt`: a flash sale's end is written by no
 * one, so no notice drops the page, and the page renders again once the sale is over instead of
 * at every backstop. Next.js takes the shortest `revalidate` a render met as the page's own
 * (an `unstable_cache` call's option counts), and the page cache stores it with the page.
 */
export async function refreshPageBy(endsAt: string | null, now = Date.now()): Promise<void> {
  const seconds = secondsUntilEnd(endsAt, now);
  if (seconds === undefined) return;
  await unstable_cache(async () => endsAt, ['oculo-page-ends', String(endsAt)], { revalidate: seconds })();
}
