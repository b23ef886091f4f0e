import { detailsOrNone, prescriptionExpired, type PrescriptionDetails } from './prescription-details';
import { prescriptionToday } from './prescription-kept-details';
import type { LensRecordPrescription } from './lenses-again';

// Whether the prescription a delivered pair was made to has expired, so "Buy again" asks the
// shopper to confirm it first (docs/product.md#buy-again). The one call the server makes: the
// dates a pair's lens record carries (docs/product.md#prescription-details), read by
// prescriptionExpired. A record without dates (every pair until the wizard keeps them) never expires.

/** Whether this prescription has expired by `now` (the prescriptions' day, prescriptionToday), a prescription good for `validYears`. */
export function buyAgainPrescriptionExpired(
  prescription: LensRecordPrescription,
  now: Date,
  validYears?: number,
): boolean {
  if (!prescription.details) return false;
  const details = detailsOrNone(prescription.details as Partial<PrescriptionDetails>);
  return prescriptionExpired(details, prescriptionToday(now), validYears);
}
