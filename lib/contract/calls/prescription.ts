import { z } from 'zod';
import {
  PRESCRIPTION_FIELDS,
  readPrescription,
  type PrescriptionField,
} from '@/lib/shop/prescription-record';
import {
  DETAIL_FIELDS,
  HORIZONTAL_BASES,
  readPrescriptionDetails,
  VERTICAL_BASES,
  type DetailField,
} from '@/lib/shop/prescription-details';
import { prescriptionToday } from '@/lib/shop/prescription-kept-details';
import { defineCall, noInput } from '../call';
import { listOf, rowId } from '../fields';

// docs/product.md#calls: /api/prescription/list, /info, /save, /delete — saved prescriptions, typed
// (docs/product.md#prescription-rules, lib/shop/prescription-values.ts) or as a photo of the
// optician's form, with the rest of what they state (docs/product.md#prescription-details). docs/product.md#privacy: a prescription and its photo are visible to their owner
// only.

/** The most prescriptions one account keeps; saving beyond it is refused with code 0. */
export const PRESCRIPTIONS_MAX = 20;
/** The largest photo accepted, and its largest side in pixels (the cropper's max image side 2000). */
export const PRESCRIPTION_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_IMAGE_MAX_SIDE = 2000;
export const PRESCRIPTION_NAME_MAX = 40;
export const PRESCRIPTION_NOTE_MAX = 300;

const PRESCRIPTION_ID = rowId();
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}<>]*$/u;
/** Line breaks and tabs are fine in a note; other control characters and angle brackets are not. */
const NOTE_UNSAFE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>]/;

/** A typed value as JSON (number or text) or multipart (text, "" for none). */
const typedValue = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .union([z.number(), z.string().max(12, 'Enter a shorter value.')], { error: 'Enter a number.' })
    .optional(),
);

/** A boolean from JSON, or "true"/"false" from multipart form data. */
const flag = z.preprocess(
  (value) =>
    value === 'true' || value === '1'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  z.boolean({ error: 'Expected true or false.' }),
);

/** A detail as JSON or multipart: prism amounts and the near PD may be numbers, the rest is text. */
const detailValue = z.preprocess(
  (value) => (value === null || value === '' ? undefined : value),
  z
    .union([z.number(), z.string().max(400, 'Enter a shorter value.')], { error: 'Enter a number or text.' })
    .optional(),
);

/** Every detail but the note, which the call has always taken (the same rules, below). */
type DetailInputField = Exclude<DetailField, 'note'>;
const DETAIL_INPUT_FIELDS = DETAIL_FIELDS.filter((field): field is DetailInputField => field !== 'note');
const detailFields = Object.fromEntries(DETAIL_INPUT_FIELDS.map((field) => [field, detailValue])) as Record<
  DetailInputField,
  typeof detailValue
>;

/** The details' problems (the note's are the call's own) and what is kept, as of the server's today. */
const readDetails = (input: Partial<Record<DetailField, string | number | undefined>>) =>
  readPrescriptionDetails(input, { today: prescriptionToday(new Date()) });

const typedFields = Object.fromEntries(PRESCRIPTION_FIELDS.map((field) => [field, typedValue])) as Record<
  PrescriptionField,
  typeof typedValue
>;

/** A saved prescription's name, as the shopper sees it in the book. */
export const prescriptionName = z
  .string({ error: 'Name this prescription, such as “Distance 2026”.' })
  .trim()
  .min(1, 'Name this prescription, such as “Distance 2026”.')
  .max(PRESCRIPTION_NAME_MAX, `Keep the name under ${PRESCRIPTION_NAME_MAX} characters.`)
  .regex(NO_CONTROL_CHARACTERS, 'Remove the special characters from the name.');

