// What the shoppers bench counts: each step a shopper waits on, each request, and each error by kind.

export const ACTIONS = ['browse', 'search', 'cart', 'checkout'] as const;
export type ActionName = (typeof ACTIONS)[number];

/** Why a request failed the shopper; the action it belongs to stops there. */
export class ShopperError extends Error {
  constructor(
    /** "http 500", "network", "code 0", "wrong answer" … */
    readonly kind: string,
    readonly where: string,
    message: string,
  ) {
    super(message);
    this.name = 'ShopperError';
  }
}

export class ShopperRecord {
  /** Wait of every step (a page with its on-load calls, or a click's call), per action. */
  readonly steps = new Map<ActionName, number[]>(ACTIONS.map((action) => [action, []]));
  /** Actions that ran to their end, and ones an error stopped. */
  readonly completed = new Map<ActionName, number>(ACTIONS.map((action) => [action, 0]));
  readonly failed = new Map<ActionName, number>(ACTIONS.map((action) => [action, 0]));
  /** Latency of every answered request, by address pattern ("GET /details/:code"). */
  readonly requests = new Map<string, number[]>();
  /** "kind where" → how many; one request that failed counts once. */
  readonly errors = new Map<string, number>();
  /** The first message of each error key, to say what went wrong. */
  readonly examples = new Map<string, string>();
  /**
   * Waits that began before this moment (ms since the epoch) are the warm-up's and not counted:
   * the page cache is still empty and every shopper lands at once. Errors always count.
   */
  measuredFrom = 0;

  private measured(ms: number): boolean {
    return Date.now() - ms >= this.measuredFrom;
  }

  request(pattern: string, ms: number): void {
    if (!this.measured(ms)) return;
    const list = this.requests.get(pattern);
    if (list) list.push(ms);
    else this.requests.set(pattern, [ms]);
  }

  step(action: ActionName, ms: number): void {
    if (!this.measured(ms)) return;
    this.steps.get(action)?.push(ms);
  }

  finished(action: ActionName, error: unknown): void {
    const counts = error === undefined ? this.completed : this.failed;
    if (error === undefined && !this.measured(0)) return;
    counts.set(action, (counts.get(action) ?? 0) + 1);
    if (error !== undefined) this.error(action, error);
  }

  /** An error outside the action's steps (the page views sent after it): counted, the action stands. */
  error(action: ActionName, error: unknown): void {
    const key = error instanceof ShopperError ? `${error.kind} ${error.where}` : `bench fault in ${action}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    if (!this.examples.has(key))
      this.examples.set(key, error instanceof Error ? error.message : String(error));
  }

  totalRequests(): number {
    let total = 0;
    for (const list of this.requests.values()) total += list.length;
    return total;
  }

  totalErrors(): number {
    let total = 0;
    for (const count of this.errors.values()) total += count;
    return total;
  }
}
