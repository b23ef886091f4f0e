import { HTTP_TIMEOUT_MS } from '@/lib/shop/constants';

/**
 * How the shared client is wired into the app. The UI store plugs its tip, logout, error page
 * and progress bar in here, so this folder never imports React.
 */
export interface ApiClientOptions {
  /** API base address; default `NEXT_PUBLIC_API_BASE`, else '' (same origin, relative URLs). */
  baseUrl?: string;
  /** Whole-call timeout including the retry; default 40 s (docs/product.md#constants). */
  timeoutMs?: number;
  /** Delay before the one retry; default 300 ms. */
  retryDelayMs?: number;
  /** External IP-lookup service; default `NEXT_PUBLIC_IP_LOOKUP_URL`, else none. */
  ipLookupUrl?: string;
  /** The persisted user token, if signed in. */
  getToken?: () => string | undefined;
  /** Shows a short message to the shopper (snackbar). */
  onTip?: (message: string) => void;
  /** Logs the shopper out (clear token, user info, coupon tag; ensure device id; reload). */
  onSignedOut?: () => void;
  /** Opens the error page with an HTTP status (404, 500, 504: docs/product.md#errors). */
  onErrorPage?: (status: number) => void;
  /** The number of calls in flight changed (drives the global progress bar, `requestLoading`). */
  onLoadingChange?: (activeRequests: number) => void;
}

let options: ApiClientOptions = {};

/** Merges new options into the current ones; pass `undefined` for a key to restore its default. */
export function configureApiClient(next: ApiClientOptions): void {
  options = { ...options, ...next };
}

/** Back to defaults (tests; a fresh app shell). */
export function resetApiClient(): void {
  options = {};
}

export function apiClientOptions(): Readonly<ApiClientOptions> {
  return options;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Read at call time: Next inlines `process.env.NEXT_PUBLIC_*` at build time. */
export function apiBaseUrl(): string {
  return withoutTrailingSlash(options.baseUrl ?? process.env.NEXT_PUBLIC_API_BASE ?? '');
}

export function ipLookupBaseUrl(): string {
  return withoutTrailingSlash(options.ipLookupUrl ?? process.env.NEXT_PUBLIC_IP_LOOKUP_URL ?? '');
}

export function timeoutMs(): number {
  return options.timeoutMs ?? HTTP_TIMEOUT_MS;
}

export function retryDelayMs(): number {
  return options.retryDelayMs ?? 300;
}
