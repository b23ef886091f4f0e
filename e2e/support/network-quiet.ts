import type { Page, Request } from '@playwright/test';

/** How long no request of the page may be open before the page counts as settled. */
const QUIET_MS = 150;

/**
 * The page's own requests still open, for the audit's settle: Playwright's `networkidle` waits for
 * 500 ms without any request, which after a page load was most of the time a scan took (0.75 s of a
 * 0.85 s settle). Here the wait is shorter and a quiet network is also asked to be a quiet main
 * thread (an idle callback in the page): a request that hydration or a lazily loaded part starts
 * after a script arrives is open before that callback runs, so the shorter wait still sees it.
 * Next's prefetches of linked pages are left out: they change nothing on the page scanned.
 */
export class NetworkQuiet {
  private readonly open = new Set<Request>();
  private lastChange = Date.now();

  constructor(private readonly page: Page) {
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) return;
      this.open.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: Request) => {
      if (this.open.delete(request)) this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** Resolves once no request has been open for QUIET_MS and the page's main thread is idle, or at `limitMs`. */
  async settle(limitMs: number): Promise<void> {
    const deadline = Date.now() + limitMs;
    while (Date.now() < deadline) {
      const quietFor = Date.now() - this.lastChange;
      if (this.open.size > 0 || quietFor < QUIET_MS) {
        await sleep(Math.max(20, QUIET_MS - quietFor));
        continue;
      }
      const before = this.lastChange;
      const idle = await this.page
        .evaluate(
          (timeout) =>
            new Promise<boolean>((resolve) => requestIdleCallback(() => resolve(true), { timeout })),
          Math.max(1, deadline - Date.now()),
        )
        .catch(() => false);
      if (idle && this.open.size === 0 && this.lastChange === before) return;
      // a request opened meanwhile, or the page is between documents: look again shortly
      if (this.page.isClosed()) return;
      if (!idle) await sleep(20);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
