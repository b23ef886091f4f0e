import { z } from 'zod';
import { LAB_STAGES } from '@/lib/shop/lab-stages';
import { CURRENCIES, type CurrencyCode } from '@/lib/shop/currency';
import { AFTER_SALES_KINDS, AFTER_SALES_REASONS, REFUND_DESTINATIONS } from '@/lib/shop/after-sales';
import { defineCall } from '../call';
import { ORDER_NUMBER } from '../formats';
import { imageSchema, integer, optionalInteger, pageOf, rowId } from '../fields';
import { pricedLineSchema } from './cart';
import { prescriptionChoiceSchema } from './process';
import { orderTotalsSchema, shippingAddressSchema } from './checkout';

// docs/product.md#calls: /api/order/list, /info, /delete and the after-sales requests of the
// account's order pages (centerMain order/*). Statuses and transitions follow
// docs/product.md#order-states and every one is kept in the order's history. Only the owner sees an
// order: another account's order answers 404, as an unknown one does.

const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];
export const orderNumber = z
  .string({ error: 'Name the order.' })
  .trim()
  .toUpperCase()
  .regex(ORDER_NUMBER, 'Name the order.');
/** The after-sales photos a request takes. */
export const AFTER_SALES_PHOTOS_MAX = 3;
export const AFTER_SALES_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
const STATUS = integer(0, 6);

export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  status: z.number().int(),
  /** The status name; blank for an unknown code. */
  statusName: z.string(),
  /** "Partly refunded" when some of the money is given back, not all (docs/operating.md#partly-refunded); else null. */
  refundLabel: z.string().nullable(),
  createdAt: z.string(),
  totalCents: z.number().int(),
  /** The currency the shopper saw at checkout (the charge is USD). */
  currency: z.enum(CURRENCY_CODES),
  itemCount: z.number().int(),
  /** Up to four pictures of the order's lines. */
  preview: z.array(z.object({ name: z.string(), image: imageSchema.nullable(), quantity: z.number().int() })),
  /** Unpaid and within its payment window: the list offers "Pay now". */
  canPay: z.boolean(),
  /** ISO time an unpaid order expires, else null. */
  payBy: z.string().nullable(),
  /** Final or unpaid orders may be hidden from the list (/api/order/delete). */
  canDelete: z.boolean(),
  /** Shipped or Completed within 30 days of payment, with no open request. */
  canRequestAfterSales: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderHistoryEntrySchema = z.object({
  status: z.number().int(),
  statusName: z.string(),
  at: z.string(),
  note: z.string(),
});

export const afterSalesRequestSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  kind: z.enum(AFTER_SALES_KINDS),
  reason: z.enum(AFTER_SALES_REASONS),
  details: z.string(),
  refundTo: z.enum(REFUND_DESTINATIONS),
  /** pending | approved | declined */
  state: z.enum(['pending', 'approved', 'declined']),
  /** Addresses of the photos, readable only by the owner. */
  photos: z.array(z.string()),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string(),
});
export type AfterSalesRequest = z.infer<typeof afterSalesRequestSchema>;

export const orderTimelineSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(LAB_STAGES), name: z.string(), at: z.string().nullable() })),
  /** YYYY-MM-DD (UTC), while the order waits in the lab. */
  estimatedShipDate: z.string().nullable(),
});
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  lines: z.array(pricedLineSchema),
  totals: orderTotalsSchema,
  couponCode: z.string().nullable(),
  address: shippingAddressSchema,
  email: z.string(),
  shippingMethod: z.string(),
  shippingName: z.string(),
  /** The method's business days in transit as the order was placed with it; null when not known. */
  shippingDays: z.tuple([z.number().int(), z.number().int()]).nullable(),
  payment: z.object({ provider: z.string(), paidAt: z.string(), reference: z.string() }).nullable(),
  tracking: z.object({ carrier: z.string(), number: z.string(), url: z.string() }).nullable(),
  history: z.array(orderHistoryEntrySchema),
  afterSales: z.array(afterSalesRequestSchema),
  /** When the shop marked the parcel delivered, or null. */
  deliveredAt: z.string().nullable(),
  /** The last moment an after-sales request can be opened (docs/product.md#returns-from-delivery), or null. */
  afterSalesUntil: z.string().nullable(),
  /**
   * Paid without its prescription, the order waits for it until then (docs/product.md#prescription-later):
   * the shopper sends it from /centerMain/order/send-prescription; null when it waits for nothing.
   */
  prescriptionDueAt: z.string().nullable(),
  /** While it waits: whether the lenses ask for ADD (progressive, bifocal) or refuse it, as the wizard's step; else null. */
  prescriptionAddition: z.enum(['required', 'refused']).nullable(),
  /**
   * The lab's steps once paid (docs/product.md#order-timeline), each with its time once reached, and
   * the day the order should ship while it has not; null before payment.
   */
  timeline: orderTimelineSchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListCall = defineCall({
  method: 'POST',
  path: '/api/order/list',
  tag: 'Orders',
  summary: 'The signed-in shopper’s orders, newest first, optionally of one status (codes 0–6).',
  description: 'Hidden (deleted) orders are left out. `counts` holds how many orders each status has.',
  access: 'signed-in',
  input: z.strictObject({
    status: z.preprocess((value) => (value === '' || value === null ? undefined : value), STATUS.optional()),
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 50).default(10),
  }),
  output: pageOf(orderSummarySchema).extend({ counts: z.record(z.string(), z.number().int()) }),
});

