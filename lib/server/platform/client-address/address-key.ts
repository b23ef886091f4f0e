import { isIP } from 'node:net';

/**
 * The leading bits of an IPv6 address that a rate limit counts: a /64 is the smallest network a
 * provider hands one customer, and inside it the customer picks any of 2^64 addresses.
 */
export const IPV6_PREFIX_BITS = 64;

/**
 * The key a client's network address is counted under in the rate limits
 * (docs/security.md#address-keys): IPv4 as it is, IPv6 by its /64 ("2001:db8:1:2::/64"), so a
 * client with one /64 cannot spread its attempts over new addresses. An IPv4 address written as
 * IPv6 (::ffff:192.0.2.1, or ::ffff:c000:201) is the IPv4 address; a zone id (fe80::1%eth0) names
 * the server's own interface, not the client, and is dropped. Anything else (the "unknown" of a
 * request without a socket address) is its own key.
 */
export function addressKey(address: string): string {
  const text = address.split('%')[0] ?? '';
  if (isIP(address) !== 6 || isIP(text) !== 6) return address;
  const groups = hextetsOf(text.toLowerCase());
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  // The four groups after the prefix are zeros, the longest run there is: RFC 5952 writes it "::".
  const prefix = groups.slice(0, IPV6_PREFIX_BITS / 16);
  while (prefix.at(-1) === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/${IPV6_PREFIX_BITS}`;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" filled in and a dotted IPv4 tail read. */
function hextetsOf(text: string): number[] {
  const dotted = /^(.*:)(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  const written = dotted
    ? `${dotted[1]}${((Number(dotted[2]) << 8) | Number(dotted[3])).toString(16)}:${((Number(dotted[4]) << 8) | Number(dotted[5])).toString(16)}`
    : text;
  const [head = '', tail] = written.split('::');
  const before = head === '' ? [] : head.split(':');
  const after = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? 0 : 8 - before.length - after.length;
  return [...before, ...Array<string>(zeros).fill('0'), ...after].map((group) => parseInt(group, 16));
}
