import { z } from 'zod';
import { CURRENCIES, type CurrencyCode } from '@/lib/shop/currency';
import { SHIPPING_METHOD_CODE, SHIPPING_METHOD_CODE_MAX } from '@/lib/shop/shipping';
import { defineCall } from '../call';
import { imageSchema, rowId } from '../fields';
import { SNAPSHOT_ID } from '../formats';
import { addressSaveInput, addressSchema } from './address';
import { pricedLineSchema } from './cart';
import { couponCode } from './coupon';
import { userInfoSchema } from './user';

// docs/product.md#calls, cart and order: the checkout. /api/cart/snapshoot freezes the cart's
// lines, prices and totals; /snapshootShipping sets where it goes (a guest gives an e-mail and is
// fast-registered); /snapshootStatus tells whether the snapshot still holds; /api/order/submit
// turns it into an order once (docs/product.md#order-states). Money is US cents; the currency is
// only how the shopper sees it.

const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];
/** How long a snapshot holds before the checkout must build it again. */
export const SNAPSHOT_MINUTES = 60;

const snapshotId = z
  .string({ error: 'Start the checkout again from the cart.' })
  .regex(SNAPSHOT_ID, 'Start the checkout again from the cart.');
const ID = rowId();
/** A shipping method's code (docs/operating.md#shipping: the owner names methods; `standard`, `express`…). */
const shippingMethodCode = z
  .string({ error: 'Choose a shipping method.' })
  .max(SHIPPING_METHOD_CODE_MAX, 'Choose a shipping method.')
  .regex(SHIPPING_METHOD_CODE, 'Choose a shipping method.');

export const shippingOptionSchema = z.object({
  method: z.string(),
  name: z.string(),
  days: z.string(),
  feeCents: z.number().int(),
  regularFeeCents: z.number().int(),
  free: z.boolean(),
  /** The coupon's code when a free-shipping coupon is what makes the method free (docs/operating.md#coupons). */
  freeWithCoupon: z.string().optional(),
});
export type ShippingOptionView = z.infer<typeof shippingOptionSchema>;

export const orderTotalsSchema = z.object({
  subtotalCents: z.number().int(),
  /** What the second-frame offer took off (docs/product.md#pricing). */
  frameDiscountCents: z.number().int(),
  /**
   * The name of the offer the checkout or order was priced with ("Second frame 50% off"), frozen
   * with it: a later change by the owner never renames it (docs/operating.md#promotions).
   */
  frameOfferName: z.string(),
  couponDiscountCents: z.number().int(),
  shippingCents: z.number().int(),
  /** What is charged, in US cents (PayPal and Stripe charge USD, docs/product.md#currencies). */
  totalCents: z.number().int(),
  freeShipping: z.boolean(),
  awayFromFreeShippingCents: z.number().int(),
  /**
   * The tax (docs/product.md#taxes): added into `totalCents` where prices exclude it, or the part of
   * `totalCents` that is tax where prices include it; 0 where none is charged.
   */
  taxCents: z.number().int(),
  /** Whether the prices (and so `totalCents`) already included `taxCents`. */
  taxIncluded: z.boolean(),
  /** What the totals call it ("VAT", "Sales tax", "Tax" for a mix); "" where no tax applies: show nothing. */
  taxName: z.string(),
});
export type OrderTotalsView = z.infer<typeof orderTotalsSchema>;

/** Where an order goes: an address as the address book shows it, frozen into the snapshot. */
export const shippingAddressSchema = addressSchema.omit({ id: true, isDefault: true, updatedAt: true });
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const appliedCouponSchema = z.object({
  /** The held coupon's id (/api/coupon/my). */
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  discountCents: z.number().int(),
});

