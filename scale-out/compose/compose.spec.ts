import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { US_ADDRESS } from '../../__tests__/support/shipping-addresses';
import { caughtMails } from './mail-catcher';
import type { ComposedShop } from './stack';

// docs/deploying.md#compose: the whole shop compose.yaml starts (stack.ts), checked from outside:
// nginx in front of two healthy instances on PostgreSQL, Redis and the object store, the seeded
// catalog, an order whose confirmation reaches the mail catcher, and a photo kept in the bucket the
// shop made itself.

const shop = JSON.parse(process.env.COMPOSED_SHOP ?? '{}') as ComposedShop;
const { lb: LB, a: A, b: B, project: PROJECT } = shop;

type Envelope<T> = { code: number; msg: string; data: T };

function deviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `d${Array.from(randomBytes(67), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function ok<T>(base: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  const answer = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${route} on ${base}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

test('nginx answers for two healthy instances on PostgreSQL and the bucket', async () => {
  for (const service of ['shop-a', 'shop-b']) {
    // the image's own HEALTHCHECK; exits non-zero when it fails
    execFileSync('podman', ['healthcheck', 'run', `${PROJECT}_${service}_1`]);
  }
  const health = (await (await fetch(`${LB}/api/health`)).json()) as Envelope<Record<string, string>>;
  expect(health.data).toMatchObject({ status: 'ok', database: 'postgres', files: 'bucket' });
  // the instances answer /metrics each for itself; the balancer does not pass it on
  expect((await fetch(`${LB}/metrics`)).status).toBe(404);
});

test('serves the seeded catalog through nginx', async () => {
  const { list } = await ok<{ list: { code: string; name: string }[] }>(LB, '/api/goods/list', {
    category: 'eyeglasses',
    page: 1,
    pageSize: 12,
  });
  const [first] = list;
  if (!first) throw new Error('the seeded catalog has no eyeglasses');
  const page = await fetch(`${LB}/details/${first.code}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(first.name);
});

test('a guest pays an order with the demo provider, and its confirmation reaches the mail catcher', async () => {
  const guest = { 'x-device-id': deviceId() };
  const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
  const { list } = await ok<{ list: { code: string; inStock: boolean }[] }>(LB, '/api/goods/list', {
    category: 'accessories',
    page: 1,
    pageSize: 12,
  });
  const card = list.find((each) => each.inStock);
  if (!card) throw new Error('no accessory in stock');
  await ok(LB, '/api/cart/add', { code: card.code }, guest);
  const { snapshotId } = await ok<{ snapshotId: string }>(LB, '/api/cart/snapshoot', {}, guest);
  const { signIn } = await ok<{ signIn: { token: string } | null }>(
    LB,
    '/api/cart/snapshootShipping',
    { snapshotId, address: US_ADDRESS, email },
    guest,
  );
  const headers = { ...guest, authorization: `Bearer ${signIn?.token}` };
  const { orderNumber } = await ok<{ orderNumber: string }>(LB, '/api/order/submit', { snapshotId }, headers);
  await ok(LB, '/api/payment/demo', { orderNumber }, headers);

  await expect
    .poll(
      async () =>
        (await caughtMails(shop.mail)).filter((mail) => mail.to.includes(email)).map((mail) => mail.subject),
      {
        timeout: 90_000,
      },
    )
    .toContainEqual(expect.stringContaining(`order ${orderNumber} is confirmed`));
});

test('a photo uploaded through A is read through B, from the bucket the shop made', async () => {
  const device = { 'x-device-id': deviceId() };
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#9a7' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'face.jpg', { type: 'image/jpeg' }));
  form.append('consent', 'true');
  const uploaded = (await (
    await fetch(`${A}/api/detectface/upload`, { method: 'POST', headers: device, body: form })
  ).json()) as Envelope<{ id: number }>;
  expect(uploaded.code, uploaded.msg).toBe(200);

  const image = await fetch(`${B}/api/detectface/image`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...device },
    body: JSON.stringify({ id: uploaded.data.id }),
  });
  expect(image.status).toBe(200);
  expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(64);

  const { bucketEnv } = shop;
  const s3 = new S3Client({
    endpoint: bucketEnv.S3_ENDPOINT,
    region: bucketEnv.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: bucketEnv.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: bucketEnv.S3_SECRET_ACCESS_KEY ?? '',
    },
  });
  const faces = await s3.send(new ListObjectsV2Command({ Bucket: bucketEnv.S3_BUCKET, Prefix: 'faces/' }));
  expect(faces.Contents?.length).toBe(1);
  s3.destroy();
});
