import { z } from 'zod';
// Relative, not '@/': next.config.ts imports this file, and its loader does not know the alias.
import { isValidTextCipherKey } from '../../shop/text-cipher';
import { baseAddress, httpUrl, parseEnvironment } from './config-rules';

/**
 * The shop's public configuration (docs/product.md#public-config): public values the browser reads.
 * Next inlines each `process.env.NEXT_PUBLIC_*` into the bundles at build time, so they are checked
 * twice: by next.config.ts while building (call `parsePublicConfig(process.env)` there) and again
 * with the rest of the configuration when the server starts (lib/server/platform/config.ts).
 */
export const publicConfigShape = {
  /** The API base address; unset: the same origin. */
  NEXT_PUBLIC_API_BASE: baseAddress.optional(),
  /** The image base address; unset: the same origin. */
  NEXT_PUBLIC_IMAGE_BASE: baseAddress.optional(),
  /** The PayPal SDK address of a development build; unset: PayPal's. */
  NEXT_PUBLIC_PAYPAL_SDK_DEV: httpUrl('https://www.sandbox.paypal.com/sdk/js').optional(),
  /** The PayPal SDK address of a production build; unset: PayPal's. */
  NEXT_PUBLIC_PAYPAL_SDK_PROD: httpUrl('https://www.paypal.com/sdk/js').optional(),
  /** The card provider's test publishable key. */
  NEXT_PUBLIC_STRIPE_PK_TEST: z
    .string()
    .startsWith('pk_test_', 'must be a Stripe test key (pk_test_…)')
    .optional(),
  /** The card provider's live publishable key. */
  NEXT_PUBLIC_STRIPE_PK_LIVE: z
    .string()
    .startsWith('pk_live_', 'must be a Stripe live key (pk_live_…)')
    .optional(),
  /** The IP-lookup service (GET {url}/ip); unset: no country suggestion. */
  NEXT_PUBLIC_IP_LOOKUP_URL: httpUrl('https://ip.example.com').optional(),
  /**
   * Key of the text helper (docs/product.md#constants); unset: the built-in one. Not a secret: it
   * ships to browsers.
   */
  NEXT_PUBLIC_TEXT_CIPHER_KEY: z
    .string()
    .refine(isValidTextCipherKey, 'must be 16, 24 or 32 bytes of UTF-8 (an AES key)')
    .optional(),
};

export type PublicConfig = z.infer<z.ZodObject<typeof publicConfigShape>>;

/** The public configuration, or a ConfigError naming every wrong variable (for next.config.ts). */
export function parsePublicConfig(env: Record<string, string | undefined>): PublicConfig {
  return parseEnvironment(publicConfigShape, env);
}
