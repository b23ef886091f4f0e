// The socket's address on every request, for the rate limits (docs/scaling-out.md#trust-proxy):
// written into the private header x-oculo-peer, replacing whatever a client sent under that name.
// The name is PEER_HEADER in lib/server/platform/client-address/request-address.ts.
export const PEER_HEADER = 'x-oculo-peer';

/** Overwrites the request's x-oculo-peer with its socket's remote address. */
export function stampPeerAddress(req) {
  req.headers[PEER_HEADER] = req.socket.remoteAddress ?? '';
}
