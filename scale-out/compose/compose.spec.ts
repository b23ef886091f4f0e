import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { guestPaidOrder, ok } from '../support/shop-calls';
import { caughtMails } from './mail-catcher';
import type { ComposedShop } from './stack';

// docs/deploying.md#compose: the whole shop compose.yaml starts (stack.ts), checked from outside:
// nginx in front of two healthy instances on PostgreSQL, Redis and the object store, the seeded
// catalog, and an order whose confirmation reaches the mail catcher. What the instances share (carts,
// sessions, limits, photos in the bucket the shop makes, jobs, chat) is the scale-out suite's cluster
// spec, which runs against this stack too (SCALE_STACK=compose).

const shop = JSON.parse(process.env.COMPOSED_SHOP ?? '{}') as ComposedShop;
const { lb: LB, project: PROJECT } = shop;

type Envelope<T> = { code: number; msg: string; data: T };

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
  const { orderNumber, email } = await guestPaidOrder(LB);
  await expect
    .poll(
      async () =>
        (await caughtMails(shop.mail)).filter((mail) => mail.to.includes(email)).map((mail) => mail.subject),
      { timeout: 90_000 },
    )
    .toContainEqual(expect.stringContaining(`order ${orderNumber} is confirmed`));
});
