import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { US_ADDRESS } from '../__tests__/support/shipping-addresses';
import { caughtMails } from './compose/mail-catcher';
import { deviceId, ok } from './support/shop-calls';

// docs/scaling-out.md#many-instances: two production instances on one PostgreSQL, the machine's
// Redis and an S3 bucket, behind nginx (stack.ts). A shopper's requests may land on either:
// everything a shopper or a job does must hold across them.

const A = process.env.SCALE_A ?? '';
const B = process.env.SCALE_B ?? '';
const LB = process.env.SCALE_LB ?? '';
const PASSWORD = 'Clear-Sight-2026';

type Envelope<T> = { code: number; msg: string; data: T };

async function call<T>(base: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: answer.status, headers: answer.headers, body: (await answer.json()) as Envelope<T> };
}

/** A guest's device, as the shop's cart calls name it. */
const deviceHeaders = (): Record<string, string> => ({ 'x-device-id': deviceId() });

/**
 * A shopper's own network address, as nginx would pass it on (the instances trust 127.0.0.1 as
 * their proxy): the rate limits live in the machine's Redis across runs, so each test is a new
 * shopper to them, as a real one would be.
 */
const fromShopper = (): Record<string, string> => ({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });

const email = (what: string) => `${what}-${randomBytes(5).toString('hex')}@example.com`;

/**
 * The mails the shop sent, as text: what every instance wrote to its outbox (no SMTP in the suite's
 * own cluster), or what compose.yaml's mail catcher caught (SCALE_MAIL).
 */
async function sentMails(): Promise<string[]> {
  if (process.env.SCALE_MAIL) return (await caughtMails(process.env.SCALE_MAIL)).map((mail) => mail.raw);
  return (JSON.parse(process.env.SCALE_DATA_DIRS ?? '[]') as string[]).flatMap((dataDir) => {
    const outbox = path.join(dataDir, 'outbox');
    let files: string[] = [];
    try {
      files = readdirSync(outbox);
    } catch {
      return [];
    }
    return files.map((file) => readFileSync(path.join(outbox, file), 'utf8'));
  });
}

/**
 * An account made through `base` and confirmed from its mail, whichever instance sent it:
 * registering alone does not sign in (docs/security.md#account-enumeration). Answers the token.
 */
async function registerConfirmed(
  base: string,
  account: { email: string; password: string; firstName?: string },
  headers: Record<string, string>,
): Promise<string> {
  await ok(base, '/api/user/register', account, headers);
  const confirmToken = async () => {
    for (const raw of await sentMails()) {
      if (!raw.includes(`To: ${account.email}`)) continue;
      const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      const token = /confirmEmail=([A-Za-z0-9_-]+)/.exec(decoded)?.[1];
      if (token) return token;
    }
    return '';
  };
  await expect.poll(confirmToken, { timeout: 10_000 }).not.toBe('');
  const { token } = await ok<{ token: string }>(
    base,
    '/api/user/confirmEmail',
    { token: await confirmToken() },
    headers,
  );
  return token;
}

async function withDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.SCALE_DB });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface Card {
  code: string;
  priceCents: number;
  inStock: boolean;
}

async function firstCard(base: string, category: string): Promise<Card> {
  const { list } = await ok<{ list: Card[] }>(base, '/api/goods/list', { category, page: 1, pageSize: 12 });
  const card = list.find((each) => each.inStock);
  if (!card) throw new Error(`no card in stock in ${category}`);
  return card;
}

test('nginx spreads the requests over both instances', async () => {
  const upstreams = new Set<string>();
  for (let index = 0; index < 6; index++) {
    upstreams.add((await fetch(`${LB}/api/health`)).headers.get('x-oculo-upstream') ?? '');
  }
  expect([...upstreams].sort()).toEqual((JSON.parse(process.env.SCALE_UPSTREAMS ?? '[]') as string[]).sort());
  for (const base of [A, B]) {
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health.data).toMatchObject({ status: 'ok', database: 'postgres', files: 'bucket' });
  }
});

