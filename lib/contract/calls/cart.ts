import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { imageSchema, integer, rowId } from '../fields';
import { HORIZONTAL_BASES, VERTICAL_BASES } from '@/lib/shop/prescription-details';
import { prescriptionSchema } from './prescription';

// docs/product.md#calls, cart and order: the cart. Glasses reach it through the lens flow
// (/api/process/submit); the cart's own calls grow here.

/** The most lines one cart holds; adding beyond it is refused with code 0. */
export const CART_MAX_LINES = 50;

export const cartCountCall = defineCall({
  method: 'POST',
  path: '/api/cart/count',
  tag: 'Cart',
  summary: 'How many items the cart holds (CollectionsAndCartsNum.cart): the sum of its quantities.',
  description:
    'The cart belongs to the device (X-Device-Id) for guests and to the account once signed in; without either the call answers code 0.',
  usesDeviceId: true,
  input: noInput,
  output: z.object({ count: z.number().int() }),
});

const LINE_ID = rowId();
/** The most of one line a cart takes (/api/cart/num). */
export const CART_LINE_MAX_QUANTITY = 10;

/** One lens choice as the cart and the order show it (an entry of the lens inventory summary). */
export const lensItemSchema = z.object({
  /** The lens option's display name: "Lens Index", "Lens Type" … */
  name: z.string(),
  /** The chosen option: "1.61 Thin", "Blue-light filtering" … */
  item: z.string(),
  priceCents: z.number().int(),
});

/** The typed values of a line's prescription, in the units /api/prescription/* answers. */
export const lensPrescriptionValuesSchema = prescriptionSchema.pick({
  od_sph: true,
  od_cyl: true,
  od_axis: true,
  od_add: true,
  os_sph: true,
  os_cyl: true,
  os_axis: true,
  os_add: true,
  pd: true,
  pd_right: true,
  pd_left: true,
});

const prism = z.number().nullable();
const day = z.string().nullable();
/**
 * The rest of a line's prescription (docs/product.md#prescription-details): prism in prism dioptres
 * with its base, the near PD in millimetres, days as YYYY-MM-DD, null where not given.
 */
export const linePrescriptionDetailsSchema = z.object({
  od_prism_h: prism,
  od_prism_h_base: z.enum(HORIZONTAL_BASES).nullable(),
  od_prism_v: prism,
  od_prism_v_base: z.enum(VERTICAL_BASES).nullable(),
  os_prism_h: prism,
  os_prism_h_base: z.enum(HORIZONTAL_BASES).nullable(),
  os_prism_v: prism,
  os_prism_v_base: z.enum(VERTICAL_BASES).nullable(),
  /** As the prescription states it; null when the shop works it out from the PD. */
  near_pd: z.number().nullable(),
  exam_date: day,
  /** The stated expiry, or the exam date plus the shop's validity. */
  expiry_date: day,
  prescriber_name: z.string().nullable(),
  prescriber_licence: z.string().nullable(),
  wearer_name: z.string().nullable(),
  note: z.string().nullable(),
});

/** The prescription the lenses are made to (shown in the cart, checkout, order and invoice). */
export const linePrescriptionSchema = z.object({
  /** Typed in the wizard, chosen from the account's saved prescriptions, or an uploaded photo. */
  /** Or "later": the shopper sends it after ordering (docs/product.md#prescription-later). */
  source: z.enum(['typed', 'saved', 'image', 'later']),
  /** Dioptres, degrees and millimetres; null when only a photo was given. */
  values: lensPrescriptionValuesSchema.nullable(),
  /** A photo of the prescription came with it (an optician reads it). */
  photo: z.boolean(),
  /** The saved prescription's name in the owner's own book, while it is still there. */
  savedName: z.string().nullable(),
  /** Prism, near PD, dates, prescriber, wearer, note; absent when it states none of them. */
  details: linePrescriptionDetailsSchema.optional(),
  /** The prescription had expired and the shopper confirmed it is still right; absent otherwise. */
  expiredConfirmed: z.literal(true).optional(),
});
export type LinePrescription = z.infer<typeof linePrescriptionSchema>;

/** The lenses of a glasses line: its use, lens items and prescription items (as classified). */
export const lineLensSchema = z.object({
  lensUse: z.string(),
  /** The lens use's price per pair (a Progressive's +$89), part of `unitLensCents` like every choice's. */
  lensUsePriceCents: z.number().int(),
  /** Lens choices; `name` is the display name of the step, the group label. */
  lens: z.array(lensItemSchema),
  /** Choices that carry the eyes besides the prescription itself: a reading strength (Magnification). */
  prescription: z.array(lensItemSchema),
  /** How the prescription was given: "Entered by you", "From your saved prescription …", "Prescription photo uploaded", or "". */
  prescriptionNote: z.string(),
  /** The prescription's values or photo; null for lenses made without one. */
  rx: linePrescriptionSchema.nullable(),
  /**
   * What of the prescription is beyond the lab's range ("SPH −12.50", a prism): the shop confirms by
   * e-mail before the lab (docs/product.md#lens-rules); absent within the range.
   */
  labReview: z.array(z.string()).optional(),
});
export type LineLens = z.infer<typeof lineLensSchema>;