export const orderInfoCall = defineCall({
  method: 'POST',
  path: '/api/order/info',
  tag: 'Orders',
  summary: 'One order with its lines, totals, address, payment, tracking, history and after-sales requests.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: orderDetailSchema,
});

export const orderInvoicePdfCall = defineCall({
  method: 'POST',
  path: '/api/order/invoicePdf',
  tag: 'Orders',
  summary: 'The order’s invoice as a PDF file, an itemised receipt for FSA/HSA and insurance claims.',
  description:
    'docs/product.md#invoice-pdf. Success answers the file itself (application/pdf, an attachment named invoice-<number>.pdf), not the envelope; failures answer the envelope. Another account’s order answers 404, like one that does not exist.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: z.unknown(),
});

export const orderDeleteCall = defineCall({
  method: 'POST',
  path: '/api/order/delete',
  tag: 'Orders',
  summary:
    'Hides an order from the list: only Unpaid (which is cancelled, its stock returned), Completed, Refunded or Expired orders.',
  description: 'Code 0 for an order in progress (Not Shipped, Shipped, Pending Review).',
  access: 'signed-in',
  input: z.strictObject({ orderNumber }),
  output: z.object({ deleted: z.literal(true) }),
});

export const orderAfterSalesCall = defineCall({
  method: 'POST',
  path: '/api/order/afterSales',
  tag: 'Orders',
  summary:
    'Opens an after-sales request (return, exchange or repair) for a shipped order within 30 days: the order goes to 3 Pending Review.',
  description: `Multipart: the fields and up to ${AFTER_SALES_PHOTOS_MAX} photos (photos[0]…, JPEG/PNG/WebP, each at most 10 MB; re-encoded without metadata). Code 0 after 30 days, for an order not paid or not shipped yet (the message says why), or with a request already open.`,
  access: 'signed-in',
  maxBodyBytes: AFTER_SALES_PHOTOS_MAX * AFTER_SALES_PHOTO_MAX_BYTES + 64 * 1024,
  uploads: { files: AFTER_SALES_PHOTOS_MAX, fileBytes: AFTER_SALES_PHOTO_MAX_BYTES },
  input: z.strictObject({
    orderNumber,
    kind: z.enum(AFTER_SALES_KINDS, { error: 'Choose return, exchange or repair.' }),
    reason: z.enum(AFTER_SALES_REASONS, { error: 'Choose a reason.' }),
    details: z
      .string()
      .trim()
      .min(10, 'Tell us a little more (at least 10 characters).')
      .max(2000, 'Keep the details under 2000 characters.'),
    refundTo: z.enum(REFUND_DESTINATIONS, { error: 'Choose where a refund goes.' }).default('original'),
    photos: z
      .array(
        z
          .instanceof(Blob)
          .refine(
            (photo) => photo.size <= AFTER_SALES_PHOTO_MAX_BYTES,
            `Each photo must be ${AFTER_SALES_PHOTO_MAX_BYTES / 1024 / 1024} MB or smaller.`,
          ),
      )
      .max(AFTER_SALES_PHOTOS_MAX, `Attach at most ${AFTER_SALES_PHOTOS_MAX} photos.`)
      .optional(),
  }),
  output: afterSalesRequestSchema,
});

export const orderAfterSalesListCall = defineCall({
  method: 'POST',
  path: '/api/order/afterSalesList',
  tag: 'Orders',
  summary: 'The signed-in shopper’s after-sales requests, newest first.',
  access: 'signed-in',
  input: z.strictObject({
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 50).default(10),
  }),
  output: pageOf(afterSalesRequestSchema),
});

/**
 * A photo's name as the request's `photos` entries give it: "<request id>-<index>". The request id
 * is a row id (int4): "9999999999-0" used to reach the query, which PostgreSQL refused (HTTP 500).
 */
const AFTER_SALES_PHOTO = /^(\d{1,10})-(\d)$/;
export const afterSalesPhotoName = z
  .string()
  .regex(AFTER_SALES_PHOTO, 'Name the photo.')
  .refine((name) => rowId().safeParse(AFTER_SALES_PHOTO.exec(name)?.[1]).success, 'Name the photo.');

export const orderAfterSalesPhotoCall = defineCall({
  method: 'POST',
  path: '/api/order/afterSalesPhoto',
  tag: 'Orders',
  summary: 'One photo of the caller’s after-sales request, as JPEG bytes (the `photos` entries name them).',
  description: 'Answers the image itself; a photo of another account answers 404 in the envelope.',
  access: 'signed-in',
  input: z.strictObject({ photo: afterSalesPhotoName }),
  output: z.unknown(),
});

export const orderSendPrescriptionCall = defineCall({
  method: 'POST',
  path: '/api/order/sendPrescription',
  tag: 'Orders',
  summary: 'Sends the prescription of an order paid without it, and ends its wait.',
  description:
    'docs/product.md#prescription-later. `prescription` is as on the lens flow\u2019s prescription step: typed, saved (the caller\u2019s own) or a photo uploaded with /api/process/upload; "later" is refused. It is read against each waiting line\u2019s lens use (values that cannot be kept answer 422 by field) and kept on those lines; the answer is the order. Another account\u2019s order answers 404; an order that waits for no prescription answers code 0.',
  access: 'signed-in',
  input: z.strictObject({ orderNumber, prescription: prescriptionChoiceSchema }),
  output: orderDetailSchema,
});
