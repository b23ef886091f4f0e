import { z } from 'zod';
import { AFTER_SALES_KINDS, REFUND_DESTINATIONS } from '@/lib/shop/after-sales';
import { CURRENCIES, type CurrencyCode } from '@/lib/shop/currency';
import { LAB_STAGES } from '@/lib/shop/lab-stages';
import { OPTICIAN_CHECK_ITEMS, PRESCRIPTION_FLAGS } from '@/lib/shop/optician-check';
import { PRESCRIPTION_CHECKS } from '@/lib/shop/order-operator-rules';
import { ORDER_NUMBER } from '../../formats';
import { imageSchema, integer } from '../../fields';
import { lensItemSchema, lensPrescriptionValuesSchema, linePrescriptionDetailsSchema } from '../cart';
import { orderTotalsSchema, shippingAddressSchema } from '../checkout';
import { isoDay, searchText } from './fields';

// The shapes of the operator console's order calls (docs/operating.md#order-work): the list, the
// detail without prescription values, the prescription itself, refunds.

const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

export const PAYMENT_PROVIDERS = ['paypal', 'stripe', 'demo'] as const;

/** Order numbers as the shop hands them out (OC260115-K7Q2ZD); lower case is read as upper. */
export const orderNumberField = z
  .string({ error: 'Name the order by its number (OC…).' })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER, 'Name the order by its number (OC…).');

/** "" and null (a form's empty choice) count as not given. */
const notGiven = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The filters the list and its CSV export share. */
export const orderFilters = {
  /** Part of the order number, the e-mail or the recipient's name, in any case. */
  search: searchText(100),
  statuses: z.array(integer(0, 6)).max(7, 'Choose at most the 7 statuses.').optional(),
  /** Days of the order's creation, inclusive (UTC). */
  from: isoDay,
  to: isoDay,
  paymentProvider: notGiven(z.enum(PAYMENT_PROVIDERS)),
  /** Orders with (or without) a line made to a prescription. */
  hasPrescription: notGiven(z.boolean()),
  /** unchecked: prescription orders nobody has confirmed or asked about yet. */
  prescriptionCheck: notGiven(z.enum(['unchecked', ...PRESCRIPTION_CHECKS])),
  /**
   * Not Shipped orders at this lab stage (docs/operating.md#lab-stages); "waiting": paid, before
   * their first stage.
   */
  labStage: notGiven(z.enum(['waiting', ...LAB_STAGES])),
  /** true: paid orders waiting for the shopper's prescription (docs/operating.md#prescription-wait). */
  awaitingPrescription: notGiven(z.boolean()),
};

export const ORDER_SORTS = ['created', 'total', 'status', 'number'] as const;
export const orderSort = {
  sort: notGiven(z.enum(ORDER_SORTS)).default('created'),
  direction: notGiven(z.enum(['asc', 'desc'])).default('desc'),
};

export const orderListItemSchema = z.object({
  number: z.string(),
  createdAt: z.string(),
  email: z.string(),
  /** The recipient's name on the shipping address. */
  name: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  /** "Partly refunded" beside the status (docs/operating.md#partly-refunded), or null. */
  refundLabel: z.string().nullable(),
  /** The currency the shopper saw; the charge is USD. */
  currency: z.enum(CURRENCY_CODES),
  paymentProvider: z.string().nullable(),
  hasPrescription: z.boolean(),
  prescriptionCheck: z.enum(PRESCRIPTION_CHECKS).nullable(),
  /** Where the lab is with a Not Shipped order (docs/operating.md#lab-stages); null otherwise, or before its first stage. */
  labStage: z.enum(LAB_STAGES).nullable(),
  /** Awaiting the shopper's prescription until then (docs/operating.md#prescription-wait), or null. */
  prescriptionDueAt: z.string().nullable(),
  lineCount: z.number().int(),
});
export type OrderListItem = z.infer<typeof orderListItemSchema>;

/** A line's prescription as the detail shows it: how it was given, never its values. */
const lineRxSchema = z.object({
  source: z.enum(['typed', 'saved', 'image', 'later']),
  hasValues: z.boolean(),
  photo: z.boolean(),
});

