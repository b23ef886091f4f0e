import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { CartLine, CartTotals } from '@/lib/contract/calls/cart';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import type { PaymentResult } from '@/lib/contract/calls/payment';
import type { FlowAnswer } from '@/lib/contract/calls/process';
import { resetServerConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db/database';
import {
  frameSpecs,
  lensOptions,
  orderHistory,
  orders,
  productVariants,
  products,
} from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post, type CallResult } from './call-route';
import { createShopper, type TestShopper } from './shoppers';
import { US_ADDRESS } from './shipping-addresses';

// The shopper's road from cart to paid order through the same calls the storefront makes
// (docs/product.md#calls "Cart and order"), shared by the cart, checkout, order and payment API
// tests.

export type Headers = Record<string, string>;
export type CartAnswer = { list: CartLine[]; totals: CartTotals };
export type SubmitAnswer = { orderNumber: string; status: number; totalCents: number; payBy: string };

/** The value, which the test expects to be there. */
export function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

export const guestDevice = (): Headers => ({ 'x-device-id': createDeviceId() });
/** A network address of the call's own, so per-address limits of one test leave the others alone. */
export const fromAddress = (): Headers => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });

export { GB_ADDRESS, US_ADDRESS } from './shipping-addresses';

/** A product colour the test owns: nobody else in the file is handed the same product. */
export interface TestItem {
  code: string;
  sku: string;
  productId: number;
  variantId: number;
  priceCents: number;
}

const handedOut: number[] = [];

/**
 * A product of the seeded catalog that no earlier call of this test file was given, with no flash
 * sale running; `priceCents` and `stock` are set on it when given, so the test knows its numbers.
 * Frames are sunglasses that take the non-prescription polarized lenses (see addGlasses).
 */
export async function freshProduct(
  type: 'accessories' | 'sunglasses',
  changes: { priceCents?: number; stock?: number } = {},
): Promise<TestItem> {
  const db = await database();
  const conditions = [
    eq(products.type, type),
    eq(products.isActive, true),
    isNull(products.flashSalePriceCents),
    sql`${productVariants.stock} > 0`,
    ...(handedOut.length > 0 ? [notInArray(products.id, handedOut)] : []),
  ];
  const query = db
    .select({
      code: products.code,
      sku: productVariants.sku,
      productId: products.id,
      variantId: productVariants.id,
      priceCents: products.priceCents,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id));
  const [row] =
    type === 'sunglasses'
      ? await query
          .innerJoin(frameSpecs, eq(frameSpecs.productId, products.id))
          .where(and(...conditions, ne(frameSpecs.rim, 'rimless')))
          .orderBy(asc(products.id), asc(productVariants.sort))
          .limit(1)
      : await query
          .where(and(...conditions))
          .orderBy(asc(products.id), asc(productVariants.sort))
          .limit(1);
  if (!row) throw new Error(`no ${type} left to hand out`);
  handedOut.push(row.productId);
  if (changes.priceCents !== undefined) await setPrice(row, changes.priceCents);
  if (changes.stock !== undefined) await setStock(row, changes.stock);
  return { ...row, priceCents: changes.priceCents ?? row.priceCents };
}

/** The operator changes a product's price (straight in the database, as the admin would). */
export async function setPrice(item: Pick<TestItem, 'productId'>, priceCents: number): Promise<void> {
  const db = await database();
  await db.update(products).set({ priceCents }).where(eq(products.id, item.productId));
}

export async function setStock(item: Pick<TestItem, 'variantId'>, stock: number): Promise<void> {
  const db = await database();
  await db.update(productVariants).set({ stock }).where(eq(productVariants.id, item.variantId));
}

export async function stockOf(item: Pick<TestItem, 'variantId'>): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, item.variantId));
  return must(row).stock;
}

// ——— the cart ———

export const addToCart = (headers: Headers, item: TestItem, quantity = 1) =>
  post<{ id: number; count: number }>('/api/cart/add', { code: item.code, sku: item.sku, quantity }, headers);

export const cartOf = async (headers: Headers): Promise<CartAnswer> =>
  (await post<CartAnswer>('/api/cart/list', {}, headers)).body.data;

async function lensChoice(type: string, code: string) {
  const db = await database();
  const [row] = await db.select().from(lensOptions).where(eq(lensOptions.code, code));
  if (!row) throw new Error(`no lens option ${code}`);
  return { type, value: row.id, price: row.priceCents, item: row.name };
}

/**
 * Walks the lens flow as the wizard does (docs/product.md#calls: /api/process/product, /next for
 * each choice, /submit) and puts the glasses in the cart; throws with the server's words when a
 * call is refused.
 */
export async function submitLensChoices(
  headers: Headers,
  frame: { code: string; sku: string },
  choices: readonly object[],
): Promise<void> {
  let answer = (await post<FlowAnswer>('/api/process/product', { code: frame.code }, headers)).body.data;
  for (let index = 0; index < choices.length; index += 1) {
    const next = await post<FlowAnswer>(
      '/api/process/next',
      { code: frame.code, step_id: answer.step_id, step_data: choices.slice(0, index + 1) },
      headers,
    );
    if (next.body.code !== 200) throw new Error(`the lens flow refused: ${next.body.msg}`);
    answer = next.body.data;
  }
  const added = await post(
    '/api/process/submit',
    { code: frame.code, step_id: answer.step_id, step_data: choices, color: frame.sku },
    headers,
  );
  if (added.body.code !== 200) throw new Error(`the glasses were not added: ${added.body.msg}`);
}

