import { hasPrescriptionValues, type LinePrescription, type PrescriptionNumbers } from './order-lens-details';

// Offering to keep a prescription typed in the lens wizard: on a signed-in
// shopper's cart line and order, after sign-in, and on /payment-success. Only typed values are
// offered (a saved one is in the book already; a photo stays with its order), and only while the
// account's book holds no prescription with the same values.

/** The most characters a saved prescription's name takes (PRESCRIPTION_NAME_MAX of the contract). */
const NAME_MAX = 40;

export const PRESCRIPTION_NUMBER_FIELDS = [
  'od_sph',
  'od_cyl',
  'od_axis',
  'od_add',
  'os_sph',
  'os_cyl',
  'os_axis',
  'os_add',
  'pd',
  'pd_right',
  'pd_left',
] as const satisfies readonly (keyof PrescriptionNumbers)[];

/** The typed values a line's prescription offers to keep, or null when there is nothing to offer. */
export function prescriptionToOffer(rx: LinePrescription | null): PrescriptionNumbers | null {
  if (!rx || rx.source !== 'typed' || !hasPrescriptionValues(rx.values)) return null;
  return rx.values;
}

/** Hundredths (powers), tenths (PD) and whole degrees compare exactly; JSON decimals may not. */
const exact = (value: number | null) => (value === null ? null : Math.round(value * 100));

/** Whether two prescriptions have the same values (a name or note does not matter). */
export function samePrescription(a: PrescriptionNumbers, b: PrescriptionNumbers): boolean {
  return PRESCRIPTION_NUMBER_FIELDS.every((field) => exact(a[field]) === exact(b[field]));
}

/** Whether the book already holds these values. */
export function isInBook(values: PrescriptionNumbers, book: readonly PrescriptionNumbers[]): boolean {
  return book.some((saved) => samePrescription(saved, values));
}

/** A name the shopper recognises in their book: "Single Vision for Aurora Round", at most 40 characters. */
export function offeredPrescriptionName(lensUse: string, frameName: string): string {
  const name = `${lensUse} for ${frameName}`.replace(/[<>\p{Cc}]/gu, '').trim();
  return name.length <= NAME_MAX ? name : `${name.slice(0, NAME_MAX - 1).trimEnd()}…`;
}

/** The values as /api/prescription/save takes them: the given ones, in dioptres and millimetres. */
export function prescriptionSaveFields(values: PrescriptionNumbers): Partial<PrescriptionNumbers> {
  return Object.fromEntries(
    PRESCRIPTION_NUMBER_FIELDS.flatMap((field) => (values[field] === null ? [] : [[field, values[field]]])),
  );
}
