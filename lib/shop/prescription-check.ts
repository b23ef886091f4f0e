import Big from 'big.js';
import { PRESCRIPTION_MISMATCH_THRESHOLD } from './constants';

// A prescription whose two eyes differ by 3 or more in sphere or cylinder is probably mistyped
// (docs/product.md#prescription-rules).

export type PrescriptionValue = string | number | null | undefined;

export interface PrescriptionEyes {
  /** right eye sphere */
  od_sph?: PrescriptionValue;
  /** right eye cylinder */
  od_cyl?: PrescriptionValue;
  /** left eye sphere */
  os_sph?: PrescriptionValue;
  /** left eye cylinder */
  os_cyl?: PrescriptionValue;
}

export interface PrescriptionTableCheck {
  sph: boolean;
  cyl: boolean;
}

function isEmpty(value: PrescriptionValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

// each field is read as a number, and a non-number counts as 0
function readNumber(value: PrescriptionValue): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : 0;
}

function differsTooMuch(right: PrescriptionValue, left: PrescriptionValue): boolean {
  const difference = new Big(readNumber(right)).minus(readNumber(left)).abs();
  return difference.gte(PRESCRIPTION_MISMATCH_THRESHOLD);
}

// the table variant flags sphere and cylinder separately
export function checkPrescriptionTable(eyes: PrescriptionEyes): PrescriptionTableCheck {
  // if all four fields are empty, nothing is flagged
  if ([eyes.od_sph, eyes.od_cyl, eyes.os_sph, eyes.os_cyl].every(isEmpty)) return { sph: false, cyl: false };
  return {
    sph: differsTooMuch(eyes.od_sph, eyes.os_sph),
    cyl: differsTooMuch(eyes.od_cyl, eyes.os_cyl),
  };
}

// the prescription check, flagged (true) when |od_sph − os_sph| ≥ 3 or |od_cyl − os_cyl| ≥ 3
export function checkPrescription(eyes: PrescriptionEyes): boolean {
  const { sph, cyl } = checkPrescriptionTable(eyes);
  return sph || cyl;
}