test('a guest cart built on A is the same cart on B', async () => {
  const device = deviceHeaders();
  const card = await firstCard(A, 'accessories');
  await ok(A, '/api/cart/add', { code: card.code, quantity: 2 }, device);
  const onB = await ok<{ list: { code: string; quantity: number }[] }>(B, '/api/cart/list', {}, device);
  expect(onB.list).toEqual([expect.objectContaining({ code: card.code, quantity: 2 })]);
});

test('a token from A works on B, and signing out on B ends it on A', async () => {
  const address = email('scale');
  const token = await registerConfirmed(
    A,
    { email: address, password: PASSWORD, firstName: 'Ada' },
    fromShopper(),
  );
  const signedIn = { authorization: `Bearer ${token}` };
  expect(await ok<{ email: string }>(B, '/api/user/userInfo', {}, signedIn)).toMatchObject({
    email: address,
  });
  await ok(B, '/api/user/logout', {}, signedIn);
  expect((await call(A, '/api/user/userInfo', {}, signedIn)).body.code).toBe(3);
});

test('the login limits are shared: attempts on A and on B count together', async () => {
  const address = email('limits');
  const shopper = fromShopper();
  await ok(A, '/api/user/register', { email: address, password: PASSWORD }, shopper);
  // 10 wrong passwords per e-mail and address, half on each instance
  for (const base of [A, B, A, B, A, B, A, B, A, B]) {
    expect(
      (await call(base, '/api/user/login', { email: address, password: 'wrong-password-1' }, shopper)).body
        .code,
    ).not.toBe(200);
  }
  const refused = await call<{ retryAfter: number }>(
    A,
    '/api/user/login',
    { email: address, password: PASSWORD },
    shopper,
  );
  expect(refused.body.code).toBe(429);
  expect((await call(B, '/api/user/login', { email: address, password: PASSWORD }, shopper)).body.code).toBe(
    429,
  );
});

