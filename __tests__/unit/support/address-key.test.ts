import { addressKey } from '@/lib/server/platform/client-address/address-key';
import {
  PEER_HEADER,
  PEER_STAMPED_ENV,
  requestAddress,
} from '@/lib/server/platform/client-address/request-address';

// docs/security.md#address-keys: IPv4 by the address, IPv6 by its /64.

describe('addressKey', () => {
  it.each([
    // IPv4 as it is
    ['203.0.113.5', '203.0.113.5'],
    ['10.0.0.1', '10.0.0.1'],
    // IPv6 by its /64, written as RFC 5952 writes it
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8::7', '2001:db8::/64'],
    ['2001:db8:0:0:1::', '2001:db8::/64'],
    ['2001:0:0:1::5', '2001:0:0:1::/64'],
    ['0:0:0:1::', '0:0:0:1::/64'],
    ['2001:db8:1::', '2001:db8:1::/64'],
    ['::', '::/64'],
    ['::1', '::/64'],
    // a dotted tail is two groups like any other, past the /64
    ['64:ff9b::192.0.2.1', '64:ff9b::/64'],
    ['2001:db8:1:2::192.0.2.1', '2001:db8:1:2::/64'],
    // IPv4 written as IPv6 is the IPv4 address
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:c000:0201', '192.0.2.1'],
    ['::ffff:0:0', '0.0.0.0'],
    // link-local, with or without the server's zone id: one link is one network
    ['fe80::1', 'fe80::/64'],
    ['fe80::a00:27ff:fe4e:66a1%eth0', 'fe80::/64'],
    ['fe80::1%1', 'fe80::/64'],
    // not an address: its own key, as it came
    ['unknown', 'unknown'],
    ['', ''],
    ['2001:db8::1%', '2001:db8::1%'],
    ['garbage%2001:db8::1', 'garbage%2001:db8::1'],
  ])('%j → %j', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('never holds a space, which the limits use to join it to an e-mail', () => {
    for (const address of ['2001:db8::1', '192.0.2.1', 'unknown', '::ffff:1.2.3.4']) {
      expect(addressKey(address)).not.toContain(' ');
    }
  });
});

describe('requestAddress keys IPv6 by /64, after TRUST_PROXY judged the full addresses', () => {
  const saved = { trust: process.env.TRUST_PROXY, stamped: process.env[PEER_STAMPED_ENV] };
  afterEach(() => {
    process.env.TRUST_PROXY = saved.trust;
    process.env[PEER_STAMPED_ENV] = saved.stamped;
    if (saved.trust === undefined) delete process.env.TRUST_PROXY;
    if (saved.stamped === undefined) delete process.env[PEER_STAMPED_ENV];
  });
  const request = (headers: Record<string, string>) =>
    new Request('http://shop.test/api/user/login', { method: 'POST', headers });

  it.each<[string, string | undefined, Record<string, string>, string]>([
    ['an IPv6 socket', undefined, { [PEER_HEADER]: '2001:db8:1:2::99' }, '2001:db8:1:2::/64'],
    [
      'an IPv6 client behind a trusted proxy',
      '1',
      { [PEER_HEADER]: '10.0.0.2', 'x-forwarded-for': '2001:db8:5:6:7::8' },
      '2001:db8:5:6::/64',
    ],
    // the proxy list is checked with the full address: its /64 neighbour is no proxy
    [
      'a neighbour of the trusted IPv6 proxy, in its /64, is not trusted',
      '2001:db8:9:9::1',
      { [PEER_HEADER]: '2001:db8:9:9::2', 'x-forwarded-for': '203.0.113.7' },
      '2001:db8:9:9::/64',
    ],
    [
      'the trusted IPv6 proxy itself hands on to its client',
      '2001:db8:9:9::1',
      { [PEER_HEADER]: '2001:db8:9:9::1', 'x-forwarded-for': '203.0.113.7' },
      '203.0.113.7',
    ],
  ])('%s', (_case, trustProxy, headers, key) => {
    process.env[PEER_STAMPED_ENV] = '1';
    if (trustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = trustProxy;
    expect(requestAddress(request(headers))).toBe(key);
  });
});