export const operatorOrderLineSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['frame', 'accessory']),
  sku: z.string(),
  colorName: z.string(),
  image: imageSchema.nullable(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  unitLensCents: z.number().int(),
  subtotalCents: z.number().int(),
  frameDiscountCents: z.number().int(),
  totalCents: z.number().int(),
  lens: z
    .object({
      lensUse: z.string(),
      /** The lens use's price per pair, part of `unitLensCents`. */
      lensUsePriceCents: z.number().int(),
      lens: z.array(lensItemSchema),
      prescription: z.array(lensItemSchema),
      rx: lineRxSchema.nullable(),
    })
    .nullable(),
  /**
   * The units of each part already refunded or being refunded by line (docs/operating.md#refund-by-line):
   * `quantity` less these is what a refund by line may still give back.
   */
  refunded: z.object({ frame: z.number().int(), lenses: z.number().int() }),
});

export const orderPaymentSchema = z.object({
  provider: z.string(),
  /** The provider's id: PayPal order id, Stripe PaymentIntent id, or the demo's own. */
  reference: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** created | captured | refused */
  state: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

/** What a refund by line gave back, each line named (docs/operating.md#refund-by-line). */
export const refundBreakdownSchema = z.object({
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      frame: z.boolean(),
      lenses: z.boolean(),
      /** Tax included when it was given back. */
      amountCents: z.number().int(),
      taxCents: z.number().int(),
    }),
  ),
  shippingCents: z.number().int(),
  shippingTaxCents: z.number().int(),
  restocked: z.boolean(),
  /** What the chosen lines came to; the refund's amount is this or lower. */
  computedCents: z.number().int(),
  /** Why the amount was lowered; "" when it was not. */
  loweredBecause: z.string(),
});

export const orderRefundSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  /** The tax part of the amount (docs/operating.md#refund-by-line); 0 on an order without tax. */
  taxCents: z.number().int(),
  /** The lines and parts given back, for a refund by line; absent for a refund of an amount. */
  breakdown: refundBreakdownSchema.optional(),
  destination: z.enum(REFUND_DESTINATIONS),
  provider: z.string().nullable(),
  /** The provider's refund id once it answered. */
  providerReference: z.string().nullable(),
  /** pending: sent to the provider, not answered yet. */
  state: z.enum(['pending', 'done', 'failed']),
  failure: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderRefundView = z.infer<typeof orderRefundSchema>;

