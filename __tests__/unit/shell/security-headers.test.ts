import {
  contentSecurityPolicy,
  isHttps,
  originOf,
  policyOptions,
  securityHeaders,
} from '@/lib/guards/security-headers';

/** The policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it.each<[string, Parameters<typeof contentSecurityPolicy>[0], string, string[]]>([
    ['the cached pages run their inline RSC payload', {}, 'script-src', ["'self'", "'unsafe-inline'"]],
    ['the try-on compiles WebAssembly', {}, 'script-src', ["'wasm-unsafe-eval'"]],
    [
      'PayPal and Stripe load their SDKs',
      {},
      'script-src',
      ['https://*.paypal.com', 'https://js.stripe.com'],
    ],
    [
      'a nonce page trusts its nonce and what it loads',
      { nonce: 'abc' },
      'script-src',
      ["'nonce-abc'", "'strict-dynamic'"],
    ],
    ['no page can be framed', {}, 'frame-ancestors', ["'none'"]],
    ['no plugins', {}, 'object-src', ["'none'"]],
    ['forms post to the shop only', {}, 'form-action', ["'self'"]],
    [
      'the payment frames',
      {},
      'frame-src',
      ['https://*.paypal.com', 'https://js.stripe.com', 'https://hooks.stripe.com'],
    ],
    ['calls go to the shop and the payment APIs', {}, 'connect-src', ["'self'", 'https://api.stripe.com']],
    [
      'a configured API origin is reachable',
      { connectOrigins: ['https://api.shop.example'] },
      'connect-src',
      ['https://api.shop.example'],
    ],
    ['development allows React’s eval', { development: true }, 'script-src', ["'unsafe-eval'"]],
    ['https upgrades plain subresources', { https: true }, 'upgrade-insecure-requests', []],
  ])('%s', (_, options, directive, sources) => {
    const policy = directives(contentSecurityPolicy(options));
    expect(policy.has(directive)).toBe(true);
    expect(policy.get(directive)).toEqual(expect.arrayContaining(sources));
  });

  it.each<[string, Parameters<typeof contentSecurityPolicy>[0], string, string]>([
    ['a nonce page allows no inline script by itself', { nonce: 'abc' }, 'script-src', "'self'"],
    ['production allows no eval', {}, 'script-src', "'unsafe-eval'"],
    ['no wildcard origin anywhere', {}, 'default-src', '*'],
  ])('%s', (_, options, directive, source) => {
    expect(directives(contentSecurityPolicy(options)).get(directive)).not.toContain(source);
  });

  // docs/security.md#on-device-measuring: the face models and WebAssembly come from the shop alone
  it.each([
    ['a page built once', {}],
    ['a page rendered per request', { nonce: 'abc' }],
  ])('%s fetches (models, WebAssembly) only from the shop and the payment APIs', (_, options) => {
    const fetchFrom = directives(contentSecurityPolicy(options)).get('connect-src');
    expect(fetchFrom).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://api.stripe.com',
    ]);
  });

  it('a cached page runs scripts and compiles WebAssembly only from the shop and the payment SDKs', () => {
    expect(directives(contentSecurityPolicy()).get('script-src')).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://*.paypal.com',
      'https://*.paypalobjects.com',
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      "'wasm-unsafe-eval'",
    ]);
  });

  it('sends no upgrade directive over plain http (the embedded shop on localhost)', () => {
    expect(directives(contentSecurityPolicy({ https: false })).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('securityHeaders', () => {
  const byName = (siteUrl?: string) =>
    Object.fromEntries(securityHeaders({ siteUrl }).map(({ key, value }) => [key.toLowerCase(), value]));

  it('sends nosniff, the referrer policy, no framing and the camera to the shop only', () => {
    expect(byName()).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('camera=(self)'),
    });
  });

  it.each([
    ['https://shop.example', true],
    ['http://localhost:3000', false],
    [undefined, false],
    ['not a url', false],
  ])('HSTS for SITE_URL %s: %s', (siteUrl, hsts) => {
    expect('strict-transport-security' in byName(siteUrl)).toBe(hsts);
    expect(isHttps(siteUrl)).toBe(hsts);
  });
});

describe('policyOptions', () => {
  it('collects the origins of the configured public addresses, skipping unset and relative ones', () => {
    const options = policyOptions({
      NEXT_PUBLIC_API_BASE: 'https://api.shop.example/v1',
      NEXT_PUBLIC_IMAGE_BASE: '/images',
      NEXT_PUBLIC_IP_LOOKUP_URL: 'https://ip.example.com',
      SITE_URL: 'https://shop.example',
      NODE_ENV: 'production',
    });
    expect(options.connectOrigins).toEqual(['https://api.shop.example', 'https://ip.example.com']);
    expect(options).toMatchObject({ https: true, development: false });
    expect(originOf('ftp://files.example')).toBeNull();
  });
});
