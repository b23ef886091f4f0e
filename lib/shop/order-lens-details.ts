import { lensOptionName } from './lens-names';
import type { PrescriptionDetailNumbers } from './prescription-detail-lines';
import { formatPd, formatPower } from './prescription-values';

// How a glasses line's lenses read wherever the shopper meets them again: the cart, the checkout
// summary, the order page and the invoice. The lens flow's display names are the
// group labels ("Prescription Type", "Lens Index" …); the two it keeps in lower case for the
// wizard's own use are shown capitalised, and the prescription step ("config" in the flow) is the
// shopper's prescription itself: OD and OS rows with SPH, CYL, AXIS and ADD, and the PD.

/** The typed numbers as the API answers them: dioptres, degrees, millimetres; null when not given. */
export interface PrescriptionNumbers {
  od_sph: number | null;
  od_cyl: number | null;
  od_axis: number | null;
  od_add: number | null;
  os_sph: number | null;
  os_cyl: number | null;
  os_axis: number | null;
  os_add: number | null;
  pd: number | null;
  pd_right: number | null;
  pd_left: number | null;
}

/** How the prescription of a line was given (the cart line's lens record). */
export interface LinePrescription {
  /** 'later': the shopper sends it after ordering (docs/product.md#prescription-later). */
  source: 'typed' | 'saved' | 'image' | 'later';
  /** null when only a photo was given. */
  values: PrescriptionNumbers | null;
  /** A photo of the prescription came with it (uploaded, or part of the saved prescription). */
  photo: boolean;
  /** The saved prescription's name in the owner's book, when it is still there. */
  savedName: string | null;
  /** Prism, near PD, dates, prescriber, wearer, note (docs/product.md#prescription-details); absent when none. */
  details?: PrescriptionDetailNumbers | undefined;
  /** The shopper confirmed the expired prescription is still right. */
  expiredConfirmed?: true | undefined;
}

/** One eye's row of the prescription table, as the optician writes it ("−1.50", "—" for none). */
export interface EyeRow {
  eye: 'od' | 'os';
  /** "OD" / "OS", the optician's names. */
  short: string;
  /** "Right eye" / "Left eye", for people who do not read Latin. */
  label: string;
  sph: string;
  cyl: string;
  axis: string;
  add: string;
  /** This eye's PD with a dual PD, else "". */
  pd: string;
}

export interface PrescriptionTable {
  rows: [EyeRow, EyeRow];
  /** Whether an ADD column is worth showing (multifocal or reading values). */
  showAdd: boolean;
  /** One PD for both eyes ("63"), or the PD is per eye in the rows ("dual"), or none. */
  pd: { kind: 'single'; value: string } | { kind: 'dual' } | null;
}

export type PrescriptionShown =
  | { kind: 'values'; table: PrescriptionTable; source: string; photo: boolean }
  | {
      kind: 'photo';
      source: string;
      /** The PD given with the photo ("PD 63", "PD 31.5 / 32"), or "PD on the photo". */
      pd: string;
    }
  /** To be sent after ordering (docs/product.md#prescription-later): no values, no photo yet. */
  | { kind: 'later'; source: string };

/** The words the shopper reads when a photo stands for the prescription. */
export const PHOTO_UPLOADED = 'Prescription photo uploaded';

export const PRESCRIPTION_SOURCES = {
  typed: 'Entered by you',
  savedNamed: (name: string) => `From your saved prescription “${name}”`,
  saved: 'From a saved prescription',
  image: PHOTO_UPLOADED,
  later: 'To be sent after ordering',
} as const;

/** A photo given without a PD: the shopper said it is written on the photo, an optician reads it there. */
export const PD_ON_PHOTO = 'PD on the photo';

/** A value the prescription leaves empty. */
export const NO_VALUE = '—';

const hundredths = (dioptres: number) => Math.round(dioptres * 100);
const tenths = (millimetres: number) => Math.round(millimetres * 10);

const power = (dioptres: number | null) => (dioptres === null ? NO_VALUE : formatPower(hundredths(dioptres)));
/** A cylinder of 0.00 is no cylinder ("DS", spherical): shown empty as its axis is. */
const cylinder = (dioptres: number | null) =>
  dioptres === null || hundredths(dioptres) === 0 ? NO_VALUE : formatPower(hundredths(dioptres));
