import ky from 'ky';
import { ipLookupBaseUrl, retryDelayMs, timeoutMs } from './config';

const ONE_RETRY = {
  limit: 1,
  methods: ['get'],
  statusCodes: [500, 502, 503, 504],
  delay: () => retryDelayMs(),
};

/** What the external IP-lookup service answers; only `ip` is relied on. */
export interface VisitorIp {
  ip: string;
  country_code?: string;
  currency?: string;
  [field: string]: unknown;
}

function isVisitorIp(value: unknown): value is VisitorIp {
  return typeof value === 'object' && value !== null && typeof (value as { ip?: unknown }).ip === 'string';
}

/**
 * docs/product.md#calls: GET {NEXT_PUBLIC_IP_LOOKUP_URL}/ip, exempt from response-code handling.
 * Any failure gives null and changes nothing: no tip, no error page, no progress bar. It goes
 * straight through ky, not the shop client, so the shopper's token and device id never reach the
 * third party.
 */
export async function lookupVisitorIp(): Promise<VisitorIp | null> {
  const base = ipLookupBaseUrl();
  if (!base) return null;
  try {
    const answer = await ky.get(`${base}/ip`, { timeout: timeoutMs(), retry: ONE_RETRY }).json<unknown>();
    return isVisitorIp(answer) ? answer : null;
  } catch {
    return null;
  }
}
