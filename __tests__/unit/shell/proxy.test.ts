import { NextRequest } from 'next/server';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { runGuards } from '@/lib/guards/run-guards';
import { GUARDED_ROUTES } from '@/lib/guards/routes';
import { NONCE_PAGE_MATCHER } from '@/lib/guards/security-headers';
import { LISTING_REFINEMENT_KEYS } from '@/lib/shop/listing-address';
import { LISTINGS } from '@/lib/shop/listings';
import { config, proxy } from '@/proxy';

function request(path: string, cookie?: string): NextRequest {
  return new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} });
}

describe('proxy (docs/product.md#sign-in-rule: centerMain needs sign-in)', () => {
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

  it('runs on the guarded routes and the pages that take a nonce policy, and nowhere else', () => {
    const wanted = new Set([...GUARDED_ROUTES.map((route) => route.pattern), ...NONCE_PAGE_MATCHER]);
    expect(new Set(config.matcher.filter((entry) => typeof entry === 'string'))).toEqual(wanted);
  });

  it('runs on a listing address only when its query narrows or sorts it', () => {
    const listing = `/:type(${LISTINGS.map((entry) => entry.href.slice(1)).join('|')})`;
    const entries = config.matcher.filter((entry) => typeof entry !== 'string');
    expect(entries).toEqual(
      LISTING_REFINEMENT_KEYS.map((key) => ({ source: listing, has: [{ type: 'query', key }] })),
    );
  });

  it('answers 500 "Unknown middleware <name>" for a route naming an unknown guard (docs/product.md#errors)', async () => {
    const routes = [{ pattern: '/centerMain/:path*', guards: ['signedIn', 'paidMember'] }];
    const response = runGuards(request('/centerMain/account', `${TOKEN_COOKIE}=tok_abc`), routes);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Unknown middleware paidMember');
  });
});

describe('proxy: a fresh nonce policy on the pages rendered per request', () => {
  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

  it.each(['/payment', '/payment-success', '/details/OC1052/lenses', '/search/eyeglasses'])(
    'gives %s the same nonce policy on the request (for Next.js) and on the answer',
    (path) => {
      const response = proxy(request(path));
      const policy = response.headers.get('content-security-policy');
      expect(nonceOf(policy)).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
      expect(policy).toContain("'strict-dynamic'");
      expect(policy).toContain("frame-ancestors 'none'");
      // NextResponse.next({ request: { headers } }) passes the request's policy on to the page render.
      expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    },
  );

  it('never repeats a nonce', () => {
    const nonces = new Set(
      Array.from({ length: 50 }, () =>
        nonceOf(proxy(request('/payment')).headers.get('content-security-policy')),
      ),
    );
    expect(nonces.size).toBe(50);
  });

  it("puts the policy on a guard's redirect too", () => {
    const response = proxy(request('/centerMain/account'));
    expect(response.status).toBe(307);
    expect(nonceOf(response.headers.get('content-security-policy'))).toBeDefined();
  });
});

describe('proxy: a filtered listing address is drawn at an address of its own (docs/product.md#filtered-links)', () => {
  it.each([
    ['/eyeglasses?shape=round&material=metal', '/eyeglasses/filter/shape=round&material=metal'],
    ['/eyeglasses?material=metal&shape=round', '/eyeglasses/filter/shape=round&material=metal'],
    ['/flash-sale?sort=newest&page=2', '/flash-sale/filter/sort=newest&page=2'],
    ['/product?price=50-150', '/product/filter/price=50-150'],
  ])('rewrites %s to %s', (address, internal) => {
    const response = proxy(request(address));
    expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname).toBe(internal);
    // A cached page: no nonce policy of its own.
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/eyeglasses?shape=hexagonal-ish', '/eyeglasses?sort=featured&page=2'])(
    'lets %s through as the plain listing, a cached page without a nonce policy',
    (address) => {
      const response = proxy(request(address));
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );
});

describe('proxy: a search address naming no listing is the 404 page (docs/product.md#not-found-pages)', () => {
  it.each(['/search/zzz', '/search/eyeglasses/more', '/search/zzz?keyword=round'])(
    'rewrites %s to the built 404 page, with the static policy of any unknown address',
    (address) => {
      const response = proxy(request(address));
      expect(new URL(response.headers.get('x-middleware-rewrite') ?? '').pathname).toBe('/_not-found');
      expect(response.headers.get('content-security-policy')).toBeNull();
    },
  );

  it.each(['/search', '/search/eyeglasses?keyword=round'])(
    'lets %s render, with its nonce policy',
    (address) => {
      const response = proxy(request(address));
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('content-security-policy')).toContain("'strict-dynamic'");
    },
  );
});
