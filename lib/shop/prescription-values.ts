// The values of a glasses prescription and their allowed ranges
// (docs/product.md#prescription-rules): one value at a time. Powers are kept in hundredths of a
// dioptre (−2.25 → −225) and PD in tenths of a millimetre (63.5 → 635), so 0.25 and 0.5 steps stay
// exact whatever the number type. The account's prescription book and the lens wizard both read
// values through this file.

/** Dioptres, as the optician writes them: 0.25 steps. */
export interface PowerScale {
  /** Hundredths of a dioptre. */
  min: number;
  max: number;
  step: number;
}

/** SPH −20.00..+12.00 in 0.25 steps. */
export const SPH_SCALE: PowerScale = { min: -2000, max: 1200, step: 25 };
/** CYL −6.00..+6.00 in 0.25 steps. */
export const CYL_SCALE: PowerScale = { min: -600, max: 600, step: 25 };
/** ADD +0.75..+3.50 in 0.25 steps (progressive, bifocal, reading). */
export const ADD_SCALE: PowerScale = { min: 75, max: 350, step: 25 };
/** AXIS 1..180 degrees, whole numbers. */
export const AXIS_RANGE = { min: 1, max: 180 } as const;
/** One PD 50..80 mm, in tenths, 0.5 mm steps. */
export const PD_SINGLE_SCALE: PowerScale = { min: 500, max: 800, step: 5 };
/** A PD per eye 25..40 mm, in tenths, 0.5 mm steps. */
export const PD_EYE_SCALE: PowerScale = { min: 250, max: 400, step: 5 };
/** A near (reading) PD 45..80 mm, both eyes together, in tenths, 0.5 mm steps. */
export const PD_NEAR_SCALE: PowerScale = { min: 450, max: 800, step: 5 };

export type PowerKind = 'sph' | 'cyl' | 'add';
export type PdKind = 'single' | 'eye' | 'near';

export const POWER_SCALES: Readonly<Record<PowerKind, PowerScale>> = {
  sph: SPH_SCALE,
  cyl: CYL_SCALE,
  add: ADD_SCALE,
};
export const PD_SCALES: Readonly<Record<PdKind, PowerScale>> = {
  single: PD_SINGLE_SCALE,
  eye: PD_EYE_SCALE,
  near: PD_NEAR_SCALE,
};

/** A value as a shopper or a form sends it: "−2.25", "+1.50", "-2.25", 1.5, or nothing. */
export type TypedValue = string | number | null | undefined;

/** The result of reading one value: absent, a stored number, or the message that says what is wrong. */
export type ValueReading =
  { kind: 'empty' } | { kind: 'value'; value: number } | { kind: 'problem'; message: string };

const EMPTY: ValueReading = { kind: 'empty' };

const POWER_NAMES: Readonly<Record<PowerKind, string>> = {
  sph: 'sphere (SPH)',
  cyl: 'cylinder (CYL)',
  add: 'addition (ADD)',
};

/** The messages a shopper sees for a value that cannot be kept. */
export const PRESCRIPTION_VALUE_MESSAGES = {
  powerFormat: (kind: PowerKind) => `Enter the ${POWER_NAMES[kind]} as a number such as −2.25 or +1.50.`,
  powerRange: (kind: PowerKind) =>
    `Choose a ${POWER_NAMES[kind]} between ${formatPower(POWER_SCALES[kind].min)} and ${formatPower(POWER_SCALES[kind].max)}.`,
  powerStep: (kind: PowerKind) => `The ${POWER_NAMES[kind]} goes in steps of 0.25, such as −2.25 or +1.50.`,
  axis: `Enter the axis as a whole number from ${AXIS_RANGE.min} to ${AXIS_RANGE.max}.`,
  pdFormat: 'Enter the PD in millimetres, such as 63 or 31.5.',
  pdRange: (kind: PdKind) =>
    kind === 'single'
      ? `Enter a PD between ${formatPd(PD_SINGLE_SCALE.min)} and ${formatPd(PD_SINGLE_SCALE.max)} mm.`
      : kind === 'near'
        ? `Enter the near PD between ${formatPd(PD_NEAR_SCALE.min)} and ${formatPd(PD_NEAR_SCALE.max)} mm.`
        : `Enter each eye's PD between ${formatPd(PD_EYE_SCALE.min)} and ${formatPd(PD_EYE_SCALE.max)} mm.`,
  pdStep: 'The PD goes in steps of 0.5 mm, such as 63 or 63.5.',
} as const;

/** Minus signs people paste from documents: the true minus, en and em dashes. */
const MINUS_LOOKALIKES = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D]/g;
const DECIMAL = /^([+-]?)(\d{0,3})(?:[.,](\d{0,4}))?$/;
/** Opticians write "plano" (or "pl") for a sphere of zero. */
const PLANO = /^(plano|pl|pln)$/i;

function isBlank(value: TypedValue): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Values from outside (JSON) may be anything; only text and numbers can be read. */
const isReadable = (value: unknown): value is string | number =>
  typeof value === 'string' || typeof value === 'number';

/**
 * Reads a decimal as a whole number of 1/`scale`-ths exactly (no floating point on text):
 * "−2.25" at 100 → −225. Null when it is not a plain decimal or is finer than the scale.
 * `offStep` tells a decimal finer than the scale ("1.255") from one that is not a number.
 */
