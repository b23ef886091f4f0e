import {
  clientAddress,
  normaliseAddress,
  parseTrustProxy,
  type AddressHeaders,
} from '@/lib/server/platform/client-address/client-address';
import {
  PEER_HEADER,
  PEER_STAMPED_ENV,
  requestAddress,
} from '@/lib/server/platform/client-address/request-address';

// docs/scaling-out.md#trust-proxy: the socket address unless TRUST_PROXY says how far
// X-Forwarded-For / X-Real-IP may be believed.

const PROXY = '10.0.0.2';
const CDN = '192.0.2.10';

describe('clientAddress (TRUST_PROXY rules)', () => {
  it.each<[string, string | undefined, AddressHeaders, string]>([
    // trust none: headers never count
    ['no proxy trusted: the socket', undefined, { peer: '203.0.113.5' }, '203.0.113.5'],
    [
      'no proxy trusted: a forged X-Real-IP is ignored',
      '',
      { peer: '203.0.113.5', realIp: '198.51.100.1' },
      '203.0.113.5',
    ],
    [
      'no proxy trusted: a forged X-Forwarded-For is ignored',
      '0',
      { peer: '203.0.113.5', forwardedFor: '198.51.100.1, 198.51.100.2' },
      '203.0.113.5',
    ],
    ['"false" trusts none', 'false', { peer: '203.0.113.5', realIp: '198.51.100.1' }, '203.0.113.5'],
    ['no socket address', undefined, { peer: undefined }, 'unknown'],
    ['a socket address that is not one', '1', { peer: 'garbage', realIp: '198.51.100.1' }, 'unknown'],
    ['IPv4 on a dual-stack socket', undefined, { peer: '::ffff:203.0.113.5' }, '203.0.113.5'],
    ['IPv6 socket', undefined, { peer: '2001:DB8::7' }, '2001:db8::7'],

    // a number of hops
    [
      'one proxy: the entry it appended, not the forged one before it',
      '1',
      { peer: PROXY, forwardedFor: '198.51.100.66, 203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'one proxy: IPv4-mapped entries are plain IPv4',
      '1',
      { peer: `::ffff:${PROXY}`, forwardedFor: '::ffff:203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'two proxies: past both',
      '2',
      { peer: PROXY, forwardedFor: '198.51.100.66, 203.0.113.5, 192.0.2.10' },
      '203.0.113.5',
    ],
    [
      'more hops trusted than the header names: the furthest one',
      '3',
      { peer: PROXY, forwardedFor: '203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'a trusted hop that names text instead of an address: the hop before it',
      '2',
      { peer: PROXY, forwardedFor: 'not-an-ip, 203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'ports and brackets are dropped',
      '2',
      { peer: PROXY, forwardedFor: '[2001:db8::9]:4711, 203.0.113.5:80' },
      '2001:db8::9',
    ],
    [
      'X-Real-IP from a trusted proxy that sends no X-Forwarded-For',
      '1',
      { peer: PROXY, realIp: '203.0.113.5' },
      '203.0.113.5',
    ],
    [
      "X-Real-IP when X-Forwarded-For is only Next's copy of the socket",
      '1',
      { peer: PROXY, forwardedFor: PROXY, realIp: '203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'X-Forwarded-For over X-Real-IP when both are there',
      '1',
      { peer: PROXY, forwardedFor: '203.0.113.5', realIp: '198.51.100.1' },
      '203.0.113.5',
    ],
    ['a trusted proxy with neither header: the proxy', '1', { peer: PROXY }, PROXY],

    // a list of proxies
    [
      'a listed proxy: the entry it appended',
      `${PROXY}`,
      { peer: PROXY, forwardedFor: '198.51.100.66, 203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'an unlisted peer: the socket, whatever it claims',
      `${PROXY}`,
      { peer: '203.0.113.5', forwardedFor: '198.51.100.66', realIp: '198.51.100.67' },
      '203.0.113.5',
    ],
    [
      'listed proxies in a row, by range: skipped until one that is not listed',
      `10.0.0.0/8, ${CDN}`,
      { peer: PROXY, forwardedFor: `198.51.100.66, 203.0.113.5, ${CDN}, 10.1.2.3` },
      '203.0.113.5',
    ],
    [
      'IPv6 ranges',
      '2001:db8::/32',
      { peer: '2001:db8::1', forwardedFor: '198.51.100.66, 2001:db9::5' },
      '2001:db9::5',
    ],
    [
      'an IPv4-mapped peer matches its IPv4 entry in the list',
      PROXY,
      { peer: `::ffff:${PROXY}`, forwardedFor: '203.0.113.5' },
      '203.0.113.5',
    ],
    [
      'X-Real-IP is not believed from an unlisted peer',
      PROXY,
      { peer: '203.0.113.5', realIp: '198.51.100.1' },
      '203.0.113.5',
    ],
  ])('%s (TRUST_PROXY=%j)', (_case, trustProxy, headers, expected) => {
    expect(clientAddress(headers, parseTrustProxy(trustProxy))).toBe(expected);
  });
});

describe('parseTrustProxy', () => {
  it.each([undefined, '', ' ', '0', 'false', 'FALSE'])('%j trusts no proxy', (value) => {
    expect(parseTrustProxy(value)).toEqual({ kind: 'none' });
  });

  it.each([
    ['1', { kind: 'hops', hops: 1 }],
    [' 2 ', { kind: 'hops', hops: 2 }],
  ])('%j is a number of proxies', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    'true',
    'yes',
    '-1',
    '1.5',
    '10.0.0.300',
    '10.0.0.0/33',
    '2001:db8::/129',
    '10.0.0.1,',
    'a/b/c',
    '99999999999999999999',
  ])('refuses %j with a message naming TRUST_PROXY', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/^TRUST_PROXY: /);
  });
});

describe('normaliseAddress', () => {
  it.each([
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::FFFF:1.2.3.4', '1.2.3.4'],
    ['[::1]:3000', '::1'],
    ['1.2.3.4:80', '1.2.3.4'],
    [' 2001:DB8::1 ', '2001:db8::1'],
    ['unknown', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });
});

describe('requestAddress (what a route handler counts against)', () => {
  const saved = { trust: process.env.TRUST_PROXY, stamped: process.env[PEER_STAMPED_ENV] };
  afterEach(() => {
    process.env.TRUST_PROXY = saved.trust;
    process.env[PEER_STAMPED_ENV] = saved.stamped;
    if (saved.trust === undefined) delete process.env.TRUST_PROXY;
    if (saved.stamped === undefined) delete process.env[PEER_STAMPED_ENV];
  });
  const request = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/user/login', { method: 'POST', headers });

  it('reads the socket address scripts/serve.mjs wrote, and TRUST_PROXY as it is now', () => {
    process.env[PEER_STAMPED_ENV] = '1';
    const headers = { [PEER_HEADER]: PROXY, 'x-forwarded-for': '198.51.100.66, 203.0.113.5' };
    delete process.env.TRUST_PROXY;
    expect(requestAddress(request(headers))).toBe(PROXY);
    process.env.TRUST_PROXY = '1';
    expect(requestAddress(request(headers))).toBe('203.0.113.5');
    process.env.TRUST_PROXY = PROXY;
    expect(requestAddress(request(headers))).toBe('203.0.113.5');
  });

  it('is "unknown" without the socket header, or when the server did not write it', () => {
    process.env[PEER_STAMPED_ENV] = '1';
    expect(requestAddress(request({ 'x-real-ip': '203.0.113.5' }))).toBe('unknown');
    delete process.env[PEER_STAMPED_ENV];
    // under `next dev` or a plain `next start`, a client could write the header itself
    expect(requestAddress(request({ [PEER_HEADER]: '203.0.113.5' }))).toBe('unknown');
  });

  it('fails loudly on a TRUST_PROXY it cannot read', () => {
    process.env[PEER_STAMPED_ENV] = '1';
    process.env.TRUST_PROXY = 'everyone';
    expect(() => requestAddress(request({ [PEER_HEADER]: PROXY }))).toThrow(/TRUST_PROXY/);
  });
});
