import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, ConfigError, parseServerConfig } from '@/lib/server/platform/config';
import { parsePublicConfig } from '@/lib/server/platform/public-config';
// the page cache reads PAGE_CACHE_MEGABYTES itself (Next.js loads it outside the app): same default
import { DEFAULT_PAGE_CACHE_MEGABYTES } from '@/lib/server/platform/page-cache/page-cache-handler.mjs';

// docs/architecture.md#configuration: every variable the shop reads is checked when the server
// starts, and a wrong one stops it with a line naming the variable, what it must be and what it
// was.

function problemsOf(env: Record<string, string>): string[] {
  try {
    parseServerConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the defaults, with nothing set', () => {
  const config = parseServerConfig({});
  it.each([
    ['NODE_ENV', 'development'],
    ['PORT', 3000],
    ['DATA_DIR', './.data'],
    ['DATABASE_URL', undefined],
    ['DATABASE_POOL_SIZE', 10],
    ['SITE_URL', 'http://localhost:3000'],
    ['CATALOG_CACHE_SECONDS', 10],
    ['PAGE_CACHE_MEGABYTES', DEFAULT_PAGE_CACHE_MEGABYTES],
    ['LOG_LEVEL', undefined],
    ['TRUST_PROXY', undefined],
    ['MAIL_FROM', 'Oculo <hello@oculo.shop>'],
    ['PAYMENTS_DEMO', false],
    ['PAYPAL_ENV', 'sandbox'],
    ['PAYMENT_PROVIDER_TIMEOUT_MS', 20000],
    ['FACE_RETENTION_DAYS', 30],
    ['STATISTICS_RETENTION_DAYS', 90],
    ['PRESCRIPTION_VALID_YEARS', 2],
    ['NEXT_PUBLIC_API_BASE', undefined],
    ['NEXT_PUBLIC_TEXT_CIPHER_KEY', undefined],
  ] as const)('%s is %p', (name, value) => {
    expect(config[name]).toBe(value);
  });

  it('reads an empty value as unset, as an empty line of a .env file means', () => {
    const empty = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, '']));
    expect(parseServerConfig(empty)).toEqual(config);
  });
});

describe('values it takes', () => {
  it.each([
    ['DATABASE_POOL_SIZE', '25', 25],
    ['DATABASE_POOL_SIZE', ' 1 ', 1],
    ['PORT', '0', 0],
    ['LOG_LEVEL', 'debug', 'debug'],
    ['PAYMENTS_DEMO', 'TRUE', true],
    ['PAYMENTS_DEMO', '0', false],
    ['DATABASE_URL', 'postgresql://oculo@db:5432/shop', 'postgresql://oculo@db:5432/shop'],
    ['REDIS_URL', 'rediss://cache:6380', 'rediss://cache:6380'],
    ['TRUST_PROXY', '2', '2'],
    ['TRUST_PROXY', '10.0.0.0/8, 2001:db8::1', '10.0.0.0/8, 2001:db8::1'],
    ['NEXT_PUBLIC_API_BASE', '/shop-api', '/shop-api'],
    ['NEXT_PUBLIC_IMAGE_BASE', 'https://images.example.com', 'https://images.example.com'],
    ['NEXT_PUBLIC_STRIPE_PK_LIVE', 'pk_live_abc', 'pk_live_abc'],
    ['NEXT_PUBLIC_TEXT_CIPHER_KEY', '0123456789abcdef', '0123456789abcdef'],
  ] as const)('%s=%p', (name, value, read) => {
    expect(parseServerConfig({ [name]: value })[name]).toEqual(read);
  });
});

