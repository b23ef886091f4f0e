import { http, HttpResponse } from 'msw';
import { lookupVisitorIp } from '@/lib/api';
import { configureForTest, server, startApiTestServer } from './api-test-server';

startApiTestServer();

const LOOKUP = 'http://ip-lookup.test';

describe('lookupVisitorIp (docs/product.md#calls: exempt from response-code handling)', () => {
  const originalUrl = process.env.NEXT_PUBLIC_IP_LOOKUP_URL;
  afterEach(() => {
    process.env.NEXT_PUBLIC_IP_LOOKUP_URL = originalUrl;
  });

  it('makes no request and returns null when no service is configured', async () => {
    delete process.env.NEXT_PUBLIC_IP_LOOKUP_URL;
    configureForTest();
    // onUnhandledRequest: 'error' would fail the call if any request went out
    await expect(lookupVisitorIp()).resolves.toBeNull();
  });

  it('GETs /ip from NEXT_PUBLIC_IP_LOOKUP_URL and returns the answer, without shop headers', async () => {
    process.env.NEXT_PUBLIC_IP_LOOKUP_URL = `${LOOKUP}/`;
    const hooks = configureForTest({ getToken: () => 'secret-token' });
    const headers: Array<[string | null, string | null]> = [];
    server.use(
      http.get(`${LOOKUP}/ip`, ({ request }) => {
        headers.push([request.headers.get('authorization'), request.headers.get('x-device-id')]);
        return HttpResponse.json({ ip: '203.0.113.7', country_code: 'AU', currency: 'AUD' });
      }),
    );

    await expect(lookupVisitorIp()).resolves.toEqual({
      ip: '203.0.113.7',
      country_code: 'AU',
      currency: 'AUD',
    });
    expect(headers).toEqual([[null, null]]);
    expect(hooks.onLoadingChange).not.toHaveBeenCalled();
  });

  it('ignores a body code: the answer is returned as it is', async () => {
    configureForTest({ ipLookupUrl: LOOKUP });
    server.use(http.get(`${LOOKUP}/ip`, () => HttpResponse.json({ ip: '198.51.100.1', code: 3, msg: 'x' })));

    await expect(lookupVisitorIp()).resolves.toMatchObject({ ip: '198.51.100.1' });
  });

  it.each([
    ['HTTP 404', () => new HttpResponse(null, { status: 404 })],
    ['HTTP 500', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['a body without ip', () => HttpResponse.json({ country_code: 'US' })],
    ['a body that is not JSON', () => HttpResponse.text('nope')],
  ])('returns null on %s, with no tip, page or sign-out', async (_label, answer) => {
    const hooks = configureForTest({ ipLookupUrl: LOOKUP });
    server.use(http.get(`${LOOKUP}/ip`, answer));

    await expect(lookupVisitorIp()).resolves.toBeNull();
    expect(hooks.onTip).not.toHaveBeenCalled();
    expect(hooks.onErrorPage).not.toHaveBeenCalled();
    expect(hooks.onSignedOut).not.toHaveBeenCalled();
  });
});
