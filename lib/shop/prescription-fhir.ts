import { z } from 'zod';
import type { DetailsDraft, PrescriptionDetails, PrismBase } from './prescription-details';
import type { PrescriptionDraft, PrescriptionValues } from './prescription-record';
import { pdNumber, powerNumber } from './prescription-values';

// A prescription as an HL7 FHIR R4 VisionPrescription (docs/product.md#prescription-fhir): what an
// optician's or a doctor's system reads and writes. R4 has a place for the powers, prism, addition,
// the exam date (dateWritten), the prescriber and the wearer (patient); the PD, near PD, expiry
// and note have none, so they travel as extensions under the shop's own names. R4 requires a
// patient, a prescriber and a dateWritten: when the shop does not know one, FHIR's
// data-absent-reason extension says so instead of a made-up value.
// Import hands back a draft: it goes through the same rules as a typed prescription.

export const FHIR_PRODUCT_SYSTEM = 'http://terminology.hl7.org/CodeSystem/ex-visionprescriptionproduct';
export const FHIR_DATA_ABSENT = 'http://hl7.org/fhir/StructureDefinition/data-absent-reason';
const OWN = 'urn:oculo:fhir:StructureDefinition:';
export const FHIR_EXTENSIONS = {
  pd: `${OWN}pupillary-distance`,
  nearPd: `${OWN}near-pupillary-distance`,
  expiry: `${OWN}expiry-date`,
  note: `${OWN}note`,
} as const;

interface Extension {
  url: string;
  valueDecimal?: number;
  valueDate?: string;
  valueString?: string;
  valueCode?: string;
}
interface Reference {
  display?: string;
  identifier?: { value: string };
  extension?: Extension[];
}
export interface LensSpecification {
  product: { coding: { system: string; code: string }[] };
  eye: 'right' | 'left';
  sphere?: number;
  cylinder?: number;
  axis?: number;
  prism?: { amount: number; base: PrismBase }[];
  add?: number;
  extension?: Extension[];
}
export interface VisionPrescription {
  resourceType: 'VisionPrescription';
  id?: string;
  status: 'active';
  created: string;
  patient: Reference;
  dateWritten?: string;
  _dateWritten?: { extension: Extension[] };
  prescriber: Reference;
  lensSpecification: LensSpecification[];
  extension?: Extension[];
}

/** What an export reads: the kept values and details, and the record's own facts. */
export interface PrescriptionForExport {
  values: PrescriptionValues;
  details: PrescriptionDetails;
  /** When the shop stored it (ISO date-time): R4's `created`. */
  createdAt: string;
  /** The shop's id for it, when it has one. */
  id?: string;
}

const unknown = (): Extension[] => [{ url: FHIR_DATA_ABSENT, valueCode: 'unknown' }];
const dioptres = (hundredths: number | null) => (hundredths === null ? undefined : powerNumber(hundredths));
const millimetres = (tenths: number) => pdNumber(tenths);
const withoutEmpty = <T extends object>(record: T): T =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;

function lensOf(
  eye: 'od' | 'os',
  values: PrescriptionValues,
  details: PrescriptionDetails,
): LensSpecification {
  const prism: { amount: number; base: PrismBase }[] = [];
  for (const direction of ['h', 'v'] as const) {
    const amount = details[`${eye}_prism_${direction}`];
    const base = details[`${eye}_prism_${direction}_base`];
    if (amount !== null && base !== null) prism.push({ amount: powerNumber(amount), base });
  }
  const eyePd = values[eye === 'od' ? 'pd_right' : 'pd_left'];
  return withoutEmpty({
    product: { coding: [{ system: FHIR_PRODUCT_SYSTEM, code: 'lens' }] },
    eye: eye === 'od' ? 'right' : 'left',
    sphere: dioptres(values[`${eye}_sph`]),
    cylinder: dioptres(values[`${eye}_cyl`]),
    axis: values[`${eye}_axis`] ?? undefined,
    prism: prism.length > 0 ? prism : undefined,
    add: dioptres(values[`${eye}_add`]),
    extension: eyePd === null ? undefined : [{ url: FHIR_EXTENSIONS.pd, valueDecimal: millimetres(eyePd) }],
  });
}

/** The prescription as an R4 VisionPrescription resource (JSON). */
export function toVisionPrescription({
  values,
  details,
  createdAt,
  id,
}: PrescriptionForExport): VisionPrescription {
  const extension: Extension[] = [];
  if (values.pd !== null) extension.push({ url: FHIR_EXTENSIONS.pd, valueDecimal: millimetres(values.pd) });
  if (details.near_pd !== null)
    extension.push({ url: FHIR_EXTENSIONS.nearPd, valueDecimal: millimetres(details.near_pd) });
  if (details.expiry_date) extension.push({ url: FHIR_EXTENSIONS.expiry, valueDate: details.expiry_date });
  if (details.note) extension.push({ url: FHIR_EXTENSIONS.note, valueString: details.note });
  return withoutEmpty({
    resourceType: 'VisionPrescription' as const,
    id,
    status: 'active' as const,
    created: createdAt,
    patient: details.wearer_name ? { display: details.wearer_name } : { extension: unknown() },
    dateWritten: details.exam_date ?? undefined,
    _dateWritten: details.exam_date ? undefined : { extension: unknown() },
    prescriber:
      details.prescriber_name || details.prescriber_licence
        ? withoutEmpty({
            display: details.prescriber_name ?? undefined,
            identifier: details.prescriber_licence ? { value: details.prescriber_licence } : undefined,
          })
        : { extension: unknown() },
    lensSpecification: [lensOf('od', values, details), lensOf('os', values, details)],
    extension: extension.length > 0 ? extension : undefined,
  });
}

