import path from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  flag,
  httpUrl,
  oneOf,
  parseEnvironment,
  text,
  urlWith,
  wholeNumber,
  wholeNumberOrUnset,
} from './config-rules';
import { LOG_LEVELS } from './logger';
import { publicConfigShape } from './public-config';
import { parseTrustProxy } from '@/lib/server/platform/client-address';

export { ConfigError };

/**
 * Server configuration (docs/architecture.md#configuration), validated once at start
 * (lib/server/flows/start.ts): every variable the shop reads is here, so a bad value stops the start with
 * a line naming it. .env.example lists them all with their defaults; keep the two in step.
 */

// S3 bucket names (AWS's rules, which S3-compatible servers follow): 3 to 63 lowercase letters,
// digits, dots and hyphens, starting and ending with a letter or digit.
const bucketName = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
    'must be an S3 bucket name (3 to 63 of a-z, 0-9, "." and "-")',
  );
const awsRegion = z
  .string()
  .regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1 or us-east-1');

const trustProxy = z.string().superRefine((value, context) => {
  try {
    parseTrustProxy(value);
  } catch (error) {
    const detail =
      error instanceof Error ? error.message.replace(/^TRUST_PROXY: /, '').replace(/\.$/, '') : String(error);
    context.addIssue({
      code: 'custom',
      message: `must be a number of proxies, or a comma list of addresses and ranges: ${detail}`,
      params: { quotesValue: true },
    });
  }
});

const serverConfigShape = {
  NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
  /** 0 lets scripts/serve.mjs pick a free port (it sets PORT to it once listening). */
  PORT: wholeNumber(0, 65535, 3000),
  /** scripts/serve.mjs listens on this interface; unset: every interface. */
  HOSTNAME: z
    .string()
    .regex(/^[A-Za-z0-9.:[\]%_-]{1,253}$/, 'must be a host name or an address to listen on')
    .optional(),
  /** Set by scripts/serve.mjs for its own process: never set it by hand. */
  OCULO_PEER_STAMPED: z.literal('1', { error: 'is set by scripts/serve.mjs only: unset it' }).optional(),
  DATA_DIR: text(1000).default('./.data'),
  DATABASE_URL: urlWith(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/oculo').optional(),
  /** Connections each instance's node-postgres pool may open. */
  DATABASE_POOL_SIZE: wholeNumber(1, 100, 10),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'redis://localhost:6379').optional(),
  SITE_URL: httpUrl('https://shop.example.com').default('http://localhost:3000'),
  /** How long an instance may answer a catalog listing from memory (0 turns the cache off). */
  CATALOG_CACHE_SECONDS: wholeNumber(0, 3600, 10),
  /** Memory each instance keeps rendered pages in (lib/server/platform/page-cache/page-cache-handler.mjs reads it). */
  PAGE_CACHE_MEGABYTES: wholeNumber(1, 4096, 32),
  /** Unset: info, or silent under NODE_ENV=test (lib/server/platform/logger.ts). */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).optional(),
  /**
   * How many proxies (or which addresses) may report the client's address
   * (docs/scaling-out.md#trust-proxy).
   */
  TRUST_PROXY: trustProxy.optional(),
  /**
   * Connections one client address may hold open on scripts/serve.mjs, 0 for no cap; unset: 64,
   * or no cap when TRUST_PROXY is set (scripts/connection-cap.mjs reads it, with the same bounds).
   */
  CONNECTIONS_PER_ADDRESS: wholeNumberOrUnset(0, 100_000),
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587').optional(),
  MAIL_FROM: text(200).default('Oculo <hello@oculo.shop>'),
  /** An S3-compatible server (MinIO, Ceph, R2 …), addressed path-style; unset: AWS S3 itself. */
  S3_ENDPOINT: httpUrl('https://s3.example.com').optional(),
  /** Set, uploads are kept in this bucket instead of DATA_DIR/uploads (lib/server/platform/storage). */
  S3_BUCKET: bucketName.optional(),
  S3_REGION: awsRegion.optional(),
  /** Both or neither; neither: the AWS SDK's own credential chain (instance role, profile). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  PAYMENTS_DEMO: flag,
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_ENV: oneOf(['sandbox', 'live'], 'sandbox'),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** How long one PayPal or Stripe call may take before the shopper is told to try again. */
  PAYMENT_PROVIDER_TIMEOUT_MS: wholeNumber(1000, 120000, 20000),
  /** Days a saved try-on face is kept before it is deleted automatically (docs/product.md#privacy). */
  FACE_RETENTION_DAYS: wholeNumber(1, 365, 30),
  /** Days the shop keeps its visit statistics (/api/other/statistics) before deleting them. */
  STATISTICS_RETENTION_DAYS: wholeNumber(1, 3650, 90),
  /** Set, scripts/serve.mjs answers /metrics to this bearer token (docs/operating.md#metrics). */
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,200}$/, 'must be 16 to 200 printable characters without spaces')
    .optional(),
  /** Set, traces are sent over OTLP/HTTP to this collector (docs/operating.md#traces). */
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl('http://collector.internal:4318').optional(),
  OTEL_SERVICE_NAME: text(100).optional(),
  /** Years a prescription is good for when it states no expiry (docs/product.md#prescription-details). */
  PRESCRIPTION_VALID_YEARS: wholeNumber(1, 10, 2),
  ...publicConfigShape,
};

