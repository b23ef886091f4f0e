import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { addTypedGlasses, cardsOf, registerShopper, uniqueEmail } from '../checkout-helpers';
import { apiData } from './console';

// Orders for the console's browser tests, made through the shop's API as shoppers make them: a
// shopper, their cart, a snapshot shipped to a US address, the order, and the demo payment.

const US_ADDRESS = {
  firstName: 'Robin',
  lastName: 'Hale',
  countryCode: 'US',
  province: 'IL',
  city: 'Springfield',
  line1: '12 Main St',
  postcode: '62701',
  phoneCode: '1',
  phone: '555 123 4567',
};

export interface ShopperOrder {
  email: string;
  token: string;
  orderNumber: string;
  totalCents: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A shop-made device id (docs/product.md#client-state: 68 characters, a letter first). */
export function deviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return `d${Array.from(randomBytes(67), (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/**
 * A new shopper's paid order: prescription eyeglasses (typed values) or an accessory, paid with
 * the demo provider (status 1, Not Shipped).
 */
export async function paidOrder(
  request: APIRequestContext,
  kind: 'prescription' | 'accessory',
): Promise<ShopperOrder> {
  const email = uniqueEmail(`console-${kind}`);
  const token = await registerShopper(request, email, 'Robin');
  const headers = bearer(token);
  if (kind === 'prescription') {
    // a full-rim frame takes the 1.50 lens the helper chooses (docs/product.md#lens-rules)
    const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
    if (!frame) throw new Error('no full-rim eyeglasses in stock');
    await addTypedGlasses(request, headers, frame);
  } else {
    const [item] = await cardsOf(request, 'accessories');
    if (!item) throw new Error('no accessory in stock');
    // the first colour in stock, as the cart takes it without a SKU
    await apiData(request, '/api/cart/add', { code: item.code, quantity: 1 }, headers);
  }
  const order = await payForCart(request, headers);
  return { email, token, ...order };
}

/**
 * The cart of `headers` ordered as the checkout does (a snapshot shipped to a US address, the order)
 * and paid with the demo provider.
 */
export async function payForCart(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<{ orderNumber: string; totalCents: number }> {
  const taken = await apiData<{ snapshotId: string }>(request, '/api/cart/snapshoot', {}, headers);
  await apiData(
    request,
    '/api/cart/snapshootShipping',
    { snapshotId: taken.snapshotId, address: US_ADDRESS },
    headers,
  );
  const order = await apiData<{ orderNumber: string; totalCents: number }>(
    request,
    '/api/order/submit',
    { snapshotId: taken.snapshotId },
    headers,
  );
  await apiData(request, '/api/payment/demo', { orderNumber: order.orderNumber }, headers);
  return { orderNumber: order.orderNumber, totalCents: order.totalCents };
}

/** A member ships an order without a prescription (1 → 2) with UPS, as the console's dialog does. */
export async function shipOrder(
  request: APIRequestContext,
  order: ShopperOrder,
  staffToken: string,
): Promise<void> {
  await apiData(
    request,
    '/api/admin/orders/ship',
    { number: order.orderNumber, carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    bearer(staffToken),
  );
}

/** The shopper asks for a return or exchange of their shipped order (no photos). */
export async function requestAfterSales(
  request: APIRequestContext,
  order: ShopperOrder,
  kind: 'return' | 'exchange',
): Promise<void> {
  const answer = await request.post('/api/order/afterSales', {
    headers: bearer(order.token),
    multipart: {
      orderNumber: order.orderNumber,
      kind,
      reason: 'does-not-fit',
      details: 'The frame pinches behind my ears after an hour.',
      refundTo: 'original',
    },
  });
  const body = (await answer.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`after-sales request refused: ${body.msg}`);
}

/** A guest's ticket from the contact page. */
export async function guestTicket(request: APIRequestContext, email: string): Promise<string> {
  const { ticketNumber } = await apiData<{ ticketNumber: string }>(
    request,
    '/api/contact/save',
    {
      name: 'Jordan Guest',
      email,
      topic: 'product',
      message: 'Do the Aviator frames come in a narrower size for small faces?',
    },
    { 'x-device-id': deviceId() },
  );
  return ticketNumber;
}

/**
 * The mails written to the server's outbox (DATA_DIR/outbox, `.data` for the postgres project's
 * server) that hold every one of `words`, decoded from quoted-printable enough to search.
 */
export async function outboxMails(...words: string[]): Promise<string[]> {
  const folder = path.resolve('.data', 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(folder, name), 'utf8')),
  );
  const plain = mails.map((mail) =>
    mail
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
  return plain.filter((mail) => words.every((word) => mail.includes(word)));
}
