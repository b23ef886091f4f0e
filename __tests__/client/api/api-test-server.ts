import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureApiClient, resetApiClient } from '@/lib/api';
import { startMockServer } from '../../support/msw-server';

/** The absolute API base the client suites talk to (msw intercepts it). */
export const SHOP = 'http://shop.test';

export const server = setupServer();

/**
 * Starts msw for the suite (a request no handler answers fails its test) and resets the client,
 * handlers and storage between tests.
 */
export function startApiTestServer(): void {
  startMockServer(server);
  afterEach(() => {
    resetApiClient();
    window.localStorage.clear();
  });
}

export interface TestHooks {
  onTip: jest.Mock<void, [string]>;
  onSignedOut: jest.Mock<void, []>;
  onErrorPage: jest.Mock<void, [number]>;
  onLoadingChange: jest.Mock<void, [number]>;
}

/** Points the client at SHOP with recording hooks and a 1 ms retry delay. */
export function configureForTest(extra: Parameters<typeof configureApiClient>[0] = {}): TestHooks {
  const hooks: TestHooks = {
    onTip: jest.fn<void, [string]>(),
    onSignedOut: jest.fn<void, []>(),
    onErrorPage: jest.fn<void, [number]>(),
    onLoadingChange: jest.fn<void, [number]>(),
  };
  configureApiClient({ baseUrl: SHOP, retryDelayMs: 1, ...hooks, ...extra });
  return hooks;
}

export function envelope(code: number, msg: string, data: unknown = null, status = 200): Response {
  return HttpResponse.json({ code, msg, data }, { status });
}