/** Where uploaded files are kept when a bucket is configured (lib/server/platform/storage). */
export interface BucketSettings {
  bucket: string;
  region: string;
  /** Unset: AWS S3. Set: an S3-compatible server, addressed path-style. */
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type ServerConfig = z.infer<z.ZodObject<typeof serverConfigShape>> & {
  /** Absolute data folder (PGlite database, uploads, outbox). */
  dataDir: string;
  /** Set when S3_BUCKET is: uploads go to the bucket, not DATA_DIR/uploads. */
  bucket?: BucketSettings;
  /**
   * Whether SITE_URL was given, not defaulted: a shop whose public address nobody set warns in
   * production (docs/operating.md#public-url-warning).
   */
  siteUrlGiven: boolean;
};

/** Every variable the shop reads (.env.example lists each). */
export const CONFIG_VARIABLES = Object.keys(serverConfigShape);

type ParsedVariables = z.infer<z.ZodObject<typeof serverConfigShape>>;

/**
 * The S3 variables go together: a bucket needs its region, a key id its secret. A half-set group
 * stops the start rather than quietly keeping uploads on one instance's disk
 * (docs/scaling-out.md#object-storage).
 */
function bucketOf(config: ParsedVariables): BucketSettings | undefined {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  const anySet = [S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY].some(
    (value) => value !== undefined,
  );
  if (!anySet) return undefined;
  const problems: [string, string][] = [];
  if (S3_BUCKET === undefined) problems.push(['S3_BUCKET', 'S3_BUCKET must be set when any S3_ variable is']);
  if (S3_REGION === undefined) problems.push(['S3_REGION', 'S3_REGION must be set with S3_BUCKET']);
  if ((S3_ACCESS_KEY_ID === undefined) !== (S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problems.push([
      missing,
      `${missing} must be set too: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together`,
    ]);
  }
  if (problems.length > 0 || S3_BUCKET === undefined || S3_REGION === undefined) {
    throw new ConfigError(
      problems.map(([name]) => name),
      problems.map(([, line]) => line),
    );
  }
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    ...(S3_ENDPOINT === undefined ? {} : { endpoint: S3_ENDPOINT }),
    ...(S3_ACCESS_KEY_ID === undefined || S3_SECRET_ACCESS_KEY === undefined
      ? {}
      : { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } }),
  };
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const config = parseEnvironment(serverConfigShape, env);
  const bucket = bucketOf(config);
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    ...(bucket ? { bucket } : {}),
    siteUrlGiven: (env.SITE_URL ?? '').trim() !== '',
  };
}

let cached: ServerConfig | undefined;

export function serverConfig(): ServerConfig {
  return (cached ??= parseServerConfig(process.env));
}

/** Tests that change the environment (mail, data folder) read it again. */
export function resetServerConfig(): void {
  cached = undefined;
}
