export const REQUEST_TIMEOUT_MS: number;
export const HEADERS_TIMEOUT_MS: number;
export const KEEP_ALIVE_TIMEOUT_MS: number;
export const TIMEOUT_CHECK_INTERVAL_MS: number;

/** node:http createServer options for the shop's server (server-limits.mjs). */
export function serverLimits(shorter?: { requestTimeout?: number; headersTimeout?: number }): {
  requestTimeout: number;
  headersTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
};
