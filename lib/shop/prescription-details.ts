import { readPd, type PowerScale, type TypedValue } from './prescription-values';

// What a prescription says besides its powers (docs/product.md#prescription-details): prism per eye,
// a near PD, the exam and expiry dates, who wrote it, who wears it, and a note. Each is optional:
// most prescriptions have no prism, and many shoppers do not know the exam date. Read here once, so
// the lens wizard, the account's book, the FHIR import and the console say the same.

/** Prism in hundredths of a prism dioptre (Δ): 0.25..10.00 in 0.25 steps. */
export const PRISM_SCALE: PowerScale = { min: 25, max: 1000, step: 25 };
/** The eyes converge when reading: the near PD is about 3 mm less than the distance PD. */
export const NEAR_PD_OFFSET_TENTHS = 30;
/** How long a prescription is good for when it does not say: the shop's default (a setting). */
export const PRESCRIPTION_VALID_YEARS_DEFAULT = 2;

export const PRESCRIBER_NAME_MAX = 80;
export const PRESCRIBER_LICENCE_MAX = 40;
export const WEARER_NAME_MAX = 80;
export const PRESCRIPTION_NOTE_MAX = 300;

export const HORIZONTAL_BASES = ['in', 'out'] as const;
export const VERTICAL_BASES = ['up', 'down'] as const;
export type HorizontalBase = (typeof HORIZONTAL_BASES)[number];
export type VerticalBase = (typeof VERTICAL_BASES)[number];
export type PrismBase = HorizontalBase | VerticalBase;

export const PRISM_FIELDS = ['od_prism_h', 'od_prism_v', 'os_prism_h', 'os_prism_v'] as const;
export type PrismField = (typeof PRISM_FIELDS)[number];
export const PRISM_BASE_FIELDS = [
  'od_prism_h_base',
  'od_prism_v_base',
  'os_prism_h_base',
  'os_prism_v_base',
] as const;
export type PrismBaseField = (typeof PRISM_BASE_FIELDS)[number];
export const DATE_FIELDS = ['exam_date', 'expiry_date'] as const;
export const TEXT_FIELDS = ['prescriber_name', 'prescriber_licence', 'wearer_name', 'note'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export const DETAIL_FIELDS = [
  ...PRISM_FIELDS,
  ...PRISM_BASE_FIELDS,
  'near_pd',
  ...DATE_FIELDS,
  ...TEXT_FIELDS,
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

/** The details as a form or the API sends them: text or numbers, any left out. */
export type DetailsDraft = Partial<Record<DetailField, TypedValue>>;

/** The kept details: prism in hundredths, near PD in tenths, dates as YYYY-MM-DD, null when absent. */
export interface PrescriptionDetails {
  od_prism_h: number | null;
  od_prism_h_base: HorizontalBase | null;
  od_prism_v: number | null;
  od_prism_v_base: VerticalBase | null;
  os_prism_h: number | null;
  os_prism_h_base: HorizontalBase | null;
  os_prism_v: number | null;
  os_prism_v_base: VerticalBase | null;
  /** Only when the prescription states it; nearPdOf works one out from the distance PD otherwise. */
  near_pd: number | null;
  exam_date: string | null;
  /** The stated expiry; expiryOf gives the default (exam date plus the shop's validity). */
  expiry_date: string | null;
  prescriber_name: string | null;
  prescriber_licence: string | null;
  wearer_name: string | null;
  note: string | null;
}

export type DetailsProblems = Partial<Record<DetailField, string>>;

export const NO_DETAILS: Readonly<PrescriptionDetails> = Object.freeze(
  Object.fromEntries(DETAIL_FIELDS.map((field) => [field, null])) as unknown as PrescriptionDetails,
);

type Eye = 'od' | 'os';
const EYE_NAMES: Readonly<Record<Eye, string>> = { od: 'right eye (OD)', os: 'left eye (OS)' };
const DIRECTION_NAMES = { h: 'horizontal', v: 'vertical' } as const;
const TEXT_LIMITS: Readonly<Record<TextField, number>> = {
  prescriber_name: PRESCRIBER_NAME_MAX,
  prescriber_licence: PRESCRIBER_LICENCE_MAX,
  wearer_name: WEARER_NAME_MAX,
  note: PRESCRIPTION_NOTE_MAX,
};
const TEXT_NAMES: Readonly<Record<TextField, string>> = {
  prescriber_name: 'prescriber’s name',
  prescriber_licence: 'practice or licence number',
  wearer_name: 'wearer’s name',
  note: 'note',
};

export const PRESCRIPTION_DETAIL_MESSAGES = {
  prism: (eye: Eye, direction: 'h' | 'v') =>
    `Enter the ${DIRECTION_NAMES[direction]} prism of the ${EYE_NAMES[eye]} from 0.25 to 10.00 Δ, in 0.25 steps.`,
  baseNeeded: (eye: Eye, direction: 'h' | 'v') =>
    `Choose the base (${direction === 'h' ? 'in or out' : 'up or down'}) of the ${EYE_NAMES[eye]}'s ${DIRECTION_NAMES[direction]} prism.`,
  baseWithoutPrism: (eye: Eye, direction: 'h' | 'v') =>
    `Leave the base empty, or enter the ${DIRECTION_NAMES[direction]} prism of the ${EYE_NAMES[eye]}.`,
  base: (direction: 'h' | 'v') =>
    direction === 'h' ? 'A horizontal prism’s base is in or out.' : 'A vertical prism’s base is up or down.',
  date: (field: 'exam_date' | 'expiry_date') =>
    `Enter the ${field === 'exam_date' ? 'exam' : 'expiry'} date as a day, such as 2026-03-14.`,
  examInFuture: 'The exam date cannot be after today.',
  expiryBeforeExam: 'The expiry date must come after the exam date.',
  textLong: (field: TextField) => `Keep the ${TEXT_NAMES[field]} under ${TEXT_LIMITS[field]} characters.`,
  textUnsafe: (field: TextField) => `Remove the special characters from the ${TEXT_NAMES[field]}.`,
} as const;

/** A day, alone or at the start of a date-time (FHIR's dateWritten is either). */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/;
/** Line breaks are fine in a note; other control characters and angle brackets are not. */
const UNSAFE_TEXT = /[\u0000-\u001F\u007F<>]/;
const UNSAFE_NOTE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F<>]/;

const isBlank = (value: TypedValue) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A calendar day as YYYY-MM-DD, or null when it is not one (2026-02-30 is not). */
export function readDay(value: TypedValue): string | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return value.trim().slice(0, 10);
}