// Import: lenient about what the shop does not keep (ids, meta, text, other extensions), strict
// about what it reads.
const extensionShape = z.looseObject({
  url: z.string(),
  valueDecimal: z.number().optional(),
  valueDate: z.string().optional(),
  valueString: z.string().optional(),
});
const referenceShape = z
  .looseObject({
    display: z.string().optional(),
    identifier: z.looseObject({ value: z.string().optional() }).optional(),
  })
  .optional();
const lensShape = z.looseObject({
  product: z.looseObject({
    coding: z.array(z.looseObject({ system: z.string().optional(), code: z.string().optional() })).optional(),
  }),
  eye: z.enum(['right', 'left'], { error: 'Each lens of the prescription must say its eye: right or left.' }),
  sphere: z.number().optional(),
  cylinder: z.number().optional(),
  axis: z.number().optional(),
  prism: z.array(z.looseObject({ amount: z.number(), base: z.string() })).optional(),
  add: z.number().optional(),
  extension: z.array(extensionShape).optional(),
});
const resourceShape = z.looseObject({
  resourceType: z.literal('VisionPrescription', { error: 'This file is not a FHIR VisionPrescription.' }),
  status: z.string().optional(),
  patient: referenceShape,
  dateWritten: z.string().optional(),
  prescriber: referenceShape,
  lensSpecification: z.array(lensShape).min(1, 'The prescription has no lenses.'),
  extension: z.array(extensionShape).optional(),
});

export const FHIR_IMPORT_MESSAGES = {
  notJson: 'This file is not a FHIR VisionPrescription (JSON).',
  notGlasses: 'This is a contact lens prescription; the shop makes glasses.',
  eyeTwice: 'The prescription gives one eye twice.',
  cancelled: 'This prescription is marked cancelled or entered in error.',
  prismTwice: 'An eye has two prisms in the same direction.',
} as const;

const extensionValue = (list: z.infer<typeof extensionShape>[] | undefined, url: string) =>
  list?.find((extension) => extension.url === url);

export type FhirImport =
  { ok: true; draft: PrescriptionDraft & DetailsDraft } | { ok: false; message: string };

/** Reads a VisionPrescription (parsed JSON) into a draft the prescription rules then check. */
export function fromVisionPrescription(resource: unknown): FhirImport {
  if (typeof resource !== 'object' || resource === null || Array.isArray(resource))
    return { ok: false, message: FHIR_IMPORT_MESSAGES.notJson };
  const parsed = resourceShape.safeParse(resource);
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? FHIR_IMPORT_MESSAGES.notJson };
  const { data } = parsed;
  if (data.status === 'cancelled' || data.status === 'entered-in-error')
    return { ok: false, message: FHIR_IMPORT_MESSAGES.cancelled };

  const draft: PrescriptionDraft & DetailsDraft = {};
  const seen = new Set<string>();
  for (const lens of data.lensSpecification) {
    const code = lens.product.coding?.find((coding) => coding.code)?.code;
    if (code && code !== 'lens') return { ok: false, message: FHIR_IMPORT_MESSAGES.notGlasses };
    if (seen.has(lens.eye)) return { ok: false, message: FHIR_IMPORT_MESSAGES.eyeTwice };
    seen.add(lens.eye);
    const eye = lens.eye === 'right' ? 'od' : 'os';
    draft[`${eye}_sph`] = lens.sphere;
    draft[`${eye}_cyl`] = lens.cylinder;
    draft[`${eye}_axis`] = lens.axis;
    draft[`${eye}_add`] = lens.add;
    for (const prism of lens.prism ?? []) {
      const direction = prism.base === 'in' || prism.base === 'out' ? 'h' : 'v';
      if (draft[`${eye}_prism_${direction}`] !== undefined)
        return { ok: false, message: FHIR_IMPORT_MESSAGES.prismTwice };
      draft[`${eye}_prism_${direction}`] = prism.amount;
      draft[`${eye}_prism_${direction}_base`] = prism.base;
    }
    draft[eye === 'od' ? 'pd_right' : 'pd_left'] = extensionValue(
      lens.extension,
      FHIR_EXTENSIONS.pd,
    )?.valueDecimal;
  }
  draft.pd = extensionValue(data.extension, FHIR_EXTENSIONS.pd)?.valueDecimal;
  draft.near_pd = extensionValue(data.extension, FHIR_EXTENSIONS.nearPd)?.valueDecimal;
  draft.expiry_date = extensionValue(data.extension, FHIR_EXTENSIONS.expiry)?.valueDate;
  draft.note = extensionValue(data.extension, FHIR_EXTENSIONS.note)?.valueString;
  draft.exam_date = data.dateWritten;
  draft.wearer_name = data.patient?.display;
  draft.prescriber_name = data.prescriber?.display;
  draft.prescriber_licence = data.prescriber?.identifier?.value;
  return { ok: true, draft: withoutEmpty(draft) };
}
