import { callApi } from '@/lib/api';
import { statisticsAddress } from '@/lib/contract/first-load-addresses';
import type { SiteEvent } from '@/lib/contract/calls/statistics';

// /api/other/statistics: page views and clicks, batched so a browsing shopper costs the
// server a call every few seconds rather than one per page. Reporting is best-effort: a failure
// drops the batch and never shows the shopper a tip.

/** How long events wait for company before they are sent. */
export const STATISTICS_FLUSH_DELAY_MS = 5000;
/** The call accepts at most this many events (the contract's STATISTICS_MAX_EVENTS). */
const BATCH_LIMIT = 20;
const PATH_MAX = 300;
const REFERRER_MAX = 300;
const TARGET_MAX = 120;

let queue: SiteEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function clip(value: string | undefined, max: number): string | undefined {
  const text = value?.trim();
  return text ? text.slice(0, max) : undefined;
}

/** Sends everything queued now; resolves when the call settles, whatever its outcome. */
export async function flushStatistics(): Promise<void> {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  while (queue.length > 0) {
    const events = queue.slice(0, BATCH_LIMIT);
    queue = queue.slice(BATCH_LIMIT);
    try {
      await callApi(statisticsAddress, { events }, { tip: false });
    } catch {
      // Lost statistics are not worth a shopper's attention, nor a retry that could double-count.
    }
  }
}

function flushWhenHidden(): void {
  if (document.visibilityState === 'hidden') void flushStatistics();
}

function enqueue(event: SiteEvent): void {
  if (typeof window === 'undefined') return;
  queue.push(event);
  if (!listening) {
    // A shopper closing the tab or switching away would otherwise take the last batch along.
    document.addEventListener('visibilitychange', flushWhenHidden);
    listening = true;
  }
  if (queue.length >= BATCH_LIMIT) {
    void flushStatistics();
  } else {
    timer ??= setTimeout(() => void flushStatistics(), STATISTICS_FLUSH_DELAY_MS);
  }
}

/** Records that the shopper opened a page of the shop (a site path such as /details/OC1024). */
export function reportPageView(path: string, referrer?: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  enqueue({ type: 'page_view', path: path.slice(0, PATH_MAX), referrer: clip(referrer, REFERRER_MAX) });
}

/** Records a click on something worth counting, e.g. reportClick('/details/OC1024', 'add-to-cart'). */
export function reportClick(path: string, target: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  enqueue({ type: 'click', path: path.slice(0, PATH_MAX), target: clip(target, TARGET_MAX) });
}

/** Empties the queue without sending it, for tests. */
export function resetStatistics(): void {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  queue = [];
}
