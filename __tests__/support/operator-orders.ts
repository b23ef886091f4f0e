import { asc, eq, sql } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { database } from '@/lib/server/platform/db/database';
import { auditLog } from '@/lib/server/platform/db/schema';
import { callRoute, post } from './call-route';
import {
  addToCart,
  freshProduct,
  fromAddress,
  okData,
  payWithDemo,
  readySnapshot,
  submitOrder,
  US_ADDRESS,
  type SubmitAnswer,
  type TestItem,
} from './checkout-flow';
import type { TestOperator } from './operators';
import { addPrescriptionGlasses, type PrescriptionChoice } from './prescription-glasses';
import { createShopper, type TestShopper } from './shoppers';

// Orders made through the storefront's calls and worked on through the operator console's
// (/api/admin/orders/*), for the console's order tests.

/** An operator call of the orders area, as the console sends it. */
export const adminOrders = <T = OperatorOrder>(operator: TestOperator, verb: string, json: object = {}) =>
  post<T>(`/api/admin/orders/${verb}`, json, operator.headers);

export interface ShopOrder {
  shopper: TestShopper;
  order: SubmitAnswer;
  number: string;
}

/**
 * A signed-in shopper's order through the storefront: `item` (an accessory, once) or prescription
 * glasses, shipped to `address`, paid with the demo provider unless `paid` is false.
 */
export async function shopOrder(
  options: {
    shopper?: TestShopper;
    item?: TestItem;
    glasses?: PrescriptionChoice;
    address?: Partial<typeof US_ADDRESS>;
    couponId?: number;
    paid?: boolean;
  } = {},
): Promise<ShopOrder> {
  const shopper = options.shopper ?? (await createShopper('buyer'));
  if (options.glasses) await addPrescriptionGlasses(shopper.headers, options.glasses);
  if (options.item || !options.glasses)
    okData(await addToCart(shopper.headers, options.item ?? (await freshProduct('accessories'))));
  const snapshot = await readySnapshot(shopper.headers, {
    address: { ...US_ADDRESS, ...options.address },
    ...(options.couponId ? { couponId: options.couponId } : {}),
  });
  const order = okData(await submitOrder(shopper.headers, snapshot.snapshotId));
  if (options.paid !== false) okData(await payWithDemo(shopper.headers, order.orderNumber));
  return { shopper, order, number: order.orderNumber };
}

/** A photo of a prescription, uploaded in the lens flow by the shopper (/api/process/upload). */
export async function uploadedPrescription(shopper: TestShopper): Promise<PrescriptionChoice> {
  const { default: sharp } = await import('sharp');
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#dddddd' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new File([new Uint8Array(photo)], 'rx.jpg', { type: 'image/jpeg' }));
  const uploaded = okData(
    await callRoute<{ upload: string }>('POST', '/api/process/upload', {
      body: form,
      headers: { ...shopper.headers, ...fromAddress() },
    }),
  );
  return { source: 'image', upload: uploaded.upload };
}

/** The audit log's lines about one object, oldest first. */
export async function auditLinesOf(objectId: string) {
  const db = await database();
  return db.select().from(auditLog).where(eq(auditLog.objectId, objectId)).orderBy(asc(auditLog.id));
}

export async function auditCount(action: string): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(eq(auditLog.action, action));
  return row?.n ?? 0;
}

/** A raw mail's quoted-printable text made readable: soft line breaks joined, =3D back to "=". */
export function readableMail(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The full checklist of a typed prescription (docs/operating.md#optician-check). */
const TYPED_CHECKLIST = ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses'];

/**
 * A member who may confirm prescriptions: an owner grants the permission, and the member's licence
 * number is on their profile (docs/operating.md#optician-check).
 */
export async function makeOptician(member: TestOperator, owner: TestOperator): Promise<void> {
  okData(
    await post(
      '/api/admin/staff/update',
      { id: member.staffId, mayConfirmPrescriptions: true },
      owner.headers,
    ),
  );
  okData(
    await post(
      '/api/admin/session/profile',
      { name: 'Test optician', licenceNumber: 'OPT-1' },
      member.headers,
    ),
  );
}

/** The optician opens the order's prescription values and confirms them with the checklist ticked. */
export async function confirmPrescription(operator: TestOperator, number: string) {
  okData(await adminOrders(operator, 'prescription', { number }));
  return okData(
    await adminOrders<{ order: OperatorOrder }>(operator, 'checkPrescription', {
      number,
      decision: 'confirmed',
      checked: TYPED_CHECKLIST,
    }),
  );
}

/**
 * A prescription order confirmed and taken through the lab's stages to "ready to ship"
 * (docs/operating.md#lab-stages), as it must be before it ships.
 */
export async function readyToShip(operator: TestOperator, number: string): Promise<void> {
  await confirmPrescription(operator, number);
  for (const stage of ['in_production', 'fitted', 'quality_checked', 'ready'])
    okData(await adminOrders(operator, 'labStage', { number, stage }));
}
