import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { expect } from '@playwright/test';
import { US_ADDRESS } from '../../__tests__/support/shipping-addresses';

// What the suites that run the shop as a whole (scale-out, the image, compose.yaml, the upgrade) do
// to it from outside: wait for it, call it as a shopper does, place a guest's paid order, stop it.

type Envelope<T> = { code: number; msg: string; data: T };

/** Waits until `url` answers 2xx (a server starting, a balancer finding its instances). */
export async function waitFor(url: string, seconds: number): Promise<void> {
  const end = Date.now() + seconds * 1000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer in ${seconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** A device id as the shop makes them (68 characters, a letter first): a guest's cart. */
export function deviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `d${Array.from(randomBytes(67), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** A call that must succeed: its data. */
export async function ok<T>(
  base: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const answer = await fetch(`${base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await answer.json()) as Envelope<T>;
  expect(envelope.code, `${route} on ${base}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

export interface PaidOrder {
  orderNumber: string;
  /** The session the guest checkout gave: it reads the order. */
  token: string;
  /** The e-mail the guest gave. */
  email: string;
}

/**
 * A guest's order of `items` accessories in stock, placed and paid with the demo provider through
 * `base`, as the checkout does it: cart, snapshot, address with an e-mail, submit, pay.
 */
export async function guestPaidOrder(base: string, items = 1): Promise<PaidOrder> {
  const guest = { 'x-device-id': deviceId() };
  const { list } = await ok<{ list: { code: string; inStock: boolean }[] }>(base, '/api/goods/list', {
    category: 'accessories',
    page: 1,
    pageSize: 12,
  });
  const inStock = list.filter((each) => each.inStock).slice(0, items);
  if (inStock.length < items) throw new Error(`fewer than ${items} accessories in stock`);
  for (const card of inStock) await ok(base, '/api/cart/add', { code: card.code }, guest);
  const { snapshotId } = await ok<{ snapshotId: string }>(base, '/api/cart/snapshoot', {}, guest);
  const email = `guest-${randomBytes(4).toString('hex')}@example.com`;
  const { signIn } = await ok<{ signIn: { token: string } | null }>(
    base,
    '/api/cart/snapshootShipping',
    { snapshotId, address: US_ADDRESS, email },
    guest,
  );
  if (!signIn) throw new Error('the guest checkout did not sign the guest in');
  const headers = { ...guest, authorization: `Bearer ${signIn.token}` };
  const { orderNumber } = await ok<{ orderNumber: string }>(
    base,
    '/api/order/submit',
    { snapshotId },
    headers,
  );
  await ok(base, '/api/payment/demo', { orderNumber }, headers);
  return { orderNumber, token: signIn.token, email };
}

/** Stops the processes a suite started: SIGTERM, then SIGKILL after 10 s. */
export function stopAll(children: readonly ChildProcess[]): Promise<void[]> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    ),
  );
}
