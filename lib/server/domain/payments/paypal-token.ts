import { z } from 'zod';
import { logger } from '../../platform/logger';
import { paypalApiBase, type PayPalSettings } from './paypal-settings';
import { providerError } from './provider-error';

// PayPal's OAuth access token (client credentials) lives for hours: one is fetched per instance and
// kept until shortly before it expires, so a payment costs one round trip, not two.

interface CachedToken {
  accessToken: string;
  /** Epoch ms after which the token is no longer offered. */
  refreshAt: number;
}

interface TokenCache {
  tokens: Map<string, CachedToken>;
  /** One fetch at a time per account: concurrent payments wait for the same answer. */
  pending: Map<string, Promise<CachedToken>>;
}

const holder = globalThis as typeof globalThis & { __oculoPayPalTokens?: TokenCache };

function cache(): TokenCache {
  return (holder.__oculoPayPalTokens ??= { tokens: new Map(), pending: new Map() });
}

/** Longest time before expiry at which a token is renewed. */
const RENEW_MARGIN_MS = 5 * 60_000;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive() });

function cacheKey(settings: PayPalSettings): string {
  return `${settings.env}:${settings.clientId}`;
}

/** A valid access token, from the cache or freshly fetched. */
export async function paypalAccessToken(settings: PayPalSettings, signal: AbortSignal): Promise<string> {
  const key = cacheKey(settings);
  const { tokens, pending } = cache();
  const cached = tokens.get(key);
  if (cached && cached.refreshAt > Date.now()) return cached.accessToken;
  let fetching = pending.get(key);
  if (!fetching) {
    fetching = fetchToken(settings, signal).finally(() => pending.delete(key));
    pending.set(key, fetching);
  }
  const token = await fetching;
  tokens.set(key, token);
  return token.accessToken;
}

/** Drops the cached token when PayPal no longer accepts it (401), unless another call already renewed it. */
export function forgetPayPalToken(settings: PayPalSettings, rejectedToken: string): void {
  const key = cacheKey(settings);
  const { tokens } = cache();
  if (tokens.get(key)?.accessToken === rejectedToken) tokens.delete(key);
}

/** Empties the token cache (tests start each case without a token). */
export function forgetPayPalTokens(): void {
  cache().tokens.clear();
  cache().pending.clear();
}

async function fetchToken(settings: PayPalSettings, signal: AbortSignal): Promise<CachedToken> {
  const credentials = Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64');
  const response = await fetch(`${paypalApiBase(settings)}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${credentials}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
    signal,
  });
  if (response.status === 401 || response.status === 403) {
    // Wrong client id or secret: no retry can help, the shop's configuration must change.
    logger.error({ provider: 'paypal', status: response.status }, 'PayPal refused the client credentials');
    throw providerError('paypal', 'not-configured', 'invalid_client');
  }
  const parsed = response.ok ? tokenAnswer.safeParse(await response.json().catch(() => null)) : null;
  if (!parsed?.success) {
    logger.warn({ provider: 'paypal', status: response.status }, 'PayPal gave no access token');
    throw providerError('paypal', 'unavailable', `token_${response.status}`);
  }
  const lifetimeMs = parsed.data.expires_in * 1000;
  return {
    accessToken: parsed.data.access_token,
    refreshAt: Date.now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 2),
  };
}