/** The day `years` after `day` (29 February lands on 28 February in a common year). */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year + years, month - 1, 1));
  const lastOfMonth = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastOfMonth));
  return target.toISOString().slice(0, 10);
}

/** Reads a prism amount in hundredths of a Δ; zero is "no prism". */
function readPrism(
  value: TypedValue,
): { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'problem' } {
  if (isBlank(value)) return { kind: 'empty' };
  const text =
    typeof value === 'number'
      ? String(value)
      : typeof value === 'string'
        ? value.trim().replace(/\s*Δ$/, '')
        : '';
  if (!/^\d{0,2}(\.\d{0,4})?$/.test(text) || text === '' || text === '.') return { kind: 'problem' };
  const hundredths = Math.round(Number(text) * 100);
  if (Math.abs(hundredths - Number(text) * 100) > 1e-6) return { kind: 'problem' };
  if (hundredths === 0) return { kind: 'empty' };
  if (hundredths < PRISM_SCALE.min || hundredths > PRISM_SCALE.max || hundredths % PRISM_SCALE.step !== 0)
    return { kind: 'problem' };
  return { kind: 'value', value: hundredths };
}

function readBase(value: TypedValue, allowed: readonly string[]): string | null | undefined {
  if (isBlank(value)) return null;
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return allowed.includes(text) ? text : undefined;
}

function readText(field: TextField, value: TypedValue, problems: DetailsProblems): string | null {
  if (isBlank(value)) return null;
  if (typeof value !== 'string') {
    problems[field] = PRESCRIPTION_DETAIL_MESSAGES.textUnsafe(field);
    return null;
  }
  const text = value.trim();
  if ((field === 'note' ? UNSAFE_NOTE : UNSAFE_TEXT).test(text))
    problems[field] = PRESCRIPTION_DETAIL_MESSAGES.textUnsafe(field);
  else if (text.length > TEXT_LIMITS[field]) problems[field] = PRESCRIPTION_DETAIL_MESSAGES.textLong(field);
  else return text;
  return null;
}

export interface DetailsRules {
  /** Today, YYYY-MM-DD (prescriptionToday): an exam cannot be after it. */
  today: string;
}

/**
 * Reads the details of a prescription: what it states, and a message for each field that cannot be
 * kept. An expiry it does not state stays null: expiryOf works out the default when it is needed.
 */