test('a photo uploaded through A is read through B, and deleted through B is gone from the bucket', async () => {
  const device = deviceHeaders();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#9a7' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'face.jpg', { type: 'image/jpeg' }));
  form.append('consent', 'true');
  const uploaded = (await (
    await fetch(`${A}/api/detectface/upload`, { method: 'POST', headers: device, body: form })
  ).json()) as Envelope<{ id: number }>;
  expect(uploaded.code).toBe(200);

  const image = await fetch(`${B}/api/detectface/image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...device },
    body: JSON.stringify({ id: uploaded.data.id }),
  });
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(64);

  const bucketEnv = JSON.parse(process.env.SCALE_BUCKET_ENV ?? '{}') as Record<string, string>;
  const s3 = new S3Client({
    endpoint: bucketEnv.S3_ENDPOINT,
    region: bucketEnv.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: bucketEnv.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: bucketEnv.S3_SECRET_ACCESS_KEY ?? '',
    },
  });
  const faces = async () =>
    (await s3.send(new ListObjectsV2Command({ Bucket: bucketEnv.S3_BUCKET, Prefix: 'faces/' }))).Contents ??
    [];
  const key = await withDatabase(async (client) => {
    const { rows } = await client.query<{ file_key: string }>(
      'select file_key from saved_faces where id = $1',
      [uploaded.data.id],
    );
    return rows[0]?.file_key;
  });
  expect((await faces()).map((object) => object.Key)).toContain(key);

  await ok(B, '/api/detectface/delete', { id: uploaded.data.id }, device);
  expect((await faces()).map((object) => object.Key)).not.toContain(key);
  s3.destroy();
});

test('a price changed in SQL shows on both instances’ product pages, listings and goods list within 10 s', async () => {
  const card = await firstCard(LB, 'eyeglasses');
  // first answers cached on both instances, so only the change notices can bring the new price
  for (const base of [A, B]) {
    await fetch(`${base}/details/${card.code}`);
    await fetch(`${base}/eyeglasses`);
  }
  const newPriceCents = card.priceCents + 1234;
  const shown = (newPriceCents / 100).toFixed(2);
  await withDatabase((client) =>
    client.query('update products set price_cents = $1 where code = $2', [newPriceCents, card.code]),
  );
  const changed = Date.now();
  await expect
    .poll(
      async () => {
        const seen: string[] = [];
        for (const base of [A, B]) {
          const listed = await ok<{ list: Card[] }>(base, '/api/goods/list', {
            category: 'eyeglasses',
            page: 1,
            pageSize: 12,
          });
          if (listed.list.find((each) => each.code === card.code)?.priceCents === newPriceCents)
            seen.push('api');
          if ((await (await fetch(`${base}/details/${card.code}`)).text()).includes(shown)) seen.push('page');
          if ((await (await fetch(`${base}/eyeglasses`)).text()).includes(shown)) seen.push('listing');
        }
        return seen;
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toEqual(['api', 'page', 'listing', 'api', 'page', 'listing']);
  expect(Date.now() - changed).toBeLessThan(10_000);
});

test('an order placed through A gets exactly one confirmation mail', async () => {
  const buyer = email('buyer');
  const token = await registerConfirmed(A, { email: buyer, password: PASSWORD }, fromShopper());
  const signedIn = { authorization: `Bearer ${token}` };
  const card = await firstCard(A, 'accessories');
  await ok(A, '/api/cart/add', { code: card.code }, signedIn);
  const { snapshotId } = await ok<{ snapshotId: string }>(A, '/api/cart/snapshoot', {}, signedIn);
  await ok(
    A,
    '/api/cart/snapshootShipping',
    {
      snapshotId,
      address: US_ADDRESS,
    },
    signedIn,
  );
  const { orderNumber } = await ok<{ orderNumber: string }>(A, '/api/order/submit', { snapshotId }, signedIn);
  await ok(A, '/api/payment/demo', { orderNumber }, signedIn);

  const confirmations = async () =>
    (await sentMails()).filter((raw) => raw.includes(`order ${orderNumber} is confirmed`));
  await expect.poll(confirmations, { timeout: 10_000 }).toHaveLength(1);
  // the next "deliver-mail" tick (every minute, on whichever instance) must not send it again
  await withDatabase(async (client) => {
    const { rows } = await client.query<{ sent: boolean }>(
      `select sent_at is not null as sent from outgoing_mails where subject like $1`,
      [`%${orderNumber}%`],
    );
    expect(rows).toEqual([{ sent: true }]);
  });
});

test('each job runs once per tick across the two instances', async () => {
  // A cron tick's run has no singleton slot; a start-up run has its minute's slot (job-queue.ts).
  // Either way, one run per job and minute, whichever instance took it.
  const ticks = () =>
    withDatabase(async (client) => {
      const { rows } = await client.query<{ name: string; minute: string; trigger: string; runs: number }>(
        `select name, date_trunc('minute', coalesce(singleton_on, created_on))::text as minute,
                case when singleton_on is null then 'cron' else 'start-up' end as trigger,
                count(*)::int as runs
           from pgboss.job
          where name <> 'failed-jobs' and name not like '\_\_pgboss%' and state = 'completed'
          group by 1, 2, 3`,
      );
      return rows;
    });
  // wait for a cron tick after both instances are up: expire-unpaid-orders runs every minute
  await expect
    .poll(
      async () =>
        (await ticks()).some((row) => row.name === 'expire-unpaid-orders' && row.trigger === 'cron'),
      {
        timeout: 75_000,
        intervals: [2000],
      },
    )
    .toBe(true);
  const rows = await ticks();
  expect(rows.filter((row) => row.runs > 1)).toEqual([]);
  // every start-up job ran, once per minute in which an instance started
  for (const name of [
    'delete-expired-faces',
    'delete-unattached-uploads',
    'delete-old-site-events',
    'deliver-mail',
  ]) {
    expect(
      rows.filter((row) => row.name === name && row.trigger === 'start-up').length,
      name,
    ).toBeGreaterThanOrEqual(1);
  }
});

/** A staff member made by the operator command and signed in through `base`: their bearer token. */
async function staffToken(base: string): Promise<string> {
  const { execFile } = await import('node:child_process');
  const memberEmail = email('chat-staff');
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      'npm',
      ['run', '--silent', 'operator', '--', 'add', memberEmail, '--role', 'staff'],
      { env: { ...process.env, DATABASE_URL: process.env.SCALE_DB, LOG_LEVEL: 'warn' }, timeout: 60_000 },
      (error, out) => (error ? reject(error) : resolve(out)),
    ),
  );
  const link = /token=([A-Za-z0-9_-]+)/.exec(stdout)?.[1];
  if (!link) throw new Error(`no set-password link in:\n${stdout}`);
  await ok(base, '/api/admin/session/setPassword', { token: link, password: PASSWORD });
  const { token } = await ok<{ token: string }>(base, '/api/admin/session/signIn', {
    email: memberEmail,
    password: PASSWORD,
  });
  return token;
}

/**
 * An event stream opened on `base`, read until `match` accepts what came (or 5 s: well under the
 * 15–20 s a stream waits between two reads of its own, so what comes in time came through Redis).
 */
async function followStream(base: string, route: string, body: unknown, headers: Record<string, string>) {
  const abort = new AbortController();
  const answer = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: abort.signal,
  });
  expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
  if (!answer.body) throw new Error(`${route} on ${base} answered no body`);
  const reader = answer.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    async until(match: (text: string) => boolean) {
      const deadline = Date.now() + 5_000;
      while (!match(text)) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${route} on ${base}: nothing matched in\n${text}`);
        const chunk = await Promise.race([
          reader.read(),
          new Promise<{ done: true; value: undefined }>((resolve) =>
            setTimeout(() => resolve({ done: true, value: undefined }), left),
          ),
        ]);
        if (chunk.done) continue;
        text += chunk.value;
      }
    },
    close: () => abort.abort(),
  };
}