export const snapshotSchema = z.object({
  snapshotId: z.string(),
  lines: z.array(pricedLineSchema),
  totals: orderTotalsSchema,
  coupon: appliedCouponSchema.nullable(),
  /** Why a chosen coupon does not apply now (below its minimum …), or null. */
  couponProblem: z.string().nullable(),
  address: shippingAddressSchema.nullable(),
  email: z.string().nullable(),
  /** Null when the method held was since removed: the shopper chooses again. */
  shippingMethod: z.string().nullable(),
  /** The methods for the address's country (the US before an address is set). */
  shippingOptions: z.array(shippingOptionSchema),
  currency: z.enum(CURRENCY_CODES),
  /** ISO time after which the snapshot must be built again. */
  expiresAt: z.string(),
  /** Set once /api/order/submit made the order. */
  orderNumber: z.string().nullable(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

export const cartSnapshootCall = defineCall({
  method: 'POST',
  path: '/api/cart/snapshoot',
  tag: 'Checkout',
  summary: 'Freezes the cart (or the chosen lines) for checkout: lines, prices now, the offers and totals.',
  description: `Code 0 when the cart is empty, a frame has no lenses yet, or a line is sold out or beyond the stock. The snapshot lasts ${SNAPSHOT_MINUTES} minutes and belongs to the caller (device or account).`,
  usesDeviceId: true,
  input: z.strictObject({
    /** The lines to buy; every line when left out. */
    lineIds: z.array(ID).max(50).optional(),
    /** A coupon the shopper holds (/api/coupon/my). */
    couponId: ID.optional(),
    currency: z.enum(CURRENCY_CODES, { error: 'Choose a currency the shop shows.' }).default('USD'),
  }),
  output: snapshotSchema,
});

const guestEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Enter a shorter e-mail address.')
  .regex(/^[\w.-]+@[\w-]+(\.[\w-]+)+$/, 'Enter a valid e-mail address.');

/** An address typed at the checkout, checked field by field; also what an operator sends to change an order's. */
export const shippingAddressInput = addressSaveInput.transform(
  ({ id: _id, isDefault: _default, ...address }) => address,
);

export const cartSnapshootShippingCall = defineCall({
  method: 'POST',
  path: '/api/cart/snapshootShipping',
  tag: 'Checkout',
  summary:
    'Sets the snapshot’s address, shipping method and coupon; a guest also gives an e-mail and is fast-registered.',
  description:
    'Signed-in shoppers choose `addressId` from their book or send `address`; guests send `address` and `email`, an account is made for the e-mail (a mail lets them choose a password) and `signIn` carries its session. An e-mail that already has an account answers code 0 asking to sign in. The name of the address fills the account’s profile name when it has none. A coupon is a held one (`couponId`, signed in) or a typed `couponCode`, which guests may send too: a coupon open to claiming is put in the account’s wallet and applied (422 on `couponCode` for a code that names nothing the shopper can take). `couponId: null` removes the coupon.',
  usesDeviceId: true,
  input: z.strictObject({
    snapshotId,
    addressId: ID.optional(),
    address: shippingAddressInput.optional(),
    email: guestEmail.optional(),
    shippingMethod: shippingMethodCode.optional(),
    couponId: ID.nullable().optional(),
    couponCode: couponCode.optional(),
    newsletter: z.boolean().optional(),
  }),
  output: z.object({
    snapshot: snapshotSchema,
    signIn: z.object({ token: z.string(), userInfo: userInfoSchema }).nullable(),
  }),
});

export const SNAPSHOT_PROBLEMS = [
  'expired',
  'price',
  'stock',
  'coupon',
  'shipping',
  'lines',
  'ordered',
] as const;

export const cartSnapshootStatusCall = defineCall({
  method: 'POST',
  path: '/api/cart/snapshootStatus',
  tag: 'Checkout',
  summary:
    'Whether the snapshot still holds: prices, stock, coupon, shipping fee and lines as frozen, and not expired.',
  description:
    'When `valid` is false the checkout builds a new snapshot; each problem says what changed. A snapshot already ordered answers its order number. A guest’s open snapshot follows the shopper who signs in on the same device (same X-Device-Id): from its next call (this one, /snapshootShipping, /api/order/productList or /expressFeeList) it is the account’s.',
  usesDeviceId: true,
  input: z.strictObject({ snapshotId }),
  output: z.object({
    valid: z.boolean(),
    problems: z.array(z.object({ kind: z.enum(SNAPSHOT_PROBLEMS), message: z.string() })),
    orderNumber: z.string().nullable(),
  }),
});

export const orderProductListCall = defineCall({
  method: 'POST',
  path: '/api/order/productList',
  tag: 'Checkout',
  summary: 'The snapshot’s lines and totals: the checkout’s order summary.',
  usesDeviceId: true,
  input: z.strictObject({ snapshotId }),
  output: z.object({ list: z.array(pricedLineSchema), totals: orderTotalsSchema }),
});

export const orderExpressFeeListCall = defineCall({
  method: 'POST',
  path: '/api/order/expressFeeList',
  tag: 'Checkout',
  summary:
    'Shipping methods and fees for a country and the snapshot’s total (US standard shipping free from $69 after discounts).',
  description:
    'The country defaults to the snapshot’s address, else the US. The fees are the ones the totals charge: for the merchandise after the offer and the coupon, and 0 for every method with a free-shipping coupon (`freeWithCoupon` names it). The coupon is the snapshot’s, or the held one named by `couponId` (null: none) that the shipping step is about to apply.',
  usesDeviceId: true,
  input: z.strictObject({
    snapshotId,
    countryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
      .transform((code) => code.toUpperCase())
      .optional(),
    /** A coupon the shopper holds (/api/coupon/my), chosen in the cart; null: none. */
    couponId: ID.nullable().optional(),
  }),
  output: z.object({
    list: z.array(shippingOptionSchema),
    countryCode: z.string(),
    discountedMerchandiseCents: z.number().int(),
    awayFromFreeShippingCents: z.number().int(),
  }),
});

export const orderSubmitCall = defineCall({
  method: 'POST',
  path: '/api/order/submit',
  tag: 'Checkout',
  summary:
    'Makes the order from the snapshot (status 0 Unpaid), reserving its stock; idempotent per snapshot.',
  description:
    'Submitting one snapshot again answers the same order. Code 0 when the snapshot no longer holds (prices, stock, coupon: build a new one), has no address or shipping method, or a guest has not given an e-mail. The order must be paid within its payment window or it expires and its stock returns.',
  usesDeviceId: true,
  input: z.strictObject({ snapshotId }),
  output: z.object({
    orderNumber: z.string(),
    status: z.number().int(),
    totalCents: z.number().int(),
    /** ISO time the unpaid order expires. */
    payBy: z.string(),
  }),
});

export const incompleteFrameSchema = z.object({
  /** The cart line. */
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sku: z.string(),
  colorName: z.string(),
  image: imageSchema.nullable(),
  unitPriceCents: z.number().int(),
});

export const orderIncompleteFrameCall = defineCall({
  method: 'POST',
  path: '/api/order/incompleteFrame',
  tag: 'Cart',
  summary: 'Frames in the cart without lenses, so the cart can offer to finish them in the lens wizard.',
  usesDeviceId: true,
  input: z.strictObject({}),
  output: z.object({ list: z.array(incompleteFrameSchema) }),
});
