import { PEER_HEADER } from '@/lib/server/platform/client-address/request-address';
import { TEST_PEER } from './call-route';

type RouteModule = Partial<Record<'POST', (request: Request) => Promise<Response>>>;

export interface SentEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

/** An open server-sent event stream of a route, read event by event. */
export interface OpenStream {
  response: Response;
  /** The next event that `match` accepts, waiting up to `ms`; the others are skipped. */
  next(match: (event: SentEvent) => boolean, ms?: number): Promise<SentEvent>;
  close(): Promise<void>;
}

/**
 * Opens a stream call the way Next does (its route's POST handler with a real Request) and keeps
 * it open until close(), like a browser tab would.
 */
export async function openStream(
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const route = (await import(`@/app${path}/route`)) as RouteModule;
  const abort = new AbortController();
  if (!route.POST) throw new Error(`${path} has no POST handler`);
  const response = await route.POST(
    new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { [PEER_HEADER]: TEST_PEER, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(json),
      signal: abort.signal,
    }),
  );
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const queued: SentEvent[] = [];

  async function read(until: number): Promise<boolean> {
    if (!reader) return false;
    const timeout = new Promise<'late'>((resolve) =>
      setTimeout(() => resolve('late'), Math.max(0, until - Date.now())),
    );
    const chunk = await Promise.race([reader.read(), timeout]);
    if (chunk === 'late' || chunk.done) return false;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(': ');
        if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2));
      }
      const data = fields.get('data');
      if (fields.has('event') && data !== undefined)
        queued.push({ event: fields.get('event') ?? '', id: fields.get('id'), data: JSON.parse(data) });
    }
    return true;
  }

  return {
    response,
    async next(match, ms = 5000) {
      const until = Date.now() + ms;
      for (;;) {
        const index = queued.findIndex(match);
        const found = index >= 0 ? queued.splice(0, index + 1).at(-1) : undefined;
        if (found) return found;
        if (!(await read(until))) throw new Error(`no matching event on ${path} within ${ms} ms`);
      }
    },
    async close() {
      abort.abort();
      await reader?.cancel().catch(() => undefined);
    },
  };
}