test('a shopper on A and a member on B chat both ways live, through Redis', async () => {
  const member = { authorization: `Bearer ${await staffToken(B)}` };
  // the member's chats page on B: online, and hearing the desk
  const desk = await followStream(B, '/api/admin/chats/stream', {}, member);
  try {
    await desk.until((text) => text.includes('event: desk'));
    const shopper = { ...deviceHeaders(), ...fromShopper() };
    const chat = await ok<{ token: string; status: string; ticketNumber: string }>(
      A,
      '/api/chat/start',
      { message: 'Hello from A', pageUrl: '/about-us', name: 'Ada', email: email('chat') },
      shopper,
    );
    expect(chat.status).toBe('waiting');
    // the chat started on A reaches the desk on B
    await desk.until((text) => text.includes(chat.ticketNumber));
    const list = await fetch(`${B}/api/admin/chats/list`, { headers: member });
    const { data } = (await list.json()) as Envelope<{ chats: { id: number; ticketNumber: string }[] }>;
    const id = data.chats.find((row) => row.ticketNumber === chat.ticketNumber)?.id;
    expect(id).toBeDefined();
    await ok(B, '/api/admin/chats/take', { id }, member);

    const onA = await followStream(A, '/api/chat/stream', { token: chat.token, after: 0 }, shopper);
    const onB = await followStream(B, '/api/admin/chats/stream', { id, after: 0 }, member);
    try {
      await onA.until((text) => text.includes('"status":"taken"'));
      await ok(B, '/api/admin/chats/reply', { id, message: 'Hello from B' }, member);
      await onA.until((text) => text.includes('Hello from B'));
      await ok(A, '/api/chat/send', { token: chat.token, message: 'Thanks, B' }, shopper);
      await onB.until((text) => text.includes('Thanks, B'));
    } finally {
      onA.close();
      onB.close();
    }
  } finally {
    desk.close();
  }
});
