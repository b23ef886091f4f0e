import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { guestPaidOrder, ok, waitFor } from '../support/shop-calls';
import { podman } from './container';

// docs/deploying.md#image: the image as an operator runs it (container.ts), checked from outside:
// who it runs as, its health check, a product page, an order paid with the demo provider, and
// its data kept in the /data volume across a restart.

const URL = process.env.IMAGE_URL ?? '';
const CONTAINER = process.env.IMAGE_CONTAINER ?? '';
const DATA_DIR = process.env.IMAGE_DATA_DIR ?? '';

type Envelope<T> = { code: number; msg: string; data: T };
type OrderInfo = { status: number; payment: { provider: string } | null };

const orderInfo = (orderNumber: string, token: string) =>
  ok<OrderInfo>(URL, '/api/order/info', { orderNumber }, { authorization: `Bearer ${token}` });

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
  const { list } = await ok<{ list: { code: string; name: string }[] }>(URL, '/api/goods/list', {
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
  const { orderNumber, token } = await guestPaidOrder(URL);
  const paid = await orderInfo(orderNumber, token);
  // status 1: paid (docs/product.md#order-states)
  expect(paid).toMatchObject({ status: 1, payment: { provider: 'demo' } });

  podman('restart', '--time', '10', CONTAINER);
  await waitFor(`${URL}/api/health`, 120);
  expect(await orderInfo(orderNumber, token)).toMatchObject({ status: 1, payment: { provider: 'demo' } });
});
