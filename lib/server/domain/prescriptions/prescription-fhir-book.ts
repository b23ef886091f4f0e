import type { Prescription } from '@/lib/contract/calls/prescription';
import type { PrescriptionImportInput } from '@/lib/contract/calls/prescription-fhir';
import { InvalidInputError } from '@/lib/contract/errors';
import {
  FHIR_IMPORT_MESSAGES,
  fromVisionPrescription,
  toVisionPrescription,
  type VisionPrescription,
} from '@/lib/shop/prescription-fhir';
import { readPrescriptionDetails } from '@/lib/shop/prescription-details';
import { prescriptionToday } from '@/lib/shop/prescription-kept-details';
import { readPrescription } from '@/lib/shop/prescription-record';
import { ownPrescriptionRow, savePrescription } from './prescription-book';
import { detailsOf, valuesOf } from './prescription-shape';

// docs/product.md#prescription-fhir: the account's saved prescriptions out and in as HL7 FHIR R4
// VisionPrescription resources, through lib/shop/prescription-fhir.ts.

/**
 * The caller's saved prescription as a VisionPrescription, with the name it was saved under (the
 * file's name). What it states only: a default expiry or a near PD worked out are the shop's, not
 * the prescriber's, and an import works them out again.
 */
export async function prescriptionFhir(
  userId: number,
  id: number,
): Promise<{ name: string; resource: VisionPrescription }> {
  const row = await ownPrescriptionRow(userId, id);
  return {
    name: row.name,
    resource: toVisionPrescription({
      values: valuesOf(row),
      details: detailsOf(row),
      createdAt: row.createdAt.toISOString(),
      id: String(row.id),
    }),
  };
}

/** The resource sent as JSON, or read from the uploaded file; a file that is not JSON is named. */
async function resourceOf(input: PrescriptionImportInput): Promise<{ field: string; resource: unknown }> {
  if (!input.file) return { field: 'resource', resource: input.resource };
  try {
    return { field: 'file', resource: JSON.parse(await input.file.text()) as unknown };
  } catch {
    throw new InvalidInputError({ file: FHIR_IMPORT_MESSAGES.notJson });
  }
}

/**
 * Saves a prescription read from a VisionPrescription: the same rules as a typed one
 * (lib/shop/prescription-record.ts, lib/shop/prescription-details.ts), each value that cannot be
 * kept named by its field; a resource the shop cannot read (a contact lens one, a cancelled one) is
 * refused on the field it came in.
 */
export async function importPrescription(
  userId: number,
  input: PrescriptionImportInput,
  address: string,
): Promise<Prescription> {
  const { field, resource } = await resourceOf(input);
  const read = fromVisionPrescription(resource);
  if (!read.ok) throw new InvalidInputError({ [field]: read.message });
  const typed = readPrescription(read.draft);
  const details = readPrescriptionDetails(read.draft, { today: prescriptionToday(new Date()) });
  const problems = { ...typed.problems, ...details.problems };
  if (Object.keys(problems).length > 0) throw new InvalidInputError(problems);
  const name =
    input.name ?? (details.details.exam_date ? `Imported ${details.details.exam_date}` : 'Imported');
  return savePrescription(
    userId,
    {
      id: undefined,
      name,
      file: undefined,
      removeImage: false,
      values: typed.values,
      details: details.details,
    },
    address,
  );
}
