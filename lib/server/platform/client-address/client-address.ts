import { BlockList, isIP } from 'node:net';

/**
 * Which network address a request counts against in the rate limits
 * (docs/scaling-out.md#trust-proxy). By default the shop believes only the socket it was called on:
 * X-Forwarded-For and X-Real-IP are text any client can send (60 sign-in failures, each with a new
 * X-Real-IP, would never meet the per-address limit). TRUST_PROXY says how far those headers may be
 * believed:
 *
 * - unset, "", "0" or "false": trust no proxy; the socket's address is the client.
 * - a number N: N proxies stand in front of the shop (the socket's peer is the first). The
 *   address is read from X-Forwarded-For from the right, past N hops: each proxy appends the
 *   address it was called from, so entries further left are whatever the client wrote.
 * - a comma list of addresses or CIDR ranges ("10.0.0.0/8, 2001:db8::1"): hops are skipped, from
 *   the socket leftwards, while they are in the list. Safer than a count when clients can also
 *   reach the shop without passing the proxy.
 *
 * X-Real-IP is believed only from a trusted peer, and only when X-Forwarded-For names no hop
 * beyond it (a proxy that reports the client in X-Real-IP alone).
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; list: BlockList; text: string };

export interface AddressHeaders {
  /** The socket's remote address (scripts/serve.mjs writes it into a header no client can set). */
  peer: string | undefined;
  forwardedFor?: string | null | undefined;
  realIp?: string | null | undefined;
}

/** The key of every request whose socket address is unknown (for example under `next dev`). */
export const UNKNOWN_ADDRESS = 'unknown';

const NONE: TrustProxy = { kind: 'none' };

/** Reads TRUST_PROXY; throws an Error naming the variable for anything it cannot use. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return NONE;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (!Number.isSafeInteger(hops)) throw trustProxyError(text, 'is not a usable number of proxies');
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const item of text.split(',').map((part) => part.trim())) {
    if (item === '') throw trustProxyError(text, 'has an empty entry');
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (family === 0 || rest.length > 0) {
      throw trustProxyError(
        item,
        'is not an IPv4 or IPv6 address or range (a number of proxies, or addresses)',
      );
    }
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d+$/.test(prefix) || bits > (family === 6 ? 128 : 32)) {
      throw trustProxyError(item, 'has a prefix length that does not fit the address');
    }
    list.addSubnet(address, bits, type);
  }
  return { kind: 'addresses', list, text };
}

function trustProxyError(value: string, problem: string): Error {
  return new Error(`TRUST_PROXY: "${value.slice(0, 100)}" ${problem}.`);
}

/**
 * An address as the limits key it: "::ffff:1.2.3.4" (IPv4 on a dual-stack socket) is 1.2.3.4,
 * "[2001:db8::1]:443" and "1.2.3.4:80" lose the port. Answers undefined for anything that is not
 * an address, so invented text never becomes a key.
 */
export function normaliseAddress(raw: string | null | undefined): string | undefined {
  let text = raw?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed?.[1]) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped?.[1]) text = mapped[1];
  const family = isIP(text);
  if (family === 0) return undefined;
  return family === 6 ? text.toLowerCase() : text;
}

/** Whether the hop `index` places from the socket (0 is the socket's peer) is a trusted proxy. */
function trusted(trust: TrustProxy, address: string, index: number): boolean {
  switch (trust.kind) {
    case 'none':
      return false;
    case 'hops':
      return index < trust.hops;
    case 'addresses':
      return trust.list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
}

/** The address a request counts against: see the module comment for the rules. */
export function clientAddress(headers: AddressHeaders, trust: TrustProxy): string {
  const peer = normaliseAddress(headers.peer);
  if (!peer) return UNKNOWN_ADDRESS;
  if (!trusted(trust, peer, 0)) return peer;

  const forwarded = (headers.forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  // Next's server writes the socket address into X-Forwarded-For when a request has none, so an
  // X-Forwarded-For of exactly the peer names no hop of its own.
  if (forwarded.length === 1 && normaliseAddress(forwarded[0]) === peer) forwarded.length = 0;
  if (forwarded.length === 0) return normaliseAddress(headers.realIp) ?? peer;

  // From the socket leftwards: every trusted hop hands on to the entry before it.
  let current = peer;
  for (let index = 1; trusted(trust, current, index - 1); index += 1) {
    const entry = forwarded[forwarded.length - index];
    if (entry === undefined) break; // every hop is trusted: the furthest one is the client
    const next = normaliseAddress(entry);
    if (!next) break; // a trusted proxy writes addresses; text means the client wrote it
    current = next;
  }
  return current;
}
