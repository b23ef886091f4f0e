import { NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { runGuards } from '@/lib/guards/run-guards';
import { config, proxy } from '@/proxy';

function request(path: string, cookie?: string): NextRequest {
  return new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} });
}

describe('proxy (spec §2: centerMain needs sign-in)', () => {
  it('redirects a signed-out visitor from /centerMain/account to the home page', () => {
    const response = proxy(request('/centerMain/account'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://shop.test/');
  });

  it('redirects from /centerMain itself too', () => {
    const response = proxy(request('/centerMain'));
    expect(response.headers.get('location')).toBe('http://shop.test/');
  });

  it('lets a visitor with the login cookie through', () => {
    const response = proxy(request('/centerMain/account', `${TOKEN_COOKIE}=tok_abc`));
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('ignores a cookie with another name', () => {
    const response = proxy(request('/centerMain/order/order', 'session=tok_abc'));
    expect(response.headers.get('location')).toBe('http://shop.test/');
  });

  it('runs only on the account area', () => {
    expect(config.matcher).toEqual(['/centerMain/:path*']);
  });

  it('answers 500 "Unknown middleware <name>" for a route naming an unknown guard (spec §8)', async () => {
    const routes = [{ pattern: '/centerMain/:path*', guards: ['signedIn', 'paidMember'] }];
    const response = runGuards(request('/centerMain/account', `${TOKEN_COOKIE}=tok_abc`), routes);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware paidMember');
  });
});