function readScaled(value: string | number, scale: number): { scaled: number } | { offStep: true } | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    const scaled = Math.round(value * scale);
    return Math.abs(scaled - value * scale) < 1e-6
      ? { scaled: scaled === 0 ? 0 : scaled }
      : { offStep: true };
  }
  const text = value.trim().replace(MINUS_LOOKALIKES, '-').replace(/\s+/g, '');
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const digits = String(scale).length - 1;
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return { offStep: true };
  const magnitude = Number(whole || '0') * scale + Number(fraction.slice(0, digits).padEnd(digits, '0'));
  return { scaled: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** Reads a sphere, cylinder or addition in hundredths of a dioptre, checking its range and 0.25 step. */
export function readPower(kind: PowerKind, value: TypedValue): ValueReading {
  if (isBlank(value)) return EMPTY;
  if (!isReadable(value)) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.powerFormat(kind) };
  if (kind === 'sph' && typeof value === 'string' && PLANO.test(value.trim()))
    return { kind: 'value', value: 0 };
  const read = readScaled(value, 100);
  if (read === null) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.powerFormat(kind) };
  const scale = POWER_SCALES[kind];
  if ('offStep' in read) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.powerStep(kind) };
  if (read.scaled < scale.min || read.scaled > scale.max) {
    return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.powerRange(kind) };
  }
  if (read.scaled % scale.step !== 0)
    return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.powerStep(kind) };
  return { kind: 'value', value: read.scaled };
}

/** Reads an axis in whole degrees, 1..180. */
export function readAxis(value: TypedValue): ValueReading {
  if (isBlank(value)) return EMPTY;
  if (!isReadable(value)) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.axis };
  const text = typeof value === 'number' ? String(value) : value.trim().replace(/°$/, '');
  if (!/^\d{1,3}$/.test(text)) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.axis };
  const axis = Number(text);
  if (axis < AXIS_RANGE.min || axis > AXIS_RANGE.max)
    return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.axis };
  return { kind: 'value', value: axis };
}

/** Reads a pupillary distance in tenths of a millimetre, checking its range and 0.5 mm step. */
export function readPd(kind: PdKind, value: TypedValue): ValueReading {
  if (isBlank(value)) return EMPTY;
  if (!isReadable(value)) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.pdFormat };
  const text = typeof value === 'string' ? value.trim().replace(/\s*mm$/i, '') : value;
  const read = readScaled(text, 10);
  if (read === null || ('scaled' in read && read.scaled < 0)) {
    return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.pdFormat };
  }
  if ('offStep' in read) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.pdStep };
  const scale = PD_SCALES[kind];
  if (read.scaled < scale.min || read.scaled > scale.max) {
    return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.pdRange(kind) };
  }
  if (read.scaled % scale.step !== 0) return { kind: 'problem', message: PRESCRIPTION_VALUE_MESSAGES.pdStep };
  return { kind: 'value', value: read.scaled };
}

/** A power for people: "+1.25", "−2.25" (true minus sign), "0.00". */
export function formatPower(hundredths: number): string {
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '\u2212' : '';
  return `${sign}${(Math.abs(hundredths) / 100).toFixed(2)}`;
}

/** A power as a form value and API text: "+1.25", "-2.25", "0.00" (ASCII, reads back with readPower). */
export function powerText(hundredths: number): string {
  return formatPower(hundredths).replace('\u2212', '-');
}

/** A PD for people and forms: "63", "31.5". */
export function formatPd(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** Hundredths or tenths back to the decimal the API answers (exact: 0.25 and 0.5 steps are binary fractions). */
export const powerNumber = (hundredths: number) => hundredths / 100;
export const pdNumber = (tenths: number) => tenths / 10;

export interface ValueOption {
  /** What a select sends and readPower/readPd read back ("-2.25", "63.5"). */
  value: string;
  /** What the shopper sees ("−2.25", "63.5"). */
  label: string;
}

function scaleOptions(
  scale: PowerScale,
  toValue: (n: number) => string,
  toLabel: (n: number) => string,
): ValueOption[] {
  const options: ValueOption[] = [];
  for (let n = scale.max; n >= scale.min; n -= scale.step)
    options.push({ value: toValue(n), label: toLabel(n) });
  return options;
}

const powerOptions = (scale: PowerScale) => scaleOptions(scale, powerText, formatPower);
const pdOptions = (scale: PowerScale) => scaleOptions(scale, formatPd, formatPd).reverse();

/** Select options, highest power first as on an optician's chart: +12.00 … 0.00 … −20.00. */
export const SPH_OPTIONS: readonly ValueOption[] = powerOptions(SPH_SCALE);
/** +6.00 … −6.00. */
export const CYL_OPTIONS: readonly ValueOption[] = powerOptions(CYL_SCALE);
/** +3.50 … +0.75. */
export const ADD_OPTIONS: readonly ValueOption[] = powerOptions(ADD_SCALE);
/** 50 … 80 mm in 0.5 mm steps, smallest first. */
export const PD_SINGLE_OPTIONS: readonly ValueOption[] = pdOptions(PD_SINGLE_SCALE);
/** 25 … 40 mm in 0.5 mm steps, smallest first. */
export const PD_EYE_OPTIONS: readonly ValueOption[] = pdOptions(PD_EYE_SCALE);
