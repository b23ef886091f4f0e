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

export async function callRoute<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
): Promise<CallResult<T>> {
  const route = (await import(`@/app${path}/route`)) as RouteModule;
  const handler = route[method];
  if (!handler) throw new Error(`${path} has no ${method} handler`);
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    body = JSON.stringify(init.json);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  const request = new Request(`http://shop.test${path}`, { method, headers, body, duplex: 'half' } as RequestInit);
  const response = await handler(request);
  return { status: response.status, body: (await response.json()) as CallResult<T>['body'], headers: response.headers };
}

export const post = <T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) =>
  callRoute<T>('POST', path, { json, headers });

export const get = <T = unknown>(path: string) => callRoute<T>('GET', path);
