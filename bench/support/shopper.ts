import { benchDeviceId } from './cart-seed';
import { ShopperError, type ActionName, type ShopperRecord } from './shopper-record';
import { thinkSeconds } from './think-time';

// One simulated shopper: a browser's identity (its device id, and the sign-in token a guest
// checkout hands back) and its network address, as a load balancer in front of the shop reports it
// in X-Forwarded-For (the server trusts the bench's address as that proxy: TRUST_PROXY).

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** "/details/OC1001" → "/details/:code": the figures group requests by what they ask for. */
function patternOf(path: string): string {
  const bare = path.split('?')[0] ?? path;
  if (bare.startsWith('/api/')) return bare;
  if (/^\/details\/[^/]+\/lenses/.test(bare)) return '/details/:code/lenses';
  if (bare.startsWith('/details/')) return '/details/:code';
  if (bare.startsWith('/search')) return '/search';
  if (bare === '/') return '/';
  return path.includes('page=') ? `${bare}?page=N` : path.includes('?') ? `${bare}?filters` : bare;
}

/** Thrown instead of a step that would start after the run's end: the action is not counted. */
export class RunOver extends Error {
  constructor() {
    super('the run is over');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const RSC_HEADERS = { rsc: '1', accept: 'text/x-component' };
/** Next.js's `_rsc` value for the bench's navigation headers, learnt from its redirect. */
let rscKey: string | undefined;

/** Learns the `_rsc` value: Next.js redirects a navigation without it to the address with it. */
export async function learnRscKey(origin: string): Promise<void> {
  const response = await fetch(`${origin}/`, { headers: RSC_HEADERS, redirect: 'manual' });
  const location = response.headers.get('location');
  rscKey = location ? (new URL(location, origin).searchParams.get('_rsc') ?? '') : '';
}

/** The seconds a browser may keep an answer: `max-age` of a cacheable Cache-Control, else none. */
function maxAgeOf(cacheControl: string | null): number | undefined {
  if (!cacheControl || /no-store|no-cache/.test(cacheControl)) return undefined;
  const seconds = Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
  return seconds > 0 ? seconds : undefined;
}

export class Shopper {
  readonly deviceId = benchDeviceId();
  /** Set once a guest checkout signs the shopper in (the browser keeps it the same way). */
  token: string | null = null;
  /** Lines in the shopper's cart as far as the shopper knows (the checkout needs one). */
  cartLines = 0;
  /** Whether this visitor has loaded a page yet: later pages are reached by clicks. */
  private landed = false;
  /** GET answers the browser may keep (Cache-Control max-age), as its HTTP cache does. */
  private readonly kept = new Map<string, { until: number; text: string }>();
  /** Page views not yet reported: the browser batches them to /api/other/statistics. */
  pageViews: { type: 'page_view'; path: string; referrer?: string }[] = [];

  constructor(
    readonly origin: string,
    /** An address in 198.18.0.0/15, the range set aside for benchmarks (RFC 2544). */
    readonly address: string,
    readonly record: ShopperRecord,
    /** When the run ends (ms since the epoch): no step starts after it. */
    readonly deadline: number,
    /** The mean seconds the shopper reads what a click brought before the next click. */
    readonly thinkMeanSeconds: number,
  ) {}

  /**
   * A timed step: what the shopper waits for after one click. Errors end the action. Then the
   * shopper reads what came back before the next click (bench/support/think-time.ts), within an
   * action as between them: nobody walks the lens wizard's six steps in no time.
   */
  async step<T>(action: ActionName, work: () => Promise<T>): Promise<T> {
    if (Date.now() >= this.deadline) throw new RunOver();
    const started = performance.now();
    const result = await work();
    this.record.step(action, performance.now() - started);
    const thinkMs = thinkSeconds(this.thinkMeanSeconds) * 1000;
    await sleep(Math.min(thinkMs, Math.max(0, this.deadline - Date.now())));
    return result;
  }

  private async send(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string) {
    const label = `${method} ${patternOf(path)}`;
    const started = performance.now();
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.origin}${path}`, {
        method,
        headers: { 'x-forwarded-for': this.address, 'user-agent': 'oculo-bench-shopper', ...headers },
        body,
        redirect: 'manual',
      });
      text = await response.text();
    } catch (error) {
      // fetch says only "fetch failed"; the socket's own error (ECONNRESET …) is its cause
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
      throw new ShopperError(
        'network',
        label,
        `${error instanceof Error ? error.message : String(error)}${cause}`,
      );
    }
    this.record.request(label, performance.now() - started);
    if (response.status < 200 || response.status > 299)
      throw new ShopperError(`http ${response.status}`, label, text.slice(0, 200));
    return { label, text, maxAge: maxAgeOf(response.headers.get('cache-control')) };
  }

  /** The document request of a page, as the browser's address bar makes it. */
  async page(path: string, mustContain?: string): Promise<void> {
    const { label, text } = await this.send('GET', path, { accept: 'text/html' });
    if (!text.includes('</html>') || (mustContain !== undefined && !text.includes(mustContain)))
      throw new ShopperError('wrong answer', label, `the page lacks ${mustContain ?? '</html>'}`);
    this.pageViews.push({ type: 'page_view', path: path.split('?')[0] ?? path });
  }

  /**
   * A client-side navigation: the router asks for the page's RSC payload, not its HTML, with the
   * `_rsc` cache-busting value Next.js checks (it answers 307 to the right one otherwise). The value
   * is a hash of the router headers, the same for every navigation here, so it is learnt once.
   * (Chromium's router also sends its state tree, so a page rendered per request renders only the
   * segments that change; without it the server renders the whole page: the bench errs on the
   * server's side.)
   */
  async navigate(path: string, mustContain?: string): Promise<void> {
    const key = `${path.includes('?') ? '&' : '?'}_rsc=${rscKey ?? ''}`;
    const { label, text } = await this.send('GET', `${path}${key}`, RSC_HEADERS);
    if (mustContain !== undefined && !text.includes(mustContain))
      throw new ShopperError('wrong answer', label, `the page lacks ${mustContain}`);
    this.pageViews.push({ type: 'page_view', path: path.split('?')[0] ?? path });
  }

  /**
   * A page as this visitor reaches it: the first from the address bar (a search result or a
   * shared link), with the calls the shell makes once hydrated; every later one by a click, which
   * Chromium shows sends only the page's RSC payload (the header stays mounted: no shell calls).
   * Answers the calls to wait for.
   */
  async visit(path: string, mustContain?: string): Promise<Promise<unknown>[]> {
    if (this.landed) {
      await this.navigate(path, mustContain);
      return [];
    }
    await this.page(path, mustContain);
    this.landed = true;
    return this.shellCalls();
  }

  /** An API call as lib/api's client makes it: device id, bearer token, the envelope checked. */
  async call<T>(path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-device-id': this.deviceId };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const kept = body === undefined ? this.kept.get(path) : undefined;
    const { label, text, maxAge } =
      kept && kept.until > Date.now()
        ? { label: `GET ${patternOf(path)}`, text: kept.text, maxAge: undefined }
        : await this.send(
            body === undefined ? 'GET' : 'POST',
            path,
            headers,
            body === undefined ? undefined : JSON.stringify(body),
          );
    if (body === undefined && maxAge) this.kept.set(path, { until: Date.now() + maxAge * 1000, text });
    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(text) as Envelope<T>;
    } catch {
      throw new ShopperError('wrong answer', label, 'the answer is not JSON');
    }
    if (envelope.code !== 200) throw new ShopperError(`code ${envelope.code}`, label, envelope.msg);
    return envelope.data;
  }

  /** The calls the shell makes once a loaded page is hydrated (currency list, header badges, the profile). */
  shellCalls(): Promise<unknown>[] {
    return [
      this.call('/api/other/CountryList'),
      this.call('/api/wishlist/count', {}),
      this.call('/api/cart/count', {}),
      ...(this.token ? [this.call('/api/user/userInfo', {}), this.call('/api/user/joinUserTime', {})] : []),
    ];
  }

  /** The statistics batch the browser sends a few seconds after page views (not waited on). */
  async reportPageViews(): Promise<void> {
    if (this.pageViews.length === 0) return;
    const events = this.pageViews.splice(0, 20);
    await this.call('/api/other/statistics', { events });
  }
}
