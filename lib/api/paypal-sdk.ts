// docs/product.md#public-config: the PayPal SDK address for development and for production
// (currency USD). `NEXT_PUBLIC_PAYPAL_SDK_DEV` and `NEXT_PUBLIC_PAYPAL_SDK_PROD` name them; Next
// inlines them at build, and the build's mode picks one. Without one, PayPal's own address (the one
// the server hands out with the client id) is used.

export interface PayPalSdkConfiguration {
  /** A production build (`next build`) rather than development (`next dev`). */
  production: boolean;
  /** `NEXT_PUBLIC_PAYPAL_SDK_DEV` */
  development?: string;
  /** `NEXT_PUBLIC_PAYPAL_SDK_PROD` */
  productionAddress?: string;
}

function httpAddress(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The SDK address to load: the configured one for this build's mode, else `fallback` (PayPal's). */
export function choosePayPalSdkUrl(configuration: PayPalSdkConfiguration, fallback: string): string {
  const configured = configuration.production ? configuration.productionAddress : configuration.development;
  return httpAddress(configured) ?? fallback;
}

/** The SDK address this build is configured with, else `fallback` (PayPal's, from the server). */
export function configuredPayPalSdkUrl(fallback: string): string {
  return choosePayPalSdkUrl(
    {
      production: process.env.NODE_ENV === 'production',
      // written out in full: Next replaces only these literal names at build
      development: process.env.NEXT_PUBLIC_PAYPAL_SDK_DEV,
      productionAddress: process.env.NEXT_PUBLIC_PAYPAL_SDK_PROD,
    },
    fallback,
  );
}
