import { serverConfig } from '../../platform/config';

/** What the PayPal adapter needs to talk to PayPal (docs/operating.md#payments-setup: sandbox or live). */
export interface PayPalSettings {
  clientId: string;
  clientSecret: string;
  env: 'sandbox' | 'live';
  /** The id PayPal gave the shop's webhook; without it no webhook is trusted. */
  webhookId: string | null;
  timeoutMs: number;
}

/** PayPal from the server configuration; null unless both the client id and secret are set. */
export function paypalSettings(): PayPalSettings | null {
  const config = serverConfig();
  const clientId = config.PAYPAL_CLIENT_ID?.trim();
  const clientSecret = config.PAYPAL_CLIENT_SECRET?.trim();
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    env: config.PAYPAL_ENV,
    webhookId: config.PAYPAL_WEBHOOK_ID?.trim() || null,
    timeoutMs: config.PAYMENT_PROVIDER_TIMEOUT_MS,
  };
}

export function paypalApiBase(settings: PayPalSettings): string {
  return settings.env === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
}

// docs/product.md#payments: PayPal charges in USD; the button captures at once (Orders v2 intent
// CAPTURE).
export function paypalSdkUrl(settings: PayPalSettings): string {
  const query = new URLSearchParams({ 'client-id': settings.clientId, currency: 'USD', intent: 'capture' });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}
