import type { Prescription } from '@/lib/contract/calls/prescription';
import { customerProfile } from '@/lib/server/domain/accounts';
import { prescriptionInfo } from '@/lib/server/domain/prescriptions';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { customerFigures } from './customer-figures';

/**
 * POST /api/admin/customers/prescription: one of the customer's saved prescriptions, written in the
 * audit log before it is shown, as an order's prescription is (docs/operating.md#audit-log). One of
 * another account is not found, as an unknown one.
 */
export async function openCustomerPrescription(
  input: { id: number; prescriptionId: number },
  actor: AuditActor,
): Promise<Prescription> {
  const db = await database();
  const customer = await customerProfile(db, input.id, customerFigures);
  const prescription = await prescriptionInfo(customer.id, input.prescriptionId);
  await recordAction(db, actor, {
    action: 'prescription.view',
    objectType: 'customer',
    objectId: customer.email,
    summary: `Opened the saved prescription "${prescription.name}" of ${customer.email}`,
    after: { prescription: prescription.id, what: 'values' },
  });
  return prescription;
}
