import { z } from 'zod';
import { OPTICIAN_CHECK_ITEMS } from '@/lib/shop/optician-check';
import { REFUND_DESTINATIONS } from '@/lib/shop/after-sales';
import { LAB_STAGES } from '@/lib/shop/lab-stages';
import { PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS } from '@/lib/shop/constants';
import { rolesFor } from '@/lib/shop/staff-roles';
import { CARRIERS, normalizeTrackingNumber, TRACKING_NUMBER_MESSAGE } from '@/lib/shop/tracking-links';
import { defineCall, type CallContract } from '../../call';
import { TICKET_MESSAGE_MAX, TICKET_MESSAGE_MIN } from '../../ticket-rules';
import { integer, pageOf, rowId } from '../../fields';
import { OPERATOR_TAG, paging } from './fields';
import { selectionOf, SELECTION_MAX } from './selection';
import { adminOrderAddNoteCall, adminOrderEditAddressCall } from './order-edits';
import { adminOrderRefundLinesCall, adminOrderRefundQuoteCall } from './order-refund-lines';
import {
  labMoveResultSchema,
  operatorOrderSchema,
  orderFilters,
  orderListItemSchema,
  orderNumberField,
  orderPrescriptionSchema,
  orderRefundSchema,
  orderSort,
} from './order-schemas';

// The operator console's orders (docs/product.md#order-states, docs/operating.md#order-work): the
// list, the detail, the prescription (opened on its own, and audited), and each move an operator
// makes. Owners and staff.

const roles = rolesFor('orders');
const byNumber = z.strictObject({ number: orderNumberField });
const reason = (what: string) =>
  z
    .string({ error: `Say why ${what}.` })
    .trim()
    .min(1, `Say why ${what}.`)
    .max(500, 'Keep the reason under 500 characters.');

export const adminOrderListCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/list',
  tag: OPERATOR_TAG,
  summary: 'Orders, searched, filtered, sorted and paginated.',
  description:
    '`search` matches part of the order number, the e-mail or the recipient’s name, in any case. `statuses` are order status codes (0–6); `from` and `to` are days of creation, inclusive (UTC). Sort by created, total, status or number.',
  access: 'operator',
  roles,
  input: z.strictObject({ ...paging, ...orderFilters, ...orderSort }),
  output: pageOf(orderListItemSchema),
});

export const adminOrderInfoCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/info',
  tag: OPERATOR_TAG,
  summary: 'One order: lines and lens choices, address, payments, refunds, tracking and history.',
  description:
    'The prescription’s values and photo are not in this answer: /api/admin/orders/prescription opens them, and is written in the audit log.',
  access: 'operator',
  roles,
  input: byNumber,
  output: operatorOrderSchema,
});

export const adminOrderPrescriptionCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/prescription',
  tag: OPERATOR_TAG,
  summary: 'The prescription values of an order’s lines (or one line), and their photos’ addresses.',
  description:
    'Every opening is written in the audit log (prescription.view). 404 when the order, or the line given, has no prescription.',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, line: rowId().optional() }),
  output: orderPrescriptionSchema,
});

export const adminOrderPrescriptionPhotoCall = defineCall({
  method: 'GET',
  path: '/api/admin/orders/prescriptionPhoto',
  tag: OPERATOR_TAG,
  summary: 'The photo of a line’s prescription.',
  description:
    'Query string `?number=OC…&line=<line id>`. Success answers the JPEG itself (image/jpeg, private, not cached), not the envelope; failures answer the envelope: 404 for a line without a photo. Every opening is written in the audit log (prescription.view).',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, line: rowId() }),
  output: z.unknown(),
});

export const adminOrderPrescriptionFhirCall = defineCall({
  method: 'GET',
  path: '/api/admin/orders/prescriptionFhir',
  tag: OPERATOR_TAG,
  summary: 'A line’s typed prescription as an HL7 FHIR R4 VisionPrescription (JSON).',
  description:
    'Query string `?number=OC…&line=<line id>`. Success answers the resource itself (application/fhir+json, an attachment named prescription-<order>-<line>.json), not the envelope; docs/product.md#prescription-fhir. Failures answer the envelope: 404 for a line without typed values (a photo). Every download is written in the audit log (prescription.view).',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, line: rowId() }),
  output: z.unknown(),
});

export const adminOrderCheckPrescriptionCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/checkPrescription',
  tag: OPERATOR_TAG,
  summary: 'Confirms an order’s prescription, or asks the shopper a question about it.',
  description:
    'Before the lab makes the lenses (a paid order that has not shipped); docs/operating.md#optician-check. "confirmed" needs the permission to confirm prescriptions (owners always hold it; else code 403), a licence number on the member\u2019s profile, an opening of the prescription by this member (/api/admin/orders/prescription or its photo), and `checked` holding every item of the checklist that applies (the photo\u2019s only for a photo prescription); each is refused with code 0 and a sentence that says what is missing. It records the member\u2019s name and licence number. "question" opens a support ticket to the shopper with `message`, and the order waits for a confirmation before it can ship. Both show in the order\u2019s prescription checks.',
  access: 'operator',
  roles,
  input: z
    .strictObject({
      number: orderNumberField,
      decision: z.enum(['confirmed', 'question']),
      message: z
        .string()
        .trim()
        .min(TICKET_MESSAGE_MIN, `Write the question in at least ${TICKET_MESSAGE_MIN} characters.`)
        .max(TICKET_MESSAGE_MAX, 'Keep the question under 4,000 characters.')
        .optional(),
      /** The checklist's items the optician ticked (docs/operating.md#optician-check). */
      checked: z
        .array(z.enum(OPTICIAN_CHECK_ITEMS, { error: 'Name the checklist’s items as the console does.' }))
        .max(OPTICIAN_CHECK_ITEMS.length, 'Name each checklist item once.')
        .optional(),
    })
    .superRefine((input, context) => {
      if (input.decision === 'question' && !input.message)
        context.addIssue({
          code: 'custom',
          path: ['message'],
          message: 'Write the question the shopper will read.',
        });
    }),
  output: z.object({ order: operatorOrderSchema, ticketNumber: z.string().nullable() }),
});

export const adminOrderShipCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/ship',
  tag: OPERATOR_TAG,
  summary: 'Ships a paid order (1 → 2) with its carrier and tracking number.',
  description:
    'The shopper gets a mail with the tracking link and sees it on their order page. Code 0 for an order that is not Not Shipped, or whose prescription is not confirmed yet.',
  access: 'operator',
  roles,
  input: z.strictObject({
    number: orderNumberField,
    carrier: z.enum(CARRIERS, { error: `Choose the carrier: ${CARRIERS.join(', ')}.` }),
    trackingNumber: z
      .string({ error: TRACKING_NUMBER_MESSAGE })
      .max(80, TRACKING_NUMBER_MESSAGE)
      .transform((typed, context) => {
        const number = normalizeTrackingNumber(typed);
        if (number === null) context.addIssue({ code: 'custom', message: TRACKING_NUMBER_MESSAGE });
        return number ?? '';
      }),
  }),
  output: operatorOrderSchema,
});

export const adminOrderDeliverCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/deliver',
  tag: OPERATOR_TAG,
  summary: 'Marks a shipped order delivered (2 → 4).',
  access: 'operator',
  roles,
  input: byNumber,
  output: operatorOrderSchema,
});

export const adminOrderCancelCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/cancel',
  tag: OPERATOR_TAG,
  summary: 'Cancels an order before it ships: unpaid (0 → 6), or paid and refunded in full (1 → 5).',
  description:
    'docs/operating.md#cancel-paid. Its stock and coupon return. A paid order is refunded what is left, through the provider that took the money (the wallet when none did), reserved on the order first: a repeated or simultaneous cancel is refused and never refunds twice. The shopper gets one mail saying it is cancelled and refunded. Code 0 once the order has shipped; 503 when the provider does not answer (the refund waits and is sent again with the same key, the cancel ends once it is made).',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, reason: reason('the order is cancelled') }),
  output: operatorOrderSchema,
});

export const adminOrderRefundCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/refund',
  tag: OPERATOR_TAG,
  summary: 'Refunds part or all of a paid order, to its payment or to the shop wallet.',
  description:
    '`amountCents` in US cents, never more than what is left (code 0 names it). "original" goes back through the provider that took the money (PayPal, Stripe or the demo), sent once with an idempotency key; "wallet" credits the shopper’s store credit. The order becomes 5 Refunded once all of it is refunded (from 1, 2 or 4; an order in review through its after-sales answer). 503 when the provider does not answer: the refund waits, and the next refund of the order sends it again with the same key, never twice.',
  access: 'operator',
  roles,
  input: z.strictObject({
    number: orderNumberField,
    amountCents: integer(1, 100_000_000),
    destination: z.enum(REFUND_DESTINATIONS),
    reason: reason('the order is refunded'),
  }),
  output: z.object({ order: operatorOrderSchema, refund: orderRefundSchema }),
});

export const labStageField = z.enum(LAB_STAGES, {
  error: `Choose the stage: ${LAB_STAGES.join(', ')}.`,
});
/** The orders ticked on the list, by number: what one lab move, export or printing takes. */
export const orderSelection = selectionOf(orderNumberField, 'order');

export const ORDER_EXPORT_ROWS_MAX = 10_000;

