// The client-address front door: which network address a request counts against in the rate
// limits, whatever module limits it (docs/scaling-out.md#trust-proxy). Part of the platform, so
// the configuration and every module can ask it without reaching into one another.
import 'server-only';

export { parseTrustProxy } from './client-address';
export { requestAddress } from './request-address';
