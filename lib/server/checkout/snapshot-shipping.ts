import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { cartSnapshootShippingCall, ShippingAddress, Snapshot } from '@/lib/contract/calls/checkout';
import type { Address } from '@/lib/contract/calls/address';
import type { UserInfo } from '@/lib/contract/calls/user';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { shippingFee, type ShippingMethod } from '@/lib/shop/shipping';
import { fastRegister } from '../accounts/register';
import { findUser, findUserByEmail } from '../accounts/user-info';
import { addressInfo, saveAddress } from '../addresses/address-book';
import { checkAddressPlace } from '../addresses/address-place';
import { cartOwner } from '../cart/cart-owner';
import { checkoutCoupon } from '../coupons/checkout-coupon';
import { database } from '../db/database';
import { checkoutSnapshots } from '../db/schema';
import type { CallContext } from '../http/route-handler';
import { SNAPSHOOT_MESSAGES } from './snapshoot';
import {
  discountedMerchandiseOf,
  ownedSnapshot,
  repriceSnapshot,
  SNAPSHOT_MESSAGES,
  snapshotView,
} from './snapshot-records';

type Input = z.infer<typeof cartSnapshootShippingCall.input>;
type GuestAddress = NonNullable<Input['address']>;

export const SHIPPING_MESSAGES = {
  email: 'Enter your e-mail address so we can send your order confirmation.',
  address: 'Enter the delivery address.',
  method: 'This shipping method is not offered for this country.',
  ordered: 'This checkout is already an order.',
} as const;

/**
 * POST /api/cart/snapshootShipping: where the order goes, how, and with which coupon. A guest gives
 * an address and an e-mail; an account is made for the e-mail (fast registration: signed in now, a
 * mail to choose a password), the snapshot and the cart move to it, and its session is answered.
 */
export async function snapshootShipping(
  input: Input,
  context: CallContext,
): Promise<{ snapshot: Snapshot; signIn: { token: string; userInfo: UserInfo } | null }> {
  let owner = await cartOwner(context);
  const db = await database();
  let row = await ownedSnapshot(db, input.snapshotId, owner);
  if (row.orderId !== null) throw new RefusedError(SHIPPING_MESSAGES.ordered);
  if (row.expiresAt <= new Date()) throw new RefusedError(SNAPSHOT_MESSAGES.expired);

  let signIn: { token: string; userInfo: UserInfo } | null = null;
  let address: ShippingAddress | null = row.address;
  if (owner.userId === undefined) {
    if (input.addressId !== undefined) throw new NotFoundError('The address');
    if (input.couponId) throw new RefusedError(SNAPSHOOT_MESSAGES.couponNeedsAccount);
    if (!input.email || !input.address) {
      throw new InvalidInputError({
        ...(input.email ? {} : { email: SHIPPING_MESSAGES.email }),
        ...(input.address ? {} : { address: SHIPPING_MESSAGES.address }),
      });
    }
    address = await placedAddress(input.address);
    signIn = await fastRegister({ email: input.email }, context);
    const user = await findUserByEmail(db, input.email);
    if (!user) throw new Error('the fast-registered account was not found');
    const userId = user.id;
    await db
      .update(checkoutSnapshots)
      .set({ userId, deviceId: null, email: input.email })
      .where(eq(checkoutSnapshots.id, row.id));
    await saveAddress(userId, { ...input.address, isDefault: true });
    owner = { userId };
    row = await ownedSnapshot(db, input.snapshotId, owner);
  } else if (input.addressId !== undefined) {
    address = toShippingAddress(await addressInfo(owner.userId, input.addressId));
  } else if (input.address) {
    address = await placedAddress(input.address);
  }
  const userId = owner.userId;

  if (input.couponId !== undefined && input.couponId !== null) {
    if (!(await checkoutCoupon(db, userId, input.couponId))) throw new NotFoundError('This coupon');
  }
  const countryCode = address?.countryCode ?? 'US';
  const method = (input.shippingMethod ?? row.shippingMethod ?? 'standard') as ShippingMethod;
  if (
    input.shippingMethod &&
    shippingFee(countryCode, method, discountedMerchandiseOf(row.totals)) === null
  ) {
    throw new InvalidInputError({ shippingMethod: SHIPPING_MESSAGES.method });
  }
  const [changed] = await db
    .update(checkoutSnapshots)
    .set({
      address,
      shippingMethod: method,
      email: row.email ?? (await accountEmail(userId)),
      ...(input.couponId !== undefined ? { userCouponId: input.couponId } : {}),
    })
    .where(eq(checkoutSnapshots.id, row.id))
    .returning();
  if (!changed) throw new Error('the checkout snapshot was not updated');
  const snapshot = await snapshotView(db, await repriceSnapshot(db, changed));
  return { snapshot, signIn: signIn && { token: signIn.token, userInfo: signIn.userInfo } };
}

async function placedAddress(address: GuestAddress): Promise<ShippingAddress> {
  const place = await checkAddressPlace(address);
  const shipping = {
    ...address,
    province: place.province,
    line2: address.line2 ?? '',
    countryName: place.countryName,
  };
  return { ...shipping, summary: summaryOf(shipping) };
}

function toShippingAddress({
  id: _id,
  isDefault: _default,
  updatedAt: _updated,
  ...address
}: Address): ShippingAddress {
  return address;
}

function summaryOf(address: Omit<ShippingAddress, 'summary'>): string {
  return [
    `${address.firstName} ${address.lastName}`,
    address.line1,
    address.line2,
    [address.city, address.province, address.postcode].filter(Boolean).join(' '),
    address.countryName,
  ]
    .filter(Boolean)
    .join(', ');
}

async function accountEmail(userId: number): Promise<string | null> {
  const db = await database();
  return (await findUser(db, userId))?.email ?? null;
}
