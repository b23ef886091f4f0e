import { asc, desc, eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { NotFoundError } from '@/lib/contract/errors';
import { afterSalesDeadline, type AfterSalesKind } from '@/lib/shop/after-sales';
import type { CurrencyCode } from '@/lib/shop/currency';
import type { OpticianCheckItem } from '@/lib/shop/optician-check';
import {
  addressEditRefusal,
  cancelRefusal,
  deliverRefusal,
  prescriptionCheckRefusal,
  refundableCents,
  refundRefusal,
  shipRefusal,
  type OrderFacts,
  type PrescriptionCheck,
} from '@/lib/shop/order-operator-rules';
import { labStageOf } from '@/lib/shop/lab-stages';
import { refundLabel } from '@/lib/shop/refund-label';
import { orderStatusName, OrderStatus } from '@/lib/shop/order-status';
import { trackingLink } from '@/lib/shop/tracking-links';
import { pricedLineOf, shippingAddressOf } from './stored-shapes';
import { database, type Database } from '@/lib/server/platform/db';
import { paymentsOfOrder } from '@/lib/server/domain/payments';
import { listStaff } from '@/lib/server/domain/staff';
import { labMovesOf, operatorLabOf } from './lab-timeline';
import type { OrderRow } from './order-moves';
import { notesOf } from './order-note-list';
import { linePrescriptionOf } from './prescription-lines';
import { refundedUnitsOf, toRefundView } from './refund-views';
import {
  afterSalesRequests,
  orderHistory,
  orderLines,
  orderPrescriptionChecks,
  orderRefunds,
  orders,
} from './tables';

// The operator console's order page: everything about an order but the prescription's values and
// photo, which an operator opens on purpose (operator-prescriptions.ts) and the audit log keeps
// (docs/operating.md#audit-log).

type Reader = Pick<Database, 'select'>;
type LineRow = typeof orderLines.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** The order with this number; 404 for an unknown one. */
export async function orderByNumber(db: Reader, number: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
  if (!order) throw new NotFoundError('This order');
  return order;
}

export async function linesOf(db: Reader, orderId: number): Promise<LineRow[]> {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.sort));
}

/** What the operator rules read of an order and its lines. */
export function factsOf(order: OrderRow, lines: readonly LineRow[]): OrderFacts {
  // an order waiting for its prescription is made to one: its lab goes through every stage
  const awaitingPrescription = order.prescriptionDueAt !== null;
  const hasPrescription = awaitingPrescription || lines.some((line) => linePrescriptionOf(line) !== null);
  return {
    status: order.status,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    hasPrescription,
    prescriptionCheck: order.prescriptionCheck as PrescriptionCheck | null,
    labStage: labStageOf({ ...order, hasPrescription }),
    paymentProvider: order.paidAt ? order.paymentProvider : null,
    awaitingPrescription,
    cancelRequested: order.cancelRequestedAt !== null,
  };
}

/** A line as the operator sees it: its lens choices, and how its prescription came, not its values. */
function operatorLineOf(row: LineRow, refunds: readonly RefundRow[]): OperatorOrder['lines'][number] {
  const { lens, ...line } = pricedLineOf(row.line, row.lensRecord, row.id);
  const found = linePrescriptionOf(row);
  return {
    ...line,
    refunded: refundedUnitsOf(refunds, row.id),
    lens: lens && {
      lensUse: lens.lensUse,
      lensUsePriceCents: lens.lensUsePriceCents,
      lens: lens.lens,
      prescription: lens.prescription,
      rx: found && {
        source: found.rx.source,
        hasValues: found.rx.values !== null,
        photo: found.photoKey !== null,
      },
    },
  };
}

const namesOf = (lines: readonly LineRow[]) => new Map(lines.map((line) => [line.id, line.line.name]));

/** Who checked the prescription, by e-mail (the staff list is short); null when no member did. */
async function memberEmailOf(staffId: number | null): Promise<string | null> {
  if (staffId === null) return null;
  const { list } = await listStaff();
  return list.find((member) => member.id === staffId)?.email ?? null;
}