export const operatorOrderSchema = z.object({
  number: z.string(),
  /** The shopper's account, for their customer page. */
  customerId: z.number().int(),
  status: z.number().int(),
  statusName: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unpaid order expires. */
  payBy: z.string().nullable(),
  email: z.string(),
  name: z.string(),
  currency: z.enum(CURRENCY_CODES),
  lines: z.array(operatorOrderLineSchema),
  totals: orderTotalsSchema,
  couponCode: z.string().nullable(),
  address: shippingAddressSchema,
  shippingMethod: z.string(),
  shippingName: z.string(),
  /** The captured payment the order was paid with. */
  payment: z.object({ provider: z.string(), reference: z.string(), paidAt: z.string() }).nullable(),
  /** Every payment attempt at a provider, oldest first. */
  payments: z.array(orderPaymentSchema),
  refundedCents: z.number().int(),
  /** "Partly refunded" beside the status (docs/operating.md#partly-refunded), or null. */
  refundLabel: z.string().nullable(),
  refundableCents: z.number().int(),
  refunds: z.array(orderRefundSchema),
  tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string().nullable() }).nullable(),
  /** When the parcel was marked delivered, or null. */
  deliveredAt: z.string().nullable(),
  /** The last moment the shopper may open a return or exchange (docs/product.md#returns-from-delivery), or null. */
  afterSalesUntil: z.string().nullable(),
  /** Awaiting the shopper's prescription until then (docs/operating.md#prescription-wait), or null. */
  prescriptionDueAt: z.string().nullable(),
  hasPrescription: z.boolean(),
  prescriptionCheck: z
    .object({
      state: z.enum(PRESCRIPTION_CHECKS),
      at: z.string().nullable(),
      /** Who checked last, and the licence number a confirmation recorded (docs/operating.md#optician-check). */
      by: z.string().nullable(),
      licenceNumber: z.string().nullable(),
    })
    .nullable(),
  /** Every check of the prescription, oldest first: the history shows them beside the moves. */
  prescriptionChecks: z.array(
    z.object({
      decision: z.enum(PRESCRIPTION_CHECKS),
      by: z.string(),
      licenceNumber: z.string().nullable(),
      checked: z.array(z.enum(OPTICIAN_CHECK_ITEMS)),
      ticketNumber: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** The lab's stages (docs/operating.md#lab-stages), each with when and who once reached. */
  lab: z.object({
    stage: z.enum(LAB_STAGES).nullable(),
    /** The stage the lab may move it to now, or null (ready, shipped, or waiting for the prescription check). */
    next: z.enum(LAB_STAGES).nullable(),
    stages: z.array(
      z.object({
        stage: z.enum(LAB_STAGES),
        name: z.string(),
        at: z.string().nullable(),
        by: z.string().nullable(),
      }),
    ),
    /** The day it should ship (YYYY-MM-DD, UTC), while it is Not Shipped. */
    estimatedShipDate: z.string().nullable(),
  }),
  history: z.array(
    z.object({
      fromStatus: z.number().int().nullable(),
      status: z.number().int(),
      statusName: z.string(),
      /** shopper | payment | system | operator */
      actor: z.string(),
      note: z.string(),
      at: z.string(),
    }),
  ),
  /** The staff's internal notes, oldest first (docs/operating.md#order-notes); never shown to the shopper. */
  notes: z.array(z.object({ body: z.string(), by: z.string(), at: z.string() })),
  afterSales: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(AFTER_SALES_KINDS),
      state: z.enum(['pending', 'approved', 'declined']),
      createdAt: z.string(),
    }),
  ),
  /** What the order's state allows now; each action says why not when refused. */
  actions: z.object({
    checkPrescription: z.boolean(),
    ship: z.boolean(),
    deliver: z.boolean(),
    cancel: z.boolean(),
    refund: z.boolean(),
    editAddress: z.boolean(),
  }),
});
export type OperatorOrder = z.infer<typeof operatorOrderSchema>;

/** A line's prescription, opened by an operator (and written in the audit log). */
export const orderPrescriptionSchema = z.object({
  number: z.string(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      name: z.string(),
      colorName: z.string(),
      lensUse: z.string(),
      source: z.enum(['typed', 'saved', 'image', 'later']),
      /** Dioptres, degrees and millimetres; null when only a photo was given. */
      values: lensPrescriptionValuesSchema.nullable(),
      /** The photo's address (GET, with the operator's bearer token), or null without one. */
      photoUrl: z.string().nullable(),
      /** Prism, near PD, dates, prescriber, wearer, note (docs/product.md#prescription-details); absent when none. */
      details: linePrescriptionDetailsSchema.optional(),
      /** The prescription had expired and the shopper confirmed it is still right when ordering. */
      expiredConfirmed: z.literal(true).optional(),
      /** What the shop finds unusual in the values, for the optician to look at first. */
      flags: z.array(z.object({ code: z.enum(PRESCRIPTION_FLAGS), message: z.string() })),
    }),
  ),
  /** The optician's checklist for this order, in its order: what a confirmation must tick. */
  checkItems: z.array(z.enum(OPTICIAN_CHECK_ITEMS)),
});
export type OrderPrescription = z.infer<typeof orderPrescriptionSchema>;

/** The answer of a lab move for a selection: each order moved, or refused with its reason. */
export const labMoveResultSchema = z.object({
  stage: z.enum(LAB_STAGES),
  moved: z.array(z.string()),
  refused: z.array(z.object({ number: z.string(), reason: z.string() })),
});
export type LabMoveResult = z.infer<typeof labMoveResultSchema>;
