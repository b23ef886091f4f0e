import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { GUARDS, resolveGuards, UnknownGuardError, type GuardRequest } from '@/lib/guards/registry';
import { guardNamesFor, matchesRoutePattern, mayPrefetch } from '@/lib/guards/routes';

function requestFor(pathname: string, cookies: Record<string, string> = {}): GuardRequest {
  return { pathname, cookie: (name) => cookies[name] };
}

describe('resolveGuards', () => {
  it('resolves known guards by name, in order', () => {
    const guards = resolveGuards(['signedIn']);
    expect(guards).toEqual([GUARDS.signedIn]);
  });

  it('resolves no names to no guards', () => {
    expect(resolveGuards([])).toEqual([]);
  });

  it.each([
    [['x'], 'x'],
    [['signedIn', 'admin'], 'admin'],
    [['toString'], 'toString'],
  ])('answers UnknownGuardError for %j ("Unknown middleware %s")', (names, unknown) => {
    const result = resolveGuards(names);
    expect(result).toBeInstanceOf(UnknownGuardError);
    expect((result as UnknownGuardError).message).toBe(`Unknown middleware ${unknown}`);
    expect((result as UnknownGuardError).guardName).toBe(unknown);
  });
});

describe('signedIn guard (docs/product.md#sign-in-rule: signed-out visitors go home)', () => {
  it.each([
    ['no cookie', {}, { kind: 'redirect', location: '/' }],
    ['an empty token cookie', { [TOKEN_COOKIE]: '' }, { kind: 'redirect', location: '/' }],
    ['another cookie only', { other: 'x' }, { kind: 'redirect', location: '/' }],
    ['the login cookie', { [TOKEN_COOKIE]: 'tok_123' }, { kind: 'pass' }],
  ])('%s', (_label, cookies, expected) => {
    expect(GUARDS.signedIn?.check(requestFor('/centerMain/account', cookies))).toEqual(expected);
  });
});

describe('route table', () => {
  it.each([
    ['/centerMain/:path*', '/centerMain', true],
    ['/centerMain/:path*', '/centerMain/', true],
    ['/centerMain/:path*', '/centerMain/account', true],
    ['/centerMain/:path*', '/centerMain/order/order-detail', true],
    ['/centerMain/:path*', '/centerMainly', false],
    ['/centerMain/:path*', '/', false],
    ['/centerMain/:path*', '/shoppingCart', false],
    ['/about-us', '/about-us', true],
    ['/about-us', '/about-us/team', false],
  ])('%s matches %s → %s', (pattern, pathname, expected) => {
    expect(matchesRoutePattern(pattern, pathname)).toBe(expected);
  });

  it('maps the account area to the signedIn guard and other pages to none', () => {
    expect(guardNamesFor('/centerMain/account')).toEqual(['signedIn']);
    expect(guardNamesFor('/eyeglasses')).toEqual([]);
  });

  it('collects the guards of every matching route once', () => {
    const routes = [
      { pattern: '/a/:rest*', guards: ['signedIn'] },
      { pattern: '/a/b', guards: ['signedIn', 'audit'] },
    ];
    expect(guardNamesFor('/a/b', routes)).toEqual(['signedIn', 'audit']);
  });
});

describe('mayPrefetch (a guest never prefetches the account area: its redirect stays open)', () => {
  it.each([
    ['/centerMain/personalization/wishlist', false, false],
    ['/centerMain/account', false, false],
    ['/centerMain/account', true, true],
    ['/eyeglasses', false, true],
    ['/shoppingCart', false, true],
  ])('%s, signed in %s → %s', (path, signedIn, expected) => {
    expect(mayPrefetch(path, signedIn)).toBe(expected);
  });
});
