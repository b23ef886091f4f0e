import { eq } from 'drizzle-orm';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { ForbiddenError, RefusedError } from '@/lib/contract/errors';
import { checklistRefusal, opticianCheckItems, type OpticianCheckItem } from '@/lib/shop/optician-check';
import { prescriptionCheckRefusal } from '@/lib/shop/order-operator-rules';
import type { Optician } from '@/lib/server/domain/staff';
import { openShopTicket } from '@/lib/server/domain/support';
import { memberDid, recordAction, type AuditActor } from '@/lib/server/platform/audit';
import type { Database } from '@/lib/server/platform/db';
import { linesOf } from './operator-order-info';
import { operatorAction } from './operator-moves';
import type { OrderRow } from './order-moves';
import { linePrescriptionOf } from './prescription-lines';
import { orderPrescriptionChecks, orders } from './tables';

// The optician's check of an order's prescription before the lab makes the lenses
// (docs/operating.md#optician-check): a member an owner let confirm prescriptions, with a licence
// number on their profile, who opened the values, confirms with every applicable item of the
// checklist ticked; or any member of the orders area asks the shopper through a ticket. Both are
// kept in the order's checks, which its history shows, and in the audit log.

export const MAY_NOT_CONFIRM =
  'Confirming a prescription needs the permission “may confirm prescriptions”: ask an owner to grant it on the Staff page. You can still ask the shopper.';
export const NO_LICENCE =
  'Add your optician’s licence number (and your name) under Your account before confirming a prescription: the order records both.';
export const NOT_OPENED =
  'Open the prescription’s values (or its photo) before confirming it: the check is made on what you have seen.';

/** Whether the order has a line whose prescription came as a photo: its checklist asks about the photo. */
export async function hasPhotoPrescription(db: Pick<Database, 'select'>, orderId: number): Promise<boolean> {
  return (await linesOf(db, orderId)).some((line) => (linePrescriptionOf(line)?.photoKey ?? null) !== null);
}

/** Every refusal of a confirmation by this member, in the order a member meets them. */
async function confirmationRefusal(
  tx: Database,
  order: OrderRow,
  staffId: number,
  optician: Optician,
  checked: readonly OpticianCheckItem[],
): Promise<void> {
  if (!optician.mayConfirm) throw new ForbiddenError(MAY_NOT_CONFIRM);
  if (optician.licenceNumber.trim() === '' || optician.name.trim() === '') throw new RefusedError(NO_LICENCE);
  const opened = await memberDid(tx, {
    staffId,
    action: 'prescription.view',
    objectType: 'order',
    objectId: order.number,
  });
  if (!opened) throw new RefusedError(NOT_OPENED);
  const missing = checklistRefusal(
    opticianCheckItems({ photo: await hasPhotoPrescription(tx, order.id) }),
    checked,
  );
  if (missing) throw new RefusedError(missing);
}

/**
 * POST /api/admin/orders/checkPrescription: confirms the prescription, or asks the shopper a
 * question about it through a support ticket (the order then waits for an answer before it ships).
 */
export async function checkOrderPrescription(
  input: {
    number: string;
    decision: 'confirmed' | 'question';
    message?: string | undefined;
    checked?: readonly OpticianCheckItem[] | undefined;
  },
  actor: AuditActor,
  optician: Optician,
): Promise<{ order: OperatorOrder; ticketNumber: string | null }> {
  const { order, result } = await operatorAction(
    input.number,
    prescriptionCheckRefusal,
    async (tx, locked) => {
      // the check is signed by a member; the command line is no one to answer to
      const staffId = actor.staffId;
      if (staffId === null) throw new RefusedError('Only a member of the staff can check a prescription.');
      const confirmed = input.decision === 'confirmed';
      const checked = confirmed ? [...new Set(input.checked ?? [])] : [];
      if (confirmed) await confirmationRefusal(tx, locked, staffId, optician, checked);
      let ticketNumber: string | null = null;
      if (!confirmed) {
        const address = locked.address;
        ({ ticketNumber } = await openShopTicket(tx, {
          userId: locked.userId,
          email: locked.email,
          name: `${address.firstName} ${address.lastName}`.trim(),
          orderNumber: locked.number,
          topic: 'prescription',
          message: input.message ?? '',
          staffId,
        }));
      }
      const licenceNumber = confirmed ? optician.licenceNumber.trim() : null;
      const at = new Date();
      await tx.insert(orderPrescriptionChecks).values({
        orderId: locked.id,
        decision: input.decision,
        staffId,
        staffName: optician.name.trim() || actor.email,
        licenceNumber,
        checked,
        ticketNumber,
        at,
      });
      await tx
        .update(orders)
        .set({
          prescriptionCheck: input.decision,
          prescriptionCheckedAt: at,
          prescriptionCheckedBy: staffId,
          updatedAt: at,
        })
        .where(eq(orders.id, locked.id));
      await recordAction(tx, actor, {
        action: 'order.check-prescription',
        objectType: 'order',
        objectId: locked.number,
        summary: confirmed
          ? `Confirmed the prescription (licence ${licenceNumber})`
          : `Asked the shopper about the prescription (ticket ${ticketNumber})`,
        before: { prescriptionCheck: locked.prescriptionCheck },
        after: { prescriptionCheck: input.decision, ticketNumber, licenceNumber, checked },
      });
      return ticketNumber;
    },
  );
  return { order, ticketNumber: result };
}
