import type { Prescription } from '@/lib/contract/calls/prescription';
import type { PrescriptionValues } from '@/lib/shop/prescription-record';
import {
  PRESCRIPTION_STEP_MESSAGES,
  typedItem,
  type Addition,
  type PrescriptionStepChoice,
} from './prescription-choice';

// A prescription saved in the account, as the wizard's prescription step offers it
// (docs/product.md#prescription-details): its choice, its summary and why it may not fit the lenses.

/** A saved prescription as a choice; the server checks it again against the lens use. */
export function savedChoice(prescription: Prescription): PrescriptionStepChoice {
  return {
    value: { source: 'saved', id: prescription.id },
    item: `Saved: ${prescription.name}`,
    warning: prescription.warning,
  };
}

/** A saved prescription's values in the units of lib/shop (hundredths, tenths), for its summary. */
export function savedValues(prescription: Prescription): PrescriptionValues {
  const hundredths = (dioptres: number | null) => (dioptres === null ? null : Math.round(dioptres * 100));
  const tenths = (millimetres: number | null) => (millimetres === null ? null : Math.round(millimetres * 10));
  return {
    od_sph: hundredths(prescription.od_sph),
    od_cyl: hundredths(prescription.od_cyl),
    od_axis: prescription.od_axis,
    od_add: hundredths(prescription.od_add),
    os_sph: hundredths(prescription.os_sph),
    os_cyl: hundredths(prescription.os_cyl),
    os_axis: prescription.os_axis,
    os_add: hundredths(prescription.os_add),
    pd: tenths(prescription.pd),
    pd_right: tenths(prescription.pd_right),
    pd_left: tenths(prescription.pd_left),
  };
}

/** A saved prescription's summary: its typed values, or that it is a photo. */
export function savedSummary(prescription: Prescription): string {
  if (prescription.od_sph === null || prescription.os_sph === null)
    return prescription.hasImage ? 'Photo of the prescription' : 'No values';
  return typedItem(savedValues(prescription));
}

/**
 * Why a saved prescription may not fit these lenses (its ADD), or null. Still selectable: the server
 * answers with the reason, and the shopper may know better (a photo is read by an optician).
 */
export function savedAdditionNote(prescription: Prescription, addition: Addition): string | null {
  if (prescription.od_sph === null) return null;
  const hasAddition = prescription.od_add !== null || prescription.os_add !== null;
  if (addition === 'refused' && hasAddition) return PRESCRIPTION_STEP_MESSAGES.savedHasAddition;
  if (addition === 'required' && (prescription.od_add === null || prescription.os_add === null))
    return PRESCRIPTION_STEP_MESSAGES.savedLacksAddition;
  return null;
}
