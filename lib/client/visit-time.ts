import { callApi } from '@/lib/api';
import { apiBaseUrl } from '@/lib/api/config';
import { joinUserTimeAddress, leaveUserTimeAddress } from '@/lib/contract/first-load-addresses';

// docs/product.md#accounts: after user info loads the shop tells the server the shopper joined
// (joinUserTime); when the page is hidden it tells the server they left (leaveUserTime).
//
// The join call goes through the shared client (40 s timeout, code 3 signs out). The leave
// call cannot, and goes out as a beacon (navigator.sendBeacon) on purpose: the page may be unloading,
// and a beacon is the one request the browser still delivers then. A beacon carries no headers (so
// no bearer: the visit key from the join call names the visit) and gives no answer back (only
// whether it was queued), so there is nothing for the client's timeout, retry or code-3 handling to
// act on. A `fetch` with `keepalive` could carry the headers, but its answer is just as lost once the
// page unloads, and when the page is only hidden, acting on a code 3 would log out and reload a tab
// the shopper is not looking at. A lost or refused beacon leaves one visit unclosed: a statistic, never
// the shopper's concern.

let visitKey: string | null = null;
let joining: Promise<void> | null = null;

/** Starts a visit (signed in only); a visit already open or being opened is kept. */
export function joinVisit(): Promise<void> {
  if (visitKey !== null) return Promise.resolve();
  joining ??= callApi(joinUserTimeAddress, {}, { tip: false })
    .then((answer) => {
      visitKey = answer.visitKey;
      // the page was hidden while the join was under way: that visit is already over
      if (document.visibilityState === 'hidden') leaveVisit();
    })
    .catch(() => {
      // best-effort: time on the shop is a statistic, never worth an error for the shopper
    })
    .finally(() => {
      joining = null;
    });
  return joining;
}

/** Ends the open visit with a beacon; nothing happens when no visit is open. */
export function leaveVisit(): void {
  const key = visitKey;
  visitKey = null;
  if (key === null || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const body = new Blob([JSON.stringify({ visitKey: key })], { type: 'application/json' });
  try {
    navigator.sendBeacon(`${apiBaseUrl()}${leaveUserTimeAddress.path}`, body);
  } catch {
    // a refused beacon (too large, blocked) changes nothing for the shopper
  }
}

/**
 * Follows the page's visibility: hidden ends the visit; visible again starts a new one when the
 * shopper is still signed in. Returns the function that stops watching.
 */
export function watchVisitTime(signedIn: () => boolean): () => void {
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') leaveVisit();
    else if (signedIn()) void joinVisit();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => document.removeEventListener('visibilitychange', onVisibilityChange);
}

/** The open visit's key, for tests. */
export function openVisitKey(): string | null {
  return visitKey;
}

/** Forgets the open visit without a beacon, for tests. */
export function resetVisitTime(): void {
  visitKey = null;
  joining = null;
}
