const PROVIDERS: Readonly<Record<string, string>> = { paypal: 'PayPal', stripe: 'Stripe', demo: 'Demo' };

/** A payment provider's name as operators know it; a dash for none. */
export const providerName = (provider: string | null | undefined) =>
  provider ? (PROVIDERS[provider] ?? provider) : '—';