export const prescriptionSaveInput = z
  .strictObject({
    id: PRESCRIPTION_ID.optional(),
    name: prescriptionName,
    // multipart sends a textarea's line breaks as CRLF: kept as one line break, as JSON sends it
    note: z.preprocess(
      (value) =>
        value === null || value === undefined
          ? ''
          : typeof value === 'string'
            ? value.replace(/\r\n?/g, '\n')
            : value,
      z
        .string()
        .trim()
        .max(PRESCRIPTION_NOTE_MAX, `Keep the note under ${PRESCRIPTION_NOTE_MAX} characters.`)
        .refine((note) => !NOTE_UNSAFE.test(note), 'Remove the special characters from the note.'),
    ),
    ...typedFields,
    ...detailFields,
    /** The photo of the prescription (multipart only): JPEG, PNG or WebP, re-encoded without metadata. */
    file: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .instanceof(File, { error: 'Choose a photo of your prescription.' })
        .refine((file) => file.size > 0, 'The photo is empty. Please choose another file.')
        .refine(
          (file) => file.size <= PRESCRIPTION_IMAGE_MAX_BYTES,
          `The photo must be ${PRESCRIPTION_IMAGE_MAX_BYTES / 1024 / 1024} MB or smaller.`,
        )
        .optional(),
    ),
    /** On a change: drop the stored photo (typed values must then be given). */
    removeImage: flag.optional(),
  })
  // Each value's range and step, and the rules between values, come from lib/shop so the lens
  // wizard says the same; `when` lets them show beside the name's and photo's errors.
  .superRefine(
    (input, context) => {
      for (const [field, message] of Object.entries(readPrescription(input).problems)) {
        context.addIssue({ code: 'custom', path: [field], message });
      }
      for (const [field, message] of Object.entries(readDetails(input).problems)) {
        if (field !== 'note') context.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  )
  .transform(({ id, name, note, file, removeImage, ...typed }) => ({
    id,
    name,
    file,
    removeImage: removeImage ?? false,
    values: readPrescription(typed).values,
    /** As stated: the default expiry and near PD are worked out when read. */
    details: readDetails({ ...typed, note }).details,
  }));
export type PrescriptionSaveInput = z.infer<typeof prescriptionSaveInput>;

const power = z.number().nullable();
const prism = z.number().nullable();
const stated = z.string().nullable();

export const prescriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  /** Dioptres (−2.25), null when not given; the prescription fields plus axis and addition. */
  od_sph: power,
  od_cyl: power,
  /** Degrees 1..180. */
  od_axis: z.number().int().nullable(),
  od_add: power,
  os_sph: power,
  os_cyl: power,
  os_axis: z.number().int().nullable(),
  os_add: power,
  /** Millimetres: one PD, or one per eye. */
  pd: z.number().nullable(),
  pd_right: z.number().nullable(),
  pd_left: z.number().nullable(),
  /** Prism in Δ (1.5) with its base, null when the prescription has none (docs/product.md#prescription-details). */
  od_prism_h: prism,
  od_prism_h_base: z.enum(HORIZONTAL_BASES).nullable(),
  od_prism_v: prism,
  od_prism_v_base: z.enum(VERTICAL_BASES).nullable(),
  os_prism_h: prism,
  os_prism_h_base: z.enum(HORIZONTAL_BASES).nullable(),
  os_prism_v: prism,
  os_prism_v_base: z.enum(VERTICAL_BASES).nullable(),
  /** Millimetres: as stated, or worked out from the distance PD (less 3 mm) when `near_pd_computed`; null without any PD. */
  near_pd: z.number().nullable(),
  near_pd_computed: z.boolean(),
  /** YYYY-MM-DD as stated. */
  exam_date: stated,
  /** YYYY-MM-DD: as stated, or the exam date plus the shop's validity when `expiry_computed`; null with neither date. */
  expiry_date: stated,
  expiry_computed: z.boolean(),
  /** Whether the expiry day is before today (it is still accepted, and flagged). */
  expired: z.boolean(),
  prescriber_name: stated,
  prescriber_licence: stated,
  wearer_name: stated,
  /** Whether a photo is stored; read it with /api/prescription/image. */
  hasImage: z.boolean(),
  /** The prescription check: set when the eyes differ by 3 or more in SPH or CYL; saving still succeeds. */
  warning: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionId = z.strictObject({ id: PRESCRIPTION_ID });

export const OWNER_NOTE =
  'A prescription of another account answers 404, as an unknown one does (prescriptions are private to their owner).';

const ANSWER_NOTE =
  'Each answers its powers in dioptres, PDs in mm, prism in Δ with its base, and its dates as YYYY-MM-DD; `near_pd` and `expiry_date` are as stated or, when `near_pd_computed` / `expiry_computed`, worked out (the distance PD less 3 mm; the exam date plus the shop’s validity), and `expired` says whether the expiry day is before today (docs/product.md#prescription-details).';

export const prescriptionListCall = defineCall({
  method: 'POST',
  path: '/api/prescription/list',
  tag: 'Prescriptions',
  summary: 'The shopper’s saved prescriptions, the most recently changed first.',
  description: ANSWER_NOTE,
  access: 'signed-in',
  input: noInput,
  output: listOf(prescriptionSchema),
});

export const prescriptionInfoCall = defineCall({
  method: 'POST',
  path: '/api/prescription/info',
  tag: 'Prescriptions',
  summary: 'One saved prescription.',
  description: `${ANSWER_NOTE} ${OWNER_NOTE}`,
  access: 'signed-in',
  input: prescriptionId,
  output: prescriptionSchema,
});

export const prescriptionSaveCall = defineCall({
  method: 'POST',
  path: '/api/prescription/save',
  tag: 'Prescriptions',
  summary: 'Saves a prescription (typed values and/or a photo); changes one when `id` is given.',
  description: `Typed values: SPH −20.00..+12.00 and CYL −6.00..+6.00 in 0.25 steps, AXIS 1..180 exactly when CYL ≠ 0, ADD +0.75..+3.50 (optional), PD one of 50..80 or one per eye of 25..40 in 0.5 mm steps; values as numbers or text ("−2.25", "+1.50"). The details, each optional (docs/product.md#prescription-details): prism \`od_prism_h\`, \`od_prism_v\`, \`os_prism_h\`, \`os_prism_v\` 0.25..10.00 Δ in 0.25 steps, each with its base \`…_base\` (in/out horizontal, up/down vertical); \`near_pd\` 45..80 mm in 0.5 steps; \`exam_date\` (not after today) and \`expiry_date\` (after the exam) as YYYY-MM-DD; \`prescriber_name\` and \`wearer_name\` up to 80 characters, \`prescriber_licence\` up to 40, \`note\` up to 300; a field that cannot be kept is named (422). Both spheres are needed once any eye value is typed. Or a photo as multipart \`file\`: JPEG, PNG or WebP (recognised by content), at most ${PRESCRIPTION_IMAGE_MAX_BYTES / 1024 / 1024} MB and ${PRESCRIPTION_IMAGE_MAX_SIDE} px a side, stored privately as JPEG without its metadata. A prescription needs typed values or a photo (422 otherwise). On a change, a photo left out is kept unless \`removeImage\` is true. The answer's \`warning\` is the prescription check (eyes differ by ≥ 3); it never refuses. At most ${PRESCRIPTIONS_MAX} prescriptions (code 0 beyond). ${OWNER_NOTE}`,
  access: 'signed-in',
  maxBodyBytes: PRESCRIPTION_IMAGE_MAX_BYTES + 256 * 1024,
  uploads: { files: 1, fileBytes: PRESCRIPTION_IMAGE_MAX_BYTES },
  input: prescriptionSaveInput,
  output: prescriptionSchema,
});

export const prescriptionDeleteCall = defineCall({
  method: 'POST',
  path: '/api/prescription/delete',
  tag: 'Prescriptions',
  summary: 'Deletes a saved prescription and its photo.',
  description: OWNER_NOTE,
  access: 'signed-in',
  input: prescriptionId,
  output: z.object({ deleted: z.literal(true) }),
});

export const prescriptionImageCall = defineCall({
  method: 'POST',
  path: '/api/prescription/image',
  tag: 'Prescriptions',
  summary: 'The photo of a saved prescription (the account page shows it).',
  description: `Success answers the JPEG itself (content-type image/jpeg, private, not cached), not the envelope; failures answer the envelope as usual: 404 for a prescription without a photo, unknown or of another account. ${OWNER_NOTE}`,
  access: 'signed-in',
  input: prescriptionId,
  output: z.unknown(),
});
