import type { LensRecordPrescription } from './lenses-again';

// Whether the prescription a delivered pair was made to has expired, so "Buy again" asks the
// shopper to confirm it first (docs/product.md#buy-again).
//
// A stand-in: prescriptions keep no exam or expiry date yet, so none has passed. When
// lib/shop/prescription-details.ts brings the pure `prescriptionExpired`, this function calls it
// and nothing else changes: the server and its tests ask only this one function.

/** Whether this prescription has expired by `now` (always false until prescriptions carry dates). */
export function buyAgainPrescriptionExpired(_prescription: LensRecordPrescription, _now: Date): boolean {
  return false;
}