/** A line as the cart, the checkout and the order show it. Money is US cents, priced by the server. */
export const pricedLineSchema = z.object({
  /** The cart line's id (an order line's own id in an order). */
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** frame: eyeglasses and sunglasses (the second-frame offer applies); accessory otherwise. */
  kind: z.enum(['frame', 'accessory']),
  sku: z.string(),
  colorName: z.string(),
  image: imageSchema.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  unitLensCents: z.number().int(),
  /** (unit price + lenses) × quantity. */
  subtotalCents: z.number().int(),
  /** The second-frame offer on this line (docs/product.md#pricing): shown per line. */
  frameDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  /** null for accessories and frames added without lenses. */
  lens: lineLensSchema.nullable(),
  /** The line's tax at checkout and in an order (docs/product.md#taxes); absent in the cart and where none applies. */
  taxCents: z.number().int().optional(),
});
export type PricedLine = z.infer<typeof pricedLineSchema>;

export const cartLineSchema = pricedLineSchema.extend({
  /** A frame without lenses: the cart offers to finish it (/api/order/incompleteFrame). */
  needsLenses: z.boolean(),
  /** The most the shopper can set: min(10, stock). 0 when sold out. */
  maxQuantity: z.number().int(),
  /** Why the line cannot be bought as it is ("Only 2 left", "Sold out"), or null. */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartTotalsSchema = z.object({
  count: z.number().int(),
  subtotalCents: z.number().int(),
  frameDiscountCents: z.number().int(),
  /** The name of the second-frame offer the cart is priced with now ("Second frame 50% off"). */
  frameOfferName: z.string(),
  /** subtotal − second-frame offer (coupons are applied at checkout). */
  merchandiseCents: z.number().int(),
  /** From this much merchandise US shipping is free (docs/operating.md#shipping); null when it never is. */
  freeShippingThresholdCents: z.number().int().nullable(),
  /** "$X away from free shipping" (US standard shipping); 0 once reached. */
  awayFromFreeShippingCents: z.number().int(),
  /** Whether the shop charges tax: the checkout works it out from the address (docs/product.md#taxes). */
  taxAtCheckout: z.boolean(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

const cartAnswer = z.object({ list: z.array(cartLineSchema), totals: cartTotalsSchema });

const OWNER_NOTE =
  'Guests send X-Device-Id; signed-in shoppers the bearer token. A line of another cart answers 404, as an unknown one does.';

export const cartAddCall = defineCall({
  method: 'POST',
  path: '/api/cart/add',
  tag: 'Cart',
  summary:
    'Adds an accessory, or a frame without lenses, in one colour (glasses with lenses come from /api/process/submit).',
  description: `Adding a product already in the cart without lenses raises that line’s quantity, up to 10 and the stock. Answers the line and the cart’s count. Sold out or a full cart answer code 0. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({
    code: z.string().trim().min(1, 'Name the product.').max(40),
    /** The colour's SKU; the first colour in stock when left out. */
    sku: z.string().trim().max(60).optional(),
    quantity: integer(1, CART_LINE_MAX_QUANTITY).default(1),
  }),
  output: z.object({ id: z.number().int(), count: z.number().int() }),
});

export const cartListCall = defineCall({
  method: 'POST',
  path: '/api/cart/list',
  tag: 'Cart',
  summary:
    'The cart’s lines priced now, with the second-frame offer per line and the free-shipping progress.',
  description: OWNER_NOTE,
  usesDeviceId: true,
  input: z.strictObject({}),
  output: cartAnswer,
});

export const cartDeleteCall = defineCall({
  method: 'POST',
  path: '/api/cart/delete',
  tag: 'Cart',
  summary: 'Removes lines from the cart; answers the cart again.',
  description: OWNER_NOTE,
  usesDeviceId: true,
  input: z.strictObject({ ids: z.array(LINE_ID).min(1, 'Choose a line to remove.').max(CART_MAX_LINES) }),
  output: cartAnswer,
});

export const cartNumCall = defineCall({
  method: 'POST',
  path: '/api/cart/num',
  tag: 'Cart',
  summary: 'Sets a line’s quantity (1–10), checked against the stock; answers the cart again.',
  description: `More than the stock answers code 0 naming how many are left. ${OWNER_NOTE}`,
  usesDeviceId: true,
  input: z.strictObject({ id: LINE_ID, num: integer(1, CART_LINE_MAX_QUANTITY) }),
  output: cartAnswer,
});
