import { z } from 'zod';
import { defineCall } from '../call';
import {
  OWNER_NOTE,
  PRESCRIPTIONS_MAX,
  prescriptionId,
  prescriptionName,
  prescriptionSchema,
} from './prescription';

// docs/product.md#prescription-fhir: a saved prescription out as an HL7 FHIR R4 VisionPrescription
// (lib/shop/prescription-fhir.ts), and one read back into the account's book.

/** The largest FHIR file taken: a VisionPrescription is a few KB; room for narrative and extensions. */
export const PRESCRIPTION_FHIR_MAX_BYTES = 256 * 1024;

export const prescriptionFhirCall = defineCall({
  method: 'POST',
  path: '/api/prescription/fhir',
  tag: 'Prescriptions',
  summary: 'A saved prescription as an HL7 FHIR R4 VisionPrescription (JSON file).',
  description: `Success answers the resource itself (content-type application/fhir+json, an attachment named after the prescription, private, not cached), not the envelope; failures answer the envelope as usual. The powers, prism, addition, exam date, prescriber and wearer go where R4 puts them; the PDs, near PD, expiry and note as the shop's extensions (docs/product.md#prescription-fhir). What the prescription does not state (the default expiry, a near PD worked out) is left out. ${OWNER_NOTE}`,
  access: 'signed-in',
  input: prescriptionId,
  output: z.unknown(),
});

export const prescriptionImportInput = z
  .strictObject({
    /** The new prescription's name; left out: "Imported" and the exam date. */
    name: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      prescriptionName.optional(),
    ),
    /** The resource as JSON (a JSON body). */
    resource: z.unknown().optional(),
    /** The resource as a file (multipart): a .json file of one VisionPrescription. */
    file: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .instanceof(File, { error: 'Choose a FHIR file (.json).' })
        .refine((file) => file.size > 0, 'The file is empty. Please choose another.')
        .refine(
          (file) => file.size <= PRESCRIPTION_FHIR_MAX_BYTES,
          `The file must be ${PRESCRIPTION_FHIR_MAX_BYTES / 1024} KB or smaller.`,
        )
        .optional(),
    ),
  })
  .superRefine((input, context) => {
    if ((input.resource === undefined) === (input.file === undefined))
      context.addIssue({
        code: 'custom',
        path: ['file'],
        message: 'Send the VisionPrescription as `resource` (JSON) or as a `file`, one of them.',
      });
  });
export type PrescriptionImportInput = z.infer<typeof prescriptionImportInput>;

export const prescriptionImportCall = defineCall({
  method: 'POST',
  path: '/api/prescription/import',
  tag: 'Prescriptions',
  summary: 'Saves a prescription read from an HL7 FHIR R4 VisionPrescription.',
  description: `JSON \`{name?, resource}\` or multipart \`name\` and \`file\` (at most ${PRESCRIPTION_FHIR_MAX_BYTES / 1024} KB). The resource is read as docs/product.md#prescription-fhir says and checked by the same rules as a typed prescription: a value that cannot be kept is named (422 with \`fields\`); a file that is not a VisionPrescription, a contact lens prescription, one eye given twice, or one cancelled or entered in error is refused with a sentence that says so (422). Answers the new saved prescription, as /api/prescription/info does. At most ${PRESCRIPTIONS_MAX} prescriptions (code 0 beyond).`,
  access: 'signed-in',
  maxBodyBytes: PRESCRIPTION_FHIR_MAX_BYTES + 64 * 1024,
  uploads: { files: 1, fileBytes: PRESCRIPTION_FHIR_MAX_BYTES },
  input: prescriptionImportInput,
  output: prescriptionSchema,
});