/**
 * A pair of sunglasses with non-prescription polarized lenses put in the cart through the lens flow
 * (/api/process/product, /next for each choice, /submit), as the wizard does. Answers the lens price.
 */
export async function addGlasses(
  headers: Headers,
  frame: TestItem,
): Promise<{ lensCents: number; lensItems: string[] }> {
  const choices = [
    await lensChoice('lens_use', 'plain_polarized'),
    await lensChoice('add_ones', 'standard_coating'),
    await lensChoice('lens_type', 'polarized_grey'),
  ];
  await submitLensChoices(headers, frame, choices);
  return {
    lensCents: choices.reduce((sum, choice) => sum + choice.price, 0),
    lensItems: choices.slice(1).map((choice) => choice.item),
  };
}

// ——— the checkout ———

export const snapshoot = (headers: Headers, input: Record<string, unknown> = {}) =>
  post<Snapshot>('/api/cart/snapshoot', input, headers);

export const snapshootShipping = (
  headers: Headers,
  snapshotId: string,
  input: Record<string, unknown> = {},
) =>
  post<{ snapshot: Snapshot; signIn: { token: string } | null }>(
    '/api/cart/snapshootShipping',
    { snapshotId, ...input },
    headers,
  );

export const snapshootStatus = (headers: Headers, snapshotId: string) =>
  post<{ valid: boolean; problems: { kind: string; message: string }[]; orderNumber: string | null }>(
    '/api/cart/snapshootStatus',
    { snapshotId },
    headers,
  );

export const submitOrder = (headers: Headers, snapshotId: string) =>
  post<SubmitAnswer>('/api/order/submit', { snapshotId }, headers);

export const payWithDemo = (headers: Headers, orderNumber: string) =>
  post<PaymentResult>('/api/payment/demo', { orderNumber }, headers);

/** The answer's data, after checking that the call succeeded. */
export function okData<T>(result: CallResult<T>): T {
  if (result.body.code !== 200)
    throw new Error(`the call was refused (${result.body.code}): ${result.body.msg}`);
  return result.body.data;
}

/** A snapshot of the cart, shipped to `address`: what submit takes. */
export async function readySnapshot(
  headers: Headers,
  options: { currency?: string; address?: object; couponId?: number } = {},
): Promise<Snapshot> {
  const taken = okData(await snapshoot(headers, options.currency ? { currency: options.currency } : {}));
  const shipped = await snapshootShipping(headers, taken.snapshotId, {
    address: options.address ?? US_ADDRESS,
    ...(options.couponId ? { couponId: options.couponId } : {}),
  });
  return okData(shipped).snapshot;
}

export interface PlacedOrder {
  shopper: TestShopper;
  item: TestItem;
  snapshot: Snapshot;
  order: SubmitAnswer;
}

/** A signed-in shopper's unpaid order of one fresh accessory (quantity 1 unless told). */
export async function placedOrder(
  options: { shopper?: TestShopper; quantity?: number; priceCents?: number; currency?: string } = {},
): Promise<PlacedOrder> {
  const shopper = options.shopper ?? (await createShopper('buyer'));
  const item = await freshProduct('accessories', {
    ...(options.priceCents ? { priceCents: options.priceCents } : {}),
  });
  okData(await addToCart(shopper.headers, item, options.quantity ?? 1));
  const snapshot = await readySnapshot(
    shopper.headers,
    options.currency ? { currency: options.currency } : {},
  );
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  return { shopper, item, snapshot, order };
}

/** The same, paid with the demo provider (0 → 1 Not Shipped). */
export async function paidOrder(options: Parameters<typeof placedOrder>[0] = {}): Promise<PlacedOrder> {
  const placed = await placedOrder(options);
  okData(await payWithDemo(placed.shopper.headers, placed.order.orderNumber));
  return placed;
}

// ——— what the database holds ———

export async function orderRow(orderNumber: string) {
  const db = await database();
  const [row] = await db.select().from(orders).where(eq(orders.number, orderNumber));
  return must(row);
}

/** The order's moves as [from, to] pairs, oldest first. */
export async function movesOf(orderNumber: string): Promise<[number | null, number][]> {
  const db = await database();
  const rows = await db
    .select({ from: orderHistory.fromStatus, to: orderHistory.toStatus })
    .from(orderHistory)
    .innerJoin(orders, eq(orders.id, orderHistory.orderId))
    .where(eq(orders.number, orderNumber))
    .orderBy(asc(orderHistory.id));
  return rows.map((row) => [row.from, row.to]);
}

export async function setOrder(orderNumber: string, changes: Partial<typeof orders.$inferInsert>) {
  const db = await database();
  await db.update(orders).set(changes).where(eq(orders.number, orderNumber));
}

// ——— the server configuration ———

/**
 * Sets environment variables for one test and answers the function that puts them back; the
 * server configuration is read again both times.
 */
export function useEnv(values: Record<string, string | undefined>): () => void {
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  const apply = (next: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(next)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    resetServerConfig();
  };
  apply(values);
  return () => apply(saved);
}

/** The shopper claims a listed coupon (/api/coupon/claim) and answers its held id. */
export async function claimCoupon(shopper: TestShopper, code: string): Promise<number> {
  return okData(await post<{ id: number }>('/api/coupon/claim', { code }, shopper.headers)).id;
}
