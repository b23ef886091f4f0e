import { PEER_HEADER, PEER_STAMPED_ENV } from '@/lib/server/platform/client-address/request-address';

/**
 * Calls a route of the app the way Next does: it loads `app/<path>/route.ts` and hands its
 * GET or POST handler a real Request, so the test goes through the same adapter, parsing
 * and validation as a shopper's browser.
 */
export interface CallResult<T = unknown> {
  status: number;
  body: { code: number; msg: string; data: T };
  headers: Headers;
}

type RouteModule = Partial<Record<'GET' | 'POST', (request: Request) => Promise<Response>>>;

/**
 * The test stands in for scripts/serve.mjs, which writes the socket's address into x-oculo-peer on
 * every request: a call comes from 127.0.0.1 unless the test passes its own `x-oculo-peer`.
 */
process.env[PEER_STAMPED_ENV] = '1';
export const TEST_PEER = '127.0.0.1';

export async function callRoute<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const route = (await import(`@/app${path}/route`)) as RouteModule;
  const handler = route[method];
  if (!handler) throw new Error(`${path} has no ${method} handler`);
  const headers = new Headers(init.headers);
  if (!headers.has(PEER_HEADER)) headers.set(PEER_HEADER, TEST_PEER);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(`http://shop.test${path}`, {
    method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  const response = await handler(request);
  return {
    status: response.status,
    body: (await response.json()) as CallResult<T>['body'],
    headers: response.headers,
  };
}

export const post = <T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) =>
  callRoute<T>('POST', path, { json, headers });

export const get = <T = unknown>(path: string) => callRoute<T>('GET', path);