/** The whole order for the console, read in one go. */
export async function operatorOrderOf(db: Reader, order: OrderRow): Promise<OperatorOrder> {
  const [lines, history, checks, requests, refunds, payments, labMoves, checkedBy, notes] = await Promise.all(
    [
      linesOf(db, order.id),
      db
        .select()
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id))
        .orderBy(asc(orderHistory.at), asc(orderHistory.id)),
      // docs/operating.md#optician-check: every check, with who, when and the licence
      db
        .select()
        .from(orderPrescriptionChecks)
        .where(eq(orderPrescriptionChecks.orderId, order.id))
        .orderBy(asc(orderPrescriptionChecks.at), asc(orderPrescriptionChecks.id)),
      db
        .select()
        .from(afterSalesRequests)
        .where(eq(afterSalesRequests.orderId, order.id))
        .orderBy(desc(afterSalesRequests.createdAt)),
      db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, order.id))
        .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
      paymentsOfOrder(db, order.id),
      labMovesOf(db, order.id),
      memberEmailOf(order.prescriptionCheckedBy),
      notesOf(db, order.id),
    ],
  );
  const facts = factsOf(order, lines);
  // what may still be given back: nothing for an order that was never paid or is refunded
  const refundable = refundRefusal(facts, 1, 'wallet') === null ? refundableCents(order) : 0;
  return {
    number: order.number,
    customerId: order.userId,
    status: order.status,
    statusName: orderStatusName(order.status),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    payBy: order.status === OrderStatus.Unpaid ? order.payBy.toISOString() : null,
    email: order.email,
    name: `${order.address.firstName} ${order.address.lastName}`.trim(),
    currency: order.currency as CurrencyCode,
    lines: lines.map((line) => operatorLineOf(line, refunds)),
    totals: {
      subtotalCents: order.subtotalCents,
      frameDiscountCents: order.frameDiscountCents,
      frameOfferName: order.frameOfferName,
      couponDiscountCents: order.couponDiscountCents,
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      freeShipping: order.shippingCents === 0,
      awayFromFreeShippingCents: 0,
      taxCents: order.taxCents,
      taxIncluded: order.taxIncluded,
      taxName: order.tax?.name ?? '',
    },
    couponCode: order.couponCode,
    address: shippingAddressOf(order.address),
    shippingMethod: order.shippingMethod,
    shippingName: order.shippingName,
    payment:
      order.paidAt && order.paymentProvider
        ? {
            provider: order.paymentProvider,
            reference: order.paymentReference ?? '',
            paidAt: order.paidAt.toISOString(),
          }
        : null,
    payments,
    refundedCents: order.refundedCents,
    refundLabel: refundLabel(order),
    refundableCents: refundable,
    refunds: refunds.map((refund) => toRefundView(refund, namesOf(lines))),
    tracking:
      order.carrier && order.trackingNumber
        ? {
            carrier: order.carrier,
            number: order.trackingNumber,
            url: trackingLink(order.carrier, order.trackingNumber),
          }
        : null,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    afterSalesUntil: afterSalesDeadline(order)?.toISOString() ?? null,
    prescriptionDueAt: order.prescriptionDueAt?.toISOString() ?? null,
    hasPrescription: facts.hasPrescription,
    prescriptionCheck: facts.prescriptionCheck && {
      state: facts.prescriptionCheck,
      at: order.prescriptionCheckedAt?.toISOString() ?? null,
      by: checks.at(-1)?.staffName ?? null,
      licenceNumber: checks.at(-1)?.licenceNumber ?? null,
    },
    prescriptionChecks: checks.map((check) => ({
      decision: check.decision as PrescriptionCheck,
      by: check.staffName,
      licenceNumber: check.licenceNumber,
      checked: check.checked as OpticianCheckItem[],
      ticketNumber: check.ticketNumber,
      at: check.at.toISOString(),
    })),
    lab: operatorLabOf(order, facts.hasPrescription, labMoves, checkedBy),
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus,
      status: entry.toStatus,
      statusName: orderStatusName(entry.toStatus),
      actor: entry.actor,
      note: entry.note,
      at: entry.at.toISOString(),
    })),
    notes,
    afterSales: requests.map((request) => ({
      id: request.id,
      kind: request.kind as AfterSalesKind,
      state: request.state as OperatorOrder['afterSales'][number]['state'],
      createdAt: request.createdAt.toISOString(),
    })),
    actions: {
      checkPrescription: prescriptionCheckRefusal(facts) === null,
      ship: shipRefusal(facts) === null,
      deliver: deliverRefusal(facts) === null,
      cancel: cancelRefusal(facts) === null,
      // the country is checked on the change: any address of it may be typed
      editAddress: addressEditRefusal(facts, { from: 'same', to: 'same' }) === null,
      // whether anything is left to give back; the amount and destination are checked on the refund
      refund: refundable > 0,
    },
  };
}

/** POST /api/admin/orders/info. */
export async function operatorOrderInfo(input: { number: string }): Promise<OperatorOrder> {
  const db = await database();
  return operatorOrderOf(db, await orderByNumber(db, input.number));
}
