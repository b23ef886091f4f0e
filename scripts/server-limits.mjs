// How long scripts/serve.mjs waits for a client to send its request (docs/security.md#slow-clients).
// Node's own defaults let a request take 300 s, checked every 30 s: 50 sockets that each sent a
// byte every 5 s were all still open after 100 s, each holding a connection and its buffers.

/**
 * The whole request, headers and body, must arrive within this. The largest a shopper sends is a
 * photo (at most 10 MiB, lib/contract/calls/prescription.ts); a 9 MB one takes 60 s at 1.2 Mbit/s,
 * the upload speed of a phone on a weak mobile signal, where 30 s would need twice that. Longer
 * would let each trickling socket stay that much longer.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The headers must arrive within this; a browser sends them in one go, in well under a second. */
export const HEADERS_TIMEOUT_MS = 20_000;

/**
 * An idle connection between two requests is closed after this: Node's default, as `next start`
 * keeps. A proxy that keeps connections to the shop open must close them sooner
 * (docs/scaling-out.md#many-instances), or it may send a request on a connection the shop is just closing.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

/**
 * How often Node looks for requests past their time. Its default, 30 s, would let a request run
 * up to 30 s past REQUEST_TIMEOUT_MS; the check walks only the open connections.
 */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/**
 * The options of node:http's createServer for the shop's server. A test passes shorter timeouts
 * to see the same rules in seconds; the check interval is always the shop's.
 *
 * @param {{ requestTimeout?: number, headersTimeout?: number }} [shorter]
 */
export function serverLimits({
  requestTimeout = REQUEST_TIMEOUT_MS,
  headersTimeout = HEADERS_TIMEOUT_MS,
} = {}) {
  return {
    requestTimeout,
    headersTimeout,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  };
}
