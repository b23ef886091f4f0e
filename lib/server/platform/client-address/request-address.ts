import { logger } from '../logger';
import { addressKey } from './address-key';
import { clientAddress, parseTrustProxy, UNKNOWN_ADDRESS, type TrustProxy } from './client-address';

/**
 * The header scripts/serve.mjs writes on every request with the socket's remote address,
 * overwriting anything a client sent under that name. Route handlers cannot see the socket
 * themselves (Next hands them a Request), and X-Forwarded-For will not do: under `next start`
 * a client's own X-Forwarded-For is passed on as it came.
 */
export const PEER_HEADER = 'x-oculo-peer';

/**
 * Set by scripts/serve.mjs in its own process. Without it the header is not the server's own
 * (`next dev`, or a plain `next start` that lets a client write it), so it is not read.
 */
export const PEER_STAMPED_ENV = 'OCULO_PEER_STAMPED';

let parsed: { value: string | undefined; trust: TrustProxy } | undefined;

/** TRUST_PROXY as it is now (read at every call, parsed once per value: tests change it). */
function currentTrust(): TrustProxy {
  const value = process.env.TRUST_PROXY;
  if (!parsed || parsed.value !== value) parsed = { value, trust: parseTrustProxy(value) };
  return parsed.trust;
}

let warned = false;

/**
 * The network address a request counts against in the rate limits: the socket's, or the client
 * a trusted proxy reports (TRUST_PROXY, lib/server/domain/support/client-address.ts, which judges the
 * proxies by their full addresses); "unknown" when the server was not started through
 * scripts/serve.mjs. An IPv6 client counts as its /64 (docs/security.md#address-keys). Used only
 * as a rate-limit key, never stored.
 */
export function requestAddress(request: Request): string {
  const peer = process.env[PEER_STAMPED_ENV] === '1' ? request.headers.get(PEER_HEADER) : null;
  if (peer === null && !warned && process.env.NODE_ENV === 'production') {
    warned = true;
    logger.warn(
      'requests carry no socket address: start the shop with `npm start` or `npm run serve` (scripts/serve.mjs), or every client shares one rate-limit address',
    );
  }
  if (peer === null) return UNKNOWN_ADDRESS;
  return addressKey(
    clientAddress(
      {
        peer,
        forwardedFor: request.headers.get('x-forwarded-for'),
        realIp: request.headers.get('x-real-ip'),
      },
      currentTrust(),
    ),
  );
}