export function readPrescriptionDetails(
  draft: DetailsDraft,
  rules: DetailsRules,
): { details: PrescriptionDetails; problems: DetailsProblems } {
  const details: PrescriptionDetails = { ...NO_DETAILS };
  const problems: DetailsProblems = {};

  for (const eye of ['od', 'os'] as const) {
    for (const direction of ['h', 'v'] as const) {
      const field = `${eye}_prism_${direction}` as const;
      const baseField = `${field}_base` as const;
      const amount = readPrism(draft[field]);
      const base = readBase(draft[baseField], direction === 'h' ? HORIZONTAL_BASES : VERTICAL_BASES);
      if (amount.kind === 'problem') problems[field] = PRESCRIPTION_DETAIL_MESSAGES.prism(eye, direction);
      if (base === undefined) problems[baseField] = PRESCRIPTION_DETAIL_MESSAGES.base(direction);
      else if (amount.kind === 'value' && base === null)
        problems[baseField] = PRESCRIPTION_DETAIL_MESSAGES.baseNeeded(eye, direction);
      else if (amount.kind === 'empty' && base !== null)
        problems[baseField] = PRESCRIPTION_DETAIL_MESSAGES.baseWithoutPrism(eye, direction);
      if (amount.kind === 'value' && base) {
        details[field] = amount.value;
        (details as unknown as Record<PrismBaseField, string | null>)[baseField] = base;
      }
    }
  }

  const nearPd = readPd('near', draft.near_pd);
  if (nearPd.kind === 'problem') problems.near_pd = nearPd.message;
  if (nearPd.kind === 'value') details.near_pd = nearPd.value;

  for (const field of DATE_FIELDS) {
    if (isBlank(draft[field])) continue;
    const day = readDay(draft[field]);
    if (day === null) problems[field] = PRESCRIPTION_DETAIL_MESSAGES.date(field);
    else details[field] = day;
  }
  if (details.exam_date && details.exam_date > rules.today) {
    problems.exam_date = PRESCRIPTION_DETAIL_MESSAGES.examInFuture;
    details.exam_date = null;
  }
  if (details.exam_date && details.expiry_date && details.expiry_date <= details.exam_date)
    problems.expiry_date = PRESCRIPTION_DETAIL_MESSAGES.expiryBeforeExam;

  for (const field of TEXT_FIELDS) details[field] = readText(field, draft[field], problems);
  return { details, problems };
}

/** The distance PD fields a near PD is worked out from (tenths of a millimetre). */
export interface DistancePd {
  pd: number | null;
  pd_right: number | null;
  pd_left: number | null;
}

/**
 * The near PD in tenths of a millimetre, and whether the prescription states it or the shop worked
 * it out (the distance PD less 3 mm, shown as such); null with no PD at all.
 */
export function nearPdOf(
  pd: DistancePd,
  details: Pick<PrescriptionDetails, 'near_pd'>,
): { tenths: number; computed: boolean } | null {
  if (details.near_pd !== null) return { tenths: details.near_pd, computed: false };
  const distance = pd.pd ?? (pd.pd_right !== null && pd.pd_left !== null ? pd.pd_right + pd.pd_left : null);
  return distance === null ? null : { tenths: distance - NEAR_PD_OFFSET_TENTHS, computed: true };
}

/** The last day a prescription is good for, or null when it states neither an exam nor an expiry. */
export function expiryOf(
  details: Pick<PrescriptionDetails, 'exam_date' | 'expiry_date'>,
  validYears: number,
) {
  if (details.expiry_date) return details.expiry_date;
  return details.exam_date ? addYears(details.exam_date, validYears) : null;
}

/** Whether a prescription has expired by `today` (YYYY-MM-DD): its expiry day is before today. */
export function prescriptionExpired(
  details: Pick<PrescriptionDetails, 'exam_date' | 'expiry_date'> | null | undefined,
  today: string,
  validYears: number = PRESCRIPTION_VALID_YEARS_DEFAULT,
): boolean {
  if (!details) return false;
  const expiry = expiryOf(details, validYears);
  return expiry !== null && expiry < today;
}

/** Details kept before this file knew them (cart lines, orders, JSON) read as "none given". */
export function detailsOrNone(stored: Partial<PrescriptionDetails> | null | undefined): PrescriptionDetails {
  return { ...NO_DETAILS, ...(stored ?? {}) };
}
