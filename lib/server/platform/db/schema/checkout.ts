import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import type { StoredOrderLine, StoredShippingAddress, StoredTax, StoredTotals } from './stored-order';

/**
 * A checkout snapshot (/api/cart/snapshoot): the cart lines, prices and totals frozen when
 * the shopper went to checkout, then the address, shipping method and coupon. An order is made
 * from it once (`order_id`), which is what makes /api/order/submit idempotent.
 */
export const checkoutSnapshots = pgTable(
  'checkout_snapshots',
  {
    id: serial('id').primaryKey(),
    /** The random handle the browser holds (32 hex). */
    handle: text('handle').notNull(),
    deviceId: text('device_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The cart lines frozen, as the checkout shows them, with what submit needs to re-check them. */
    lines: jsonb('lines').$type<SnapshotLine[]>().notNull(),
    totals: jsonb('totals').$type<StoredTotals>().notNull(),
    /** A held coupon (user_coupons.id) chosen for this checkout. */
    userCouponId: integer('user_coupon_id'),
    /** The coupon as applied when the totals were last worked out, and why it did not apply. */
    coupon: jsonb('coupon').$type<AppliedCoupon>(),
    couponProblem: text('coupon_problem'),
    address: jsonb('address').$type<StoredShippingAddress>(),
    email: text('email'),
    shippingMethod: text('shipping_method'),
    currency: text('currency').notNull().default('USD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: integer('order_id'),
    /**
     * The second-frame offer the snapshot was priced with, so a change by the owner never alters a
     * checkout under way (docs/operating.md#promotions); null on snapshots made before it was kept,
     * which were priced with the default.
     */
    frameOffer: jsonb('frame_offer').$type<StoredFrameOffer>(),
    /** The tax as last worked out (docs/product.md#taxes); null while tax is off or nothing applies. */
    tax: jsonb('tax').$type<StoredTax>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkout_snapshots_handle_key').on(t.handle),
    uniqueIndex('checkout_snapshots_order_key').on(t.orderId),
    check('checkout_snapshots_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
  ],
);

export interface AppliedCoupon {
  id: number;
  code: string;
  title: string;
  discountCents: number;
  /** Whether it makes shipping free (docs/operating.md#coupons); absent on snapshots priced before it was kept. */
  freeShipping?: boolean;
}

/** A frozen line: what the shopper saw, plus the cart line and variant it came from. */
export interface SnapshotLine {
  cartLineId: number;
  productId: number;
  variantId: number;
  line: StoredOrderLine;
  /** The lens choices' option ids and prices when frozen, so submit can tell a price change. */
  lensOptions: { optionId: number; priceCents: number }[];
  /** The cart line's lens record as stored (the selected choices and the prescription). */
  lensRecord: unknown;
  /** The product's category (eyeglasses, sunglasses, accessories): which frames the offer counts. */
  category?: string;
}

/** The second-frame offer as a snapshot keeps it (lib/shop/frame-offer.ts). */
export interface StoredFrameOffer {
  enabled: boolean;
  percent: number;
  categories: ('eyeglasses' | 'sunglasses')[];
  lensesDiscounted: boolean;
}
