import { NextRequest } from 'next/server';
import { robotsFile } from '@/lib/seo/robots-file';
import { consoleLinksFor, consoleReturnPath, isCurrentArea } from '@/components/admin/ui/console-areas';
import { OPERATOR_COOKIE, TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { GUARDS } from '@/lib/guards/registry';
import { guardNamesFor } from '@/lib/guards/routes';
import { proxy } from '@/proxy';

// The console's pages are behind its own sign-in and out of every index.

function request(path: string, cookie?: string): NextRequest {
  return new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} });
}

describe('the console guard (proxy)', () => {
  it.each([
    ['/admin', 'http://shop.test/admin/sign-in'],
    ['/admin/orders', 'http://shop.test/admin/sign-in?next=%2Fadmin%2Forders'],
    [
      '/admin/orders?status=1&page=2',
      'http://shop.test/admin/sign-in?next=%2Fadmin%2Forders%3Fstatus%3D1%26page%3D2',
    ],
    ['/admin/staff/', 'http://shop.test/admin/sign-in?next=%2Fadmin%2Fstaff'],
  ])('sends a visitor without the console cookie from %s to sign-in, coming back after', (path, location) => {
    const response = proxy(request(path));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(location);
  });

  it('does not take the shopper’s login cookie for the console’s', () => {
    const response = proxy(request('/admin/orders', `${TOKEN_COOKIE}=tok_shopper`));
    expect(response.status).toBe(307);
  });

  it.each(['/admin/sign-in', '/admin/set-password', '/admin/set-password/'])(
    'lets everyone open %s',
    (path) => {
      const response = proxy(request(path));
      expect(response.headers.get('location')).toBeNull();
      expect(response.headers.get('x-middleware-next')).toBe('1');
    },
  );

  it('lets a visitor with the console cookie through (the page checks the session itself)', () => {
    const response = proxy(request('/admin/orders', `${OPERATOR_COOKIE}=tok_operator`));
    expect(response.headers.get('location')).toBeNull();
    expect(GUARDS.operatorSignedIn?.check({ pathname: '/admin', cookie: () => 'x' })).toEqual({
      kind: 'pass',
    });
  });

  it('guards nothing outside /admin', () => {
    expect(guardNamesFor('/administration')).toEqual([]);
    expect(guardNamesFor('/admin/orders/A1')).toEqual(['operatorSignedIn']);
  });

  it('gives every console page a fresh nonce policy', () => {
    for (const path of ['/admin/sign-in', '/admin/orders']) {
      const policy = proxy(request(path, `${OPERATOR_COOKIE}=t`)).headers.get('content-security-policy');
      expect(policy).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
      expect(policy).toContain("'strict-dynamic'");
      // the enrolment's QR code is a data: image
      expect(policy).toMatch(/img-src [^;]*data:/);
    }
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the console and its calls', () => {
    const rules = robotsFile('https://shop.example.com').rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules)?.disallow;
    expect(disallow).toEqual(expect.arrayContaining(['/admin', '/api/']));
  });
});

// the catalog role's areas
const CATALOG_LINKS = [
  'Products',
  'Lens options',
  'Lens rules',
  'Coupons',
  'Promotions',
  'Content',
  'Search synonyms',
  'Reviews',
];

describe('the console’s navigation', () => {
  it.each([
    [
      'owner',
      [
        'Dashboard',
        'Orders',
        'After-sales',
        'Tickets',
        'Live chats',
        'Customers',
        'Reports',
        ...CATALOG_LINKS,
        'Staff',
        'Audit log',
        'Shipping',
        'Taxes',
        'Settings',
      ],
    ],
    ['staff', ['Dashboard', 'Orders', 'After-sales', 'Tickets', 'Live chats', 'Customers', 'Reports']],
    ['catalog', ['Dashboard', ...CATALOG_LINKS]],
  ] as const)('shows a member of role %s only what the role opens', (role, labels) => {
    expect(consoleLinksFor(role).map((link) => link.label)).toEqual(labels);
  });

  it.each([
    ['/admin', '/admin', true],
    ['/admin', '/admin/orders', false],
    ['/admin/orders', '/admin/orders', true],
    ['/admin/orders', '/admin/orders/A100', true],
    ['/admin/orders', '/admin/ordersx', false],
  ])('marks %s as the open area on %s: %s', (href, pathname, expected) => {
    expect(isCurrentArea(href, pathname)).toBe(expected);
  });

  it.each([
    [undefined, '/admin'],
    ['', '/admin'],
    ['/admin/orders?status=1', '/admin/orders?status=1'],
    ['/admin', '/admin'],
    ['/admin/sign-in', '/admin'],
    ['/admin/set-password?token=x', '/admin'],
    ['https://evil.test/admin', '/admin'],
    ['//evil.test/admin', '/admin'],
    ['/administration', '/admin'],
    ['/admin\\@evil.test', '/admin'],
    ['/centerMain/account', '/admin'],
  ])('after sign-in, next=%s leads to %s', (next, path) => {
    expect(consoleReturnPath(next)).toBe(path);
  });
});
