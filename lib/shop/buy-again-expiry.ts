import { prescriptionExpired, type PrescriptionDetails } from './prescription-details';
import type { LensRecordPrescription } from './lenses-again';

// Whether the prescription a delivered pair was made to has expired, so "Buy again" asks the
// shopper to confirm it first (docs/product.md#buy-again). The one call the server makes: the
// dates a pair's lens record carries (docs/product.md#prescription-details), read by
// prescriptionExpired. A record without dates (every pair until the wizard keeps them) never expires.

/** The dates a lens record's prescription may carry beside its values. */
export type PrescriptionDates = Pick<PrescriptionDetails, 'exam_date' | 'expiry_date'>;

/** Whether this prescription has expired by `now` (UTC day), a prescription good for `validYears`. */
export function buyAgainPrescriptionExpired(
  prescription: LensRecordPrescription & { details?: PrescriptionDates | null },
  now: Date,
  validYears?: number,
): boolean {
  return prescriptionExpired(prescription.details ?? null, now.toISOString().slice(0, 10), validYears);
}