describe('a wrong value stops the start with a line naming it', () => {
  it.each([
    [
      'not a whole number',
      { DATABASE_POOL_SIZE: 'abc' },
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "abc")',
    ],
    [
      'a fraction',
      { CATALOG_CACHE_SECONDS: '1.5' },
      'CATALOG_CACHE_SECONDS must be a whole number from 0 to 3600 (got "1.5")',
    ],
    [
      'below the range',
      { DATABASE_POOL_SIZE: '0' },
      'DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "0")',
    ],
    [
      'above the range',
      { STATISTICS_RETENTION_DAYS: '9999' },
      'STATISTICS_RETENTION_DAYS must be a whole number from 1 to 3650 (got "9999")',
    ],
    [
      'not one of the choices',
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "verbose")',
    ],
    ['not a flag', { PAYMENTS_DEMO: 'yes' }, 'PAYMENTS_DEMO must be 1, true, 0 or false (got "yes")'],
    [
      'not an http address',
      { SITE_URL: 'shop.example.com' },
      'SITE_URL must be an address starting with http:// or https://, such as https://shop.example.com (got "shop.example.com")',
    ],
    [
      'a secret is never shown',
      { DATABASE_URL: 'mysql://admin:hunter2@db/shop' },
      'DATABASE_URL must be an address starting with postgres:// or postgresql://, such as postgres://user:password@host:5432/oculo',
    ],
    [
      'a base address',
      { NEXT_PUBLIC_API_BASE: 'api.example.com' },
      'NEXT_PUBLIC_API_BASE must be an http:// or https:// address, or a path starting with "/" (got "api.example.com")',
    ],
    [
      'a key of the other mode',
      { NEXT_PUBLIC_STRIPE_PK_TEST: 'pk_live_abc' },
      'NEXT_PUBLIC_STRIPE_PK_TEST must be a Stripe test key (pk_test_…) (got "pk_live_abc")',
    ],
    [
      'an AES key of the wrong size',
      { NEXT_PUBLIC_TEXT_CIPHER_KEY: 'short' },
      'NEXT_PUBLIC_TEXT_CIPHER_KEY must be 16, 24 or 32 bytes of UTF-8 (an AES key) (got "short")',
    ],
    [
      'proxies it cannot read',
      { TRUST_PROXY: 'everyone' },
      'TRUST_PROXY must be a number of proxies, or a comma list of addresses and ranges: "everyone" is not an IPv4 or IPv6 address or range (a number of proxies, or addresses)',
    ],
    ['blank text', { MAIL_FROM: '   ' }, 'MAIL_FROM must not be blank (got "   ")'],
    [
      'set by the shop only',
      { OCULO_PEER_STAMPED: 'yes' },
      'OCULO_PEER_STAMPED is set by scripts/serve.mjs only: unset it (got "yes")',
    ],
    [
      'a bucket name S3 refuses',
      { S3_BUCKET: 'My_Uploads', S3_REGION: 'eu-west-1' },
      'S3_BUCKET must be an S3 bucket name (3 to 63 of a-z, 0-9, "." and "-") (got "My_Uploads")',
    ],
    ['a bucket without its region', { S3_BUCKET: 'uploads' }, 'S3_REGION must be set with S3_BUCKET'],
    [
      'a server address without a bucket',
      { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' },
      'S3_BUCKET must be set when any S3_ variable is',
    ],
    [
      'a secret without its key id, and the secret is not shown',
      { S3_BUCKET: 'uploads', S3_REGION: 'eu-west-1', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI' },
      'S3_ACCESS_KEY_ID must be set too: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    ],
  ])('%s', (_kind, env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  it('reads a complete bucket group into the storage settings', () => {
    expect(parseServerConfig({}).bucket).toBeUndefined();
    expect(
      parseServerConfig({
        S3_BUCKET: 'oculo-uploads',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).bucket,
    ).toEqual({
      bucket: 'oculo-uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(parseServerConfig({ S3_BUCKET: 'oculo-uploads', S3_REGION: 'eu-west-1' }).bucket).toEqual({
      bucket: 'oculo-uploads',
      region: 'eu-west-1',
    });
  });

  it('lists every wrong variable at once, in one message', () => {
    let error: unknown;
    try {
      parseServerConfig({
        DATABASE_POOL_SIZE: 'abc',
        S3_ENDPOINT: 'not an address',
        LOG_LEVEL: 'loud',
      });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variables).toEqual(['DATABASE_POOL_SIZE', 'LOG_LEVEL', 'S3_ENDPOINT']);
    expect((error as ConfigError).message).toMatch(
      /^Oculo cannot start: 3 settings are wrong\.\n {2}DATABASE_POOL_SIZE /,
    );
  });

  it('checks the public values alone, as a build would (next.config.ts)', () => {
    expect(
      parsePublicConfig({ NEXT_PUBLIC_IMAGE_BASE: '/media', DATABASE_POOL_SIZE: 'ignored here' }),
    ).toEqual({
      NEXT_PUBLIC_IMAGE_BASE: '/media',
    });
    expect(() => parsePublicConfig({ NEXT_PUBLIC_IP_LOOKUP_URL: 'ftp://ip.example.com' })).toThrow(
      'NEXT_PUBLIC_IP_LOOKUP_URL must be an address starting with http:// or https://, such as https://ip.example.com (got "ftp://ip.example.com")',
    );
  });
});

describe('.env.example', () => {
  const listed = [
    ...readFileSync(path.join(process.cwd(), '.env.example'), 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm),
  ].map((match) => match[1]);

  it('lists every variable the server checks, once, and nothing else', () => {
    expect([...listed].sort()).toEqual([...CONFIG_VARIABLES].sort());
  });

  it('shows each default the server uses', () => {
    const example = readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
    const defaults = parseServerConfig({});
    for (const name of [
      'PORT',
      'DATA_DIR',
      'SITE_URL',
      'DATABASE_POOL_SIZE',
      'CATALOG_CACHE_SECONDS',
      'MAIL_FROM',
      'PAYPAL_ENV',
      'PAYMENT_PROVIDER_TIMEOUT_MS',
      'FACE_RETENTION_DAYS',
      'STATISTICS_RETENTION_DAYS',
      'PRESCRIPTION_VALID_YEARS',
    ] as const) {
      expect(example).toContain(`# ${name}=${defaults[name]}\n`);
    }
  });
});

describe('the server start (lib/server/flows/start.ts)', () => {
  it('exits with status 1 and names each wrong variable before it opens the database', () => {
    const started = spawnSync(
      path.join(process.cwd(), 'node_modules/.bin/tsx'),
      // as Next.js loads the server side, `server-only` resolves to its empty module
      ['--require', './scripts/server-side.cjs', '-e', "require('./lib/server/flows/start').startServer()"],
      {
        cwd: process.cwd(),
        encoding: 'utf8',
        timeout: 30_000,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          DATABASE_POOL_SIZE: 'abc',
          // pino would throw as the logger loads, with a message that names no variable
          LOG_LEVEL: 'loud',
          S3_BUCKET: 'Uploads',
          DATA_DIR: '/nonexistent/oculo',
        },
      },
    );
    expect(started.status).toBe(1);
    expect(started.stderr).toBe(
      'Oculo cannot start: 3 settings are wrong.\n' +
        '  DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "abc")\n' +
        '  LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")\n' +
        '  S3_BUCKET must be an S3 bucket name (3 to 63 of a-z, 0-9, "." and "-") (got "Uploads")\n',
    );
  });
});
