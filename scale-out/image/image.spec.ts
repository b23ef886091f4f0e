import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { US_ADDRESS } from '../../__tests__/support/shipping-addresses';
import { podman, waitForHealth } from './container';

// docs/deploying.md#image: the image as an operator runs it (container.ts), checked from outside:
// who it runs as, its health check, a product page, an order paid with the demo provider, and
// its data kept in the /data volume across a restart.

const URL = process.env.IMAGE_URL ?? '';
const CONTAINER = process.env.IMAGE_CONTAINER ?? '';
const DATA_DIR = process.env.IMAGE_DATA_DIR ?? '';

type Envelope<T> = { code: number; msg: string; data: T };

/** A device id as the shop makes them (68 characters, a letter first): a guest's cart. */
function deviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `d${Array.from(randomBytes(67), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

async function ok<T>(route: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const answer = await fetch(`${URL}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${route}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

/** Places and pays an order as a guest, as the checkout does; answers its number and the guest's token. */
async function guestOrder(): Promise<{ orderNumber: string; token: string }> {
  const guest = { 'x-device-id': deviceId() };
  const { list } = await ok<{ list: { code: string; inStock: boolean }[] }>('/api/goods/list', {
    category: 'accessories',
    page: 1,
    pageSize: 12,
  });
  const card = list.find((each) => each.inStock);
  if (!card) throw new Error('no accessory in stock');
  await ok('/api/cart/add', { code: card.code }, guest);
  const { snapshotId } = await ok<{ snapshotId: string }>('/api/cart/snapshoot', {}, guest);
  const { signIn } = await ok<{ signIn: { token: string } | null }>(
    '/api/cart/snapshootShipping',
    { snapshotId, address: US_ADDRESS, email: `guest-${randomBytes(4).toString('hex')}@example.com` },
    guest,
  );
  if (!signIn) throw new Error('the guest checkout did not sign the guest in');
  const headers = { ...guest, authorization: `Bearer ${signIn.token}` };
  const { orderNumber } = await ok<{ orderNumber: string }>('/api/order/submit', { snapshotId }, headers);
  await ok('/api/payment/demo', { orderNumber }, headers);
  return { orderNumber, token: signIn.token };
}

type OrderInfo = { status: number; payment: { provider: string } | null };

const orderInfo = (orderNumber: string, token: string) =>
  ok<OrderInfo>('/api/order/info', { orderNumber }, { authorization: `Bearer ${token}` });

test('runs as its own user, not root, with the embedded database in the /data volume', () => {
  expect(podman('exec', CONTAINER, 'id', '-u')).toBe('10001');
  expect(podman('inspect', '--format', '{{.Config.User}}', CONTAINER)).toBe('oculo');
  expect(existsSync(path.join(DATA_DIR, 'db', 'PG_VERSION'))).toBe(true);
});

test('its health check passes, and /api/health names the embedded database', async () => {
  // exits non-zero when the image's HEALTHCHECK fails (or the image has none)
  podman('healthcheck', 'run', CONTAINER);
  const health = (await (await fetch(`${URL}/api/health`)).json()) as Envelope<Record<string, string>>;
  expect(health.data).toMatchObject({ status: 'ok', database: 'pglite', files: 'folder' });
});

test('serves the seeded catalog: a listing and a product page', async () => {
  const listing = await fetch(`${URL}/eyeglasses`);
  expect(listing.status).toBe(200);
  const { list } = await ok<{ list: { code: string; name: string }[] }>('/api/goods/list', {
    category: 'eyeglasses',
    page: 1,
    pageSize: 12,
  });
  const [first] = list;
  if (!first) throw new Error('the seeded catalog has no eyeglasses');
  const page = await fetch(`${URL}/details/${first.code}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(first.name);
});

test('a guest orders and pays with the demo provider, and the order outlives a restart', async () => {
  const { orderNumber, token } = await guestOrder();
  const paid = await orderInfo(orderNumber, token);
  // status 1: paid (docs/product.md#order-states)
  expect(paid).toMatchObject({ status: 1, payment: { provider: 'demo' } });

  podman('restart', '--time', '10', CONTAINER);
  await waitForHealth(URL, 120);
  expect(await orderInfo(orderNumber, token)).toMatchObject({ status: 1, payment: { provider: 'demo' } });
});
