import path from 'node:path';
import { z } from 'zod';

/**
 * Server configuration (DESIGN §2), validated once at start. A bad value stops the start
 * with a message naming the variable.
 */
const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional());

const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SITE_URL: z.url().default('http://localhost:3000'),
  /** How long an instance may answer a catalog listing from memory (0 turns the cache off). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Oculo <hello@oculo.shop>'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PAYMENTS_DEMO: flag,
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENV: z.enum(['sandbox', 'live']).default('sandbox'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** How long one PayPal or Stripe call may take before the shopper is told to try again. */
  PAYMENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120000).default(20000),
  /** Days a saved try-on face is kept before it is deleted automatically (DESIGN §4 "Privacy"). */
  FACE_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});

export type ServerConfig = z.infer<typeof serverEnvSchema> & {
  /** Absolute data folder (PGlite database, uploads, outbox). */
  dataDir: string;
};

export class ConfigError extends Error {
  constructor(
    readonly variables: string[],
    message: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = serverEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(
      parsed.error.issues.map((issue) => String(issue.path[0])),
      `Invalid configuration. ${problems.join('; ')}`,
    );
  }
  return { ...parsed.data, dataDir: path.resolve(parsed.data.DATA_DIR) };
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  return (cached ??= parseServerConfig(process.env));
}

/** Tests that change the environment (mail, data folder) read it again. */
export function resetServerConfig(): void {
  cached = undefined;
}