const axis = (degrees: number | null) => (degrees === null ? NO_VALUE : String(degrees));
const pd = (millimetres: number | null) => (millimetres === null ? '' : formatPd(tenths(millimetres)));

/** Whether the numbers state a prescription at all: both spheres (a PD alone does not). */
export function hasPrescriptionValues(values: PrescriptionNumbers | null): values is PrescriptionNumbers {
  return values !== null && values.od_sph !== null && values.os_sph !== null;
}

/** The OD and OS rows with SPH, CYL, AXIS, ADD and the PD (single or dual). */
export function prescriptionTable(values: PrescriptionNumbers): PrescriptionTable {
  const dual = values.pd === null && values.pd_right !== null && values.pd_left !== null;
  const row = (eye: 'od' | 'os'): EyeRow => ({
    eye,
    short: eye === 'od' ? 'OD' : 'OS',
    label: eye === 'od' ? 'Right eye' : 'Left eye',
    sph: power(values[`${eye}_sph`]),
    cyl: cylinder(values[`${eye}_cyl`]),
    axis: axis(values[`${eye}_axis`]),
    add: power(values[`${eye}_add`]),
    pd: dual ? pd(eye === 'od' ? values.pd_right : values.pd_left) : '',
  });
  return {
    rows: [row('od'), row('os')],
    showAdd: values.od_add !== null || values.os_add !== null,
    pd: values.pd !== null ? { kind: 'single', value: pd(values.pd) } : dual ? { kind: 'dual' } : null,
  };
}

/**
 * docs/product.md#photo-pd: the PD that goes with a photo of the prescription, as the shopper gave
 * it beside the photo: one for both eyes ("PD 63"), or right then left ("PD 31.5 / 32"); without
 * one the PD is on the photo.
 */
export function photoPdText(values: PrescriptionNumbers | null): string {
  if (!values) return PD_ON_PHOTO;
  if (values.pd !== null) return `PD ${pd(values.pd)}`;
  if (values.pd_right !== null && values.pd_left !== null)
    return `PD ${pd(values.pd_right)} / ${pd(values.pd_left)}`;
  return PD_ON_PHOTO;
}

/** How the prescription was given, in a few words ("Entered by you", "Prescription photo uploaded" …). */
export function prescriptionSourceText(prescription: Omit<LinePrescription, 'values' | 'photo'>): string {
  if (prescription.source === 'typed') return PRESCRIPTION_SOURCES.typed;
  if (prescription.source === 'image') return PRESCRIPTION_SOURCES.image;
  if (prescription.source === 'later') return PRESCRIPTION_SOURCES.later;
  return prescription.savedName
    ? PRESCRIPTION_SOURCES.savedNamed(prescription.savedName)
    : PRESCRIPTION_SOURCES.saved;
}

/**
 * What to show of a line's prescription: its values as a table, or that a photo stands for it
 * (an optician reads it) with the PD given beside it; null for lenses without a prescription (non-prescription, reading).
 */
export function prescriptionShown(prescription: LinePrescription | null): PrescriptionShown | null {
  if (!prescription) return null;
  const source = prescriptionSourceText(prescription);
  if (prescription.source === 'later') return { kind: 'later', source };
  if (hasPrescriptionValues(prescription.values)) {
    return {
      kind: 'values',
      table: prescriptionTable(prescription.values),
      source,
      photo: prescription.photo,
    };
  }
  if (prescription.photo || prescription.source === 'image')
    return { kind: 'photo', source, pd: photoPdText(prescription.values) };
  return null;
}

/**
 * The label of a lens choice's group: the display name of its step, capitalised where the
 * lens flow writes it in lower case ("magnification" → "Magnification", any other key "lens" →
 * "Lens"). The prescription step's flow name "config" is an internal class, never shown: it reads
 * "Prescription".
 */
export function lensGroupLabel(step: string): string {
  if (step === 'prescription') return 'Prescription';
  const name = lensOptionName(step);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