export const adminOrderExportCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/export',
  tag: OPERATOR_TAG,
  summary: 'The order list as a CSV file, for the same filters and sort as the list, or the orders chosen.',
  description: `\`numbers\` (optional, up to ${SELECTION_MAX}) exports only these orders (the list's "Export selected"), within the filters given. Success answers the file itself (text/csv, UTF-8, RFC 4180, an attachment named orders-<day>.csv), not the envelope; at most ${ORDER_EXPORT_ROWS_MAX.toLocaleString('en-US')} rows (the headers X-Oculo-Rows and X-Oculo-Orders-Matched say when more matched). Cells a spreadsheet would run as formulas start with an apostrophe. Written in the audit log (order.export).`,
  access: 'operator',
  roles,
  input: z.strictObject({ ...orderFilters, ...orderSort, numbers: orderSelection.optional() }),
  output: z.unknown(),
});

export const adminOrderExtendPrescriptionWaitCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/extendPrescriptionWait',
  tag: OPERATOR_TAG,
  summary: 'Gives the shopper more days to send the prescription of an order paid without it.',
  description: `docs/operating.md#prescription-wait. The wait ends \`days\` (1 to ${PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS}) later than it would (from now when it has ended and the order is not yet cancelled). An order that waits for no prescription answers code 0. Written in the order\u2019s history and the audit log (order.extend-prescription-wait).`,
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, days: integer(1, PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS) }),
  output: operatorOrderSchema,
});

export const adminOrderLabStageCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/labStage',
  tag: OPERATOR_TAG,
  summary: 'Moves one Not Shipped order to the lab’s next stage.',
  description:
    'Stages go forward one at a time (docs/operating.md#lab-stages): code 0 names why a skip, a move back or a stage the order does not have is refused. "prescription_confirmed" is reached by checking the prescription. "in_production" mails the shopper. Written in the audit log (order.lab-stage).',
  access: 'operator',
  roles,
  input: z.strictObject({ number: orderNumberField, stage: labStageField }),
  output: operatorOrderSchema,
});

export const adminOrderLabStagesCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/labStages',
  tag: OPERATOR_TAG,
  summary: 'Moves a selection of orders to a lab stage: each moved, or refused with its reason.',
  description: `Up to ${SELECTION_MAX} order numbers. Each order is moved in its own transaction, under the same rule as /api/admin/orders/labStage; the answer lists the moved ones and, for each refused one, why (an unknown number too). Each move is written in the audit log (order.lab-stage).`,
  access: 'operator',
  roles,
  input: z.strictObject({ numbers: orderSelection, stage: labStageField }),
  output: labMoveResultSchema,
});

export const adminOrderJobSheetsCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/jobSheets',
  tag: OPERATOR_TAG,
  summary: 'The lab’s job sheets of a selection of orders, one PDF with a page per order.',
  description: `Up to ${SELECTION_MAX} order numbers; 404 names an unknown one. Success answers the file itself (application/pdf, an attachment named job-sheets-<day>.pdf), not the envelope. Each sheet shows the frame, colour, SKU, every lens option, the prescription’s values and PD, and the order number as a QR code: each order with a prescription is written in the audit log as prescription.view.`,
  access: 'operator',
  roles,
  input: z.strictObject({ numbers: orderSelection }),
  output: z.unknown(),
});

/** The printed documents of an order (docs/operating.md#documents). */
export const ORDER_DOCUMENTS = ['invoice', 'packingSlip', 'returnLabel'] as const;

export const adminOrderDocumentsCall = defineCall({
  method: 'POST',
  path: '/api/admin/orders/documents',
  tag: OPERATOR_TAG,
  summary: 'Invoices, packing slips or return labels of a selection of orders, one PDF.',
  description: `docs/operating.md#documents. \`document\` is invoice, packingSlip or returnLabel; up to ${SELECTION_MAX} order numbers, each starting on its own page in the order given. All or nothing: numbers the shop does not know answer 422 naming them in \`numbers\`. Success answers the file itself (application/pdf, an attachment named invoices-<number or day>.pdf, packing-slips-…, return-labels-…), not the envelope. Nothing is written.`,
  access: 'operator',
  roles,
  input: z.strictObject({
    numbers: orderSelection,
    document: z.enum(ORDER_DOCUMENTS, { error: 'Choose invoice, packingSlip or returnLabel.' }),
  }),
  output: z.unknown(),
});

export const ORDER_CALLS: readonly CallContract[] = [
  adminOrderListCall,
  adminOrderInfoCall,
  adminOrderPrescriptionCall,
  adminOrderPrescriptionPhotoCall,
  adminOrderPrescriptionFhirCall,
  adminOrderCheckPrescriptionCall,
  adminOrderShipCall,
  adminOrderDeliverCall,
  adminOrderCancelCall,
  adminOrderRefundCall,
  adminOrderRefundQuoteCall,
  adminOrderRefundLinesCall,
  adminOrderExportCall,
  adminOrderLabStageCall,
  adminOrderLabStagesCall,
  adminOrderJobSheetsCall,
  adminOrderDocumentsCall,
  adminOrderExtendPrescriptionWaitCall,
  adminOrderEditAddressCall,
  adminOrderAddNoteCall,
];
