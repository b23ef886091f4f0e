import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { productVariants, products } from './catalog';

/** The lens part of a glasses line: what was chosen, priced by the graph when it was added. */
export interface CartLens {
  lensUse: { code: string; name: string };
  choices: { type: string; optionId: number | null; code: string | null; name: string; priceCents: number }[];
  /** Typed or saved values (hundredths / tenths, lib/shop/prescription-values.ts), or a photo. */
  prescription: {
    /** 'later': sent after ordering (docs/product.md#prescription-later). */
    source: 'typed' | 'saved' | 'image' | 'later';
    values: Record<string, number | null> | null;
    savedId: number | null;
    imageKey: string | null;
    /**
     * Prism, near PD, dates, prescriber, wearer, note (hundredths / tenths as the values,
     * lib/shop/prescription-details.ts); absent on lines kept before them, read as none.
     */
    details?: Record<string, number | string | null>;
    /** The prescription had expired and the shopper confirmed it is still right. */
    expiredConfirmed?: boolean;
  } | null;
  /**
   * What of the prescription is beyond the lab's range ("SPH −13.00"): the line is accepted and the
   * shop confirms by e-mail before the lab (docs/product.md#lens-rules). Absent within the range.
   */
  labReview?: string[];
}

/**
 * A line of a cart (/api/cart/*): a frame colour with its lenses, or an accessory. The
 * owner is a guest's device or an account (exactly one). Prices are US cents as last priced by
 * the server; checkout prices the lines again.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    deviceId: text('device_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    framePriceCents: integer('frame_price_cents').notNull(),
    lensPriceCents: integer('lens_price_cents').notNull().default(0),
    /** null for an accessory or a frame without lenses. */
    lens: jsonb('lens').$type<CartLens>(),
    /**
     * The line was in the account's cart before a guest cart merged into it at sign-in: the shopper
     * did not put it in the cart they were using, so the cart and the checkout ask about it
     * (docs/product.md#saved-cart-merge). Cleared when the shopper keeps it.
     */
    savedInAccount: boolean('saved_in_account').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_lines_one_owner', sql`num_nonnulls(${t.deviceId}, ${t.userId}) = 1`),
    check('cart_lines_quantity_check', sql`${t.quantity} between 1 and 10`),
    index('cart_lines_device_idx').on(t.deviceId, t.createdAt),
    index('cart_lines_user_idx').on(t.userId, t.createdAt),
  ],
);
