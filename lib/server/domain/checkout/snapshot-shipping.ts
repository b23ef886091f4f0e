import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { cartSnapshootShippingCall, Snapshot } from '@/lib/contract/calls/checkout';
import type { UserInfo } from '@/lib/contract/calls/user';
import { InvalidInputError, NotFoundError, RefusedError } from '@/lib/contract/errors';
import { addressSummary } from '@/lib/shop/address-rules';
import { shippingFee, type ShippingMethod } from '@/lib/shop/shipping';
import { shippingMethodsFor } from '@/lib/server/domain/shipping';
import {
  fillEmptyProfileName,
  findUser,
  registerCheckoutAccount,
  userInfoOf,
  type SignInHandOver,
} from '@/lib/server/domain/accounts';
import { addressInfo, saveAddress, checkAddressPlace } from '@/lib/server/domain/addresses';
import { checkoutCoupon, couponCodeOpen, takeCouponCode } from '@/lib/server/domain/coupons';
import { database } from '@/lib/server/platform/db';
import { checkoutSnapshots, type StoredShippingAddress } from './tables';
import type { CallContext } from '@/lib/server/platform/call-context';
import { SNAPSHOOT_MESSAGES } from './snapshoot';
import {
  callersSnapshot,
  destinationOf,
  discountedMerchandiseOf,
  snapshotMoney,
  SNAPSHOT_MESSAGES,
  snapshotView,
} from './snapshot-records';
import { hasPaidOrder, storedAddressOf } from '@/lib/server/domain/orders';

type Input = z.infer<typeof cartSnapshootShippingCall.input>;
type GuestAddress = NonNullable<Input['address']>;

export const SHIPPING_MESSAGES = {
  email: 'Enter your e-mail address so we can send your order confirmation.',
  couponCode: 'This coupon code is not valid. Check it, or sign in if the coupon was given to your account.',
  couponTwice: 'Choose one of your coupons or enter a code, not both.',
  address: 'Enter the delivery address.',
  method: 'This shipping method is not offered for this country.',
  ordered: 'This checkout is already an order.',
} as const;

/**
 * POST /api/cart/snapshootShipping: where the order goes, how, and with which coupon. A guest gives
 * an address and an e-mail; an account is made for the e-mail (fast registration: signed in now, a
 * mail to choose a password, or held apart when the e-mail has an account), the snapshot and the
 * cart move to it, and its session is answered.
 */
export async function snapshootShipping(
  input: Input,
  context: CallContext,
  handOver: SignInHandOver,
): Promise<{ snapshot: Snapshot; signIn: { token: string; userInfo: UserInfo } | null }> {
  const db = await database();
  const { row, owner } = await callersSnapshot(db, input.snapshotId, context);
  if (row.orderId !== null) throw new RefusedError(SHIPPING_MESSAGES.ordered);
  if (row.expiresAt <= new Date()) throw new RefusedError(SNAPSHOT_MESSAGES.expired);

  if (input.couponCode !== undefined && input.couponId !== undefined && input.couponId !== null) {
    throw new InvalidInputError({ couponCode: SHIPPING_MESSAGES.couponTwice });
  }
  // a guest's code is checked before an account is made for them: a wrong code makes none
  if (owner.userId === undefined && input.couponCode && !(await couponCodeOpen(db, input.couponCode))) {
    throw new InvalidInputError({ couponCode: SHIPPING_MESSAGES.couponCode });
  }
  const guest = owner.userId === undefined ? await registerGuest(input, context, handOver) : null;
  const userId = guest?.userId ?? owner.userId;
  if (userId === undefined) throw new Error('a checkout without an owner');
  let address = row.address;
  if (guest) address = guest.address;
  else if (input.addressId !== undefined)
    address = storedAddressOf(await addressInfo(userId, input.addressId));
  else if (input.address) address = await placedAddress(input.address);

  if (input.couponId !== undefined && input.couponId !== null) {
    if (!(await checkoutCoupon(db, userId, input.couponId, hasPaidOrder)))
      throw new NotFoundError('This coupon');
  }
  const typedCouponId = input.couponCode
    ? await takeCouponCode(db, userId, input.couponCode, hasPaidOrder)
    : undefined;
  if (typedCouponId === null) throw new InvalidInputError({ couponCode: SHIPPING_MESSAGES.couponCode });
  const method = (input.shippingMethod ?? row.shippingMethod ?? 'standard') as ShippingMethod;
  if (
    input.shippingMethod &&
    shippingFee(
      await shippingMethodsFor(destinationOf(address)),
      method,
      discountedMerchandiseOf(row.totals),
    ) === null
  ) {
    throw new InvalidInputError({ shippingMethod: SHIPPING_MESSAGES.method });
  }
  const choices = {
    lines: row.lines,
    frameOffer: row.frameOffer,
    userId,
    userCouponId: typedCouponId ?? (input.couponId === undefined ? row.userCouponId : input.couponId),
    address,
    shippingMethod: method,
  };
  const [changed] = await db
    .update(checkoutSnapshots)
    .set({
      ...choices,
      ...(await snapshotMoney(db, choices)),
      // a guest's snapshot moves to the account made for them, as their cart did
      deviceId: null,
      email: row.email ?? guest?.email ?? (await findUser(db, userId))?.email ?? null,
    })
    .where(eq(checkoutSnapshots.id, row.id))
    .returning();
  if (!changed) throw new Error('the checkout snapshot was not updated');
  const named = address ? await fillEmptyProfileName(db, userId, address) : undefined;
  // a guest's session answers the profile with the name it has just been given
  const signIn = guest
    ? { ...guest.signIn, userInfo: named ? await userInfoOf(db, named) : guest.signIn.userInfo }
    : null;
  return { snapshot: await snapshotView(db, changed), signIn };
}

/**
 * A guest's checkout: the address is checked first (a wrong one makes no account), then the
 * account is made for the e-mail and the address saved as its default.
 */
async function registerGuest(input: Input, context: CallContext, handOver: SignInHandOver) {
  if (input.addressId !== undefined) throw new NotFoundError('The address');
  if (input.couponId) throw new RefusedError(SNAPSHOOT_MESSAGES.couponNeedsAccount);
  if (!input.email || !input.address) {
    throw new InvalidInputError({
      ...(input.email ? {} : { email: SHIPPING_MESSAGES.email }),
      ...(input.address ? {} : { address: SHIPPING_MESSAGES.address }),
    });
  }
  await checkAddressPlace(input.address);
  // the account answered the same whether or not the e-mail had one: for a known e-mail it is
  // held apart from that account (docs/security.md#account-enumeration), and so is this address
  const { userId, signedIn } = await registerCheckoutAccount(input.email, context, handOver);
  const saved = await saveAddress(userId, { ...input.address, isDefault: true });
  return {
    userId,
    email: input.email,
    address: storedAddressOf(saved),
    signIn: signedIn,
  };
}

/** A typed address checked against the reference data, with its one-line summary. */
async function placedAddress(address: GuestAddress): Promise<StoredShippingAddress> {
  const place = await checkAddressPlace(address);
  const fields = {
    ...address,
    province: place.province,
    line2: address.line2 ?? '',
    countryName: place.countryName,
  };
  return storedAddressOf({ ...fields, summary: addressSummary(fields) });
}
