import { readDateLine, readPdLine, type PdReading } from './prescription-reading-lines';
import { columnOf, fits, tokensOf, type Column, type Token } from './prescription-reading-tokens';

// A printed prescription read from a photo on the shopper's device
// (docs/product.md#prescription-photo-reading): the text the OCR found, turned into the values it
// names. Pure: the browser's reader (components/lens-flow/prescription-photo-reader.ts) runs the
// OCR, this file only reads its text. Nothing here is trusted: every value goes to the typed form
// marked "please check", and through the same rules as a typed one (lib/shop/prescription-values.ts).

/** A prism's base, as opticians abbreviate it: BU, BD, BI, BO. */
export type PrismBase = 'up' | 'down' | 'in' | 'out';

export interface PrismReading {
  /** Prism dioptres in hundredths (1.5 Δ → 150). */
  amount: number;
  /** Null when the form gives no base. */
  base: PrismBase | null;
}

/** One eye's row: powers in hundredths of a dioptre (−2.25 → −225), the axis in degrees. */
export interface EyeReading {
  sph: number | null;
  cyl: number | null;
  axis: number | null;
  add: number | null;
  prism: PrismReading | null;
}

export interface PrescriptionReading {
  od: EyeReading;
  os: EyeReading;
  pd: PdReading | null;
  /** The near (reading) PD in tenths of a millimetre, when the form prints one. */
  nearPd: number | null;
  /** The exam date and the expiry date, as ISO days (2026-03-12). */
  examDate: string | null;
  expiryDate: string | null;
}

/** The steps of the reading: each can be left out (the accuracy test shows what each one is worth). */
export type ReadingRule =
  /** OCR's table borders and look-alike letters: "[-1.75|" → "-1.75", "0D" → "OD", "-1.2S" → "-1.25". */
  | 'clean-ocr-noise'
  /** A missing decimal point: "+200" → +2.00, "050" → 0.50. */
  | 'restore-decimal-point'
  /** The column header (SPH CYL AXIS ADD PRISM) gives the order of a row's values. */
  | 'header-columns'
  /** Values written with their name: "SPH -2.25", "x 180", "ADD +2.00". */
  | 'labelled-values'
  /**
   * A cylinder read without a sign lost its minus (opticians sign every cylinder): it takes the
   * other eye's sign, or minus, the usual way of writing it.
   */
  | 'cylinder-sign';

export const READING_RULES: readonly ReadingRule[] = [
  'clean-ocr-noise',
  'restore-decimal-point',
  'header-columns',
  'labelled-values',
  'cylinder-sign',
];

type Eye = 'od' | 'os';
const DEFAULT_COLUMNS: readonly Column[] = ['sph', 'cyl', 'axis', 'add', 'prism', 'base'];

const emptyEye = (): EyeReading => ({ sph: null, cyl: null, axis: null, add: null, prism: null });

/**
 * Whether a reading found a prescription: an eye's sphere, cylinder or addition. A PD alone (or
 * a date) is not one, and an empty reading means the photo could not be read.
 */
export function readingFoundValues(reading: PrescriptionReading): boolean {
  return [reading.od, reading.os].some((eye) => eye.sph !== null || eye.cyl !== null || eye.add !== null);
}

const MINUS = /[\u2212\u2012\u2013\u2014\uFE63\uFF0D~]/g;

/** The line as words: upper case, one minus sign, OCR's borders and look-alikes put right. */
function cleanLine(line: string, rules: ReadonlySet<ReadingRule>): string {
  let text = line
    .replace(MINUS, '-')
    .replace(/,(?=\d)/g, '.')
    .toUpperCase();
  if (rules.has('clean-ocr-noise')) {
    text = text
      .replace(/[|[\]{}()"“”'‘’_!]/g, ' ')
      // a list's commas ("Sphere +0.50, Cylinder"), and a minus read as a pound sign
      .replace(/,(?!\d)/g, ' ')
      .replace(/£(?=\d)/g, '-')
      // a plus read as a 4: "42.75" is no power a prescription has (they stop at 20), "+2.75" is
      .replace(/(?<![\d.+-])4(\d\.\d\d)\b/g, '+$1')
      // "Bl", "B1": base in
      .replace(/\bB[L1]\b/g, 'BI')
      // a border's stroke read as a minus before a value that has its own sign
      .replace(/-\s*([+-])(?=\d)/g, '$1')
      // look-alike letters inside numbers: "-1.2S", "O.50", "1.O0"
      .replace(/(?<=[\d.+-])[SO]|[SO](?=[.]\d)|(?<=\d\.)[O]/g, (letter) => (letter === 'S' ? '5' : '0'))
      // "0D", "0S", "05" at the start of a row are the eyes
      .replace(/^\s*[0O]\.?[DPB]\b/, 'OD')
      .replace(/^\s*0\.?[S5]\b/, 'OS')
      .replace(/(\d)\s+\.\s*(\d)/g, '$1.$2')
      .replace(/([+-])\s+(?=\d)/g, '$1');
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** Which eye a row is about, from its first word(s). */
function eyeOf(line: string): { eye: Eye; rest: string } | null {
  const match =
    /^(?:(O\.?D\.?|R\.?E?\.?|RIGHT(?: EYE)?)|(O\.?S\.?|L\.?E?\.?|LEFT(?: EYE)?))(?:\s*\((?:OD|OS)\))?[\s:]+(.*)$/.exec(
      line,
    );
  if (!match) return null;
  // "Right eye (OD):" once its brackets are gone: the second name is not a value
  const rest = (match[3] ?? '').replace(/^[0O][DS5]\b\s*:?\s*/, '');
  return { eye: match[1] ? 'od' : 'os', rest };
}

/** A header row names two or more columns and no values. */
function headerColumns(line: string): Column[] | null {
  const columns = line.split(' ').flatMap((word) => columnOf(word) ?? []);
  const unique = columns.filter((column, index) => columns.indexOf(column) === index);
  if (unique.length < 2 || /\d\.\d/.test(line)) return null;
  // a name the OCR garbled ("SPH on AXIS"): the sphere leads, the cylinder comes before the axis
  if (!unique.includes('sph')) unique.unshift('sph');
  if (!unique.includes('cyl')) unique.splice(unique.indexOf('sph') + 1, 0, 'cyl');
  return unique;
}

interface RowValues {
  eye: EyeReading;
  pd: number | null;
  /** The cylinder was read without a sign. */
  unsignedCylinder: boolean;
}

function put(row: RowValues, column: Column, token: Token): void {
  const value = token.kind === 'power' || token.kind === 'whole' ? token.value : null;
  if (column === 'sph' || column === 'cyl' || column === 'add') {
    if (token.kind === 'none') return;
    row.eye[column] = token.kind === 'whole' ? (value ?? 0) * 100 : value;
    if (column === 'cyl')
      row.unsignedCylinder = token.kind === 'whole' || (token.kind === 'power' && token.signed === false);
  } else if (column === 'axis') row.eye.axis = value;
  else if (column === 'prism' && value !== null) {
    const amount = token.kind === 'whole' ? value * 100 : value;
    row.eye.prism = { amount, base: row.eye.prism?.base ?? null };
  } else if (column === 'base' && token.kind === 'base') {
    row.eye.prism = { amount: row.eye.prism?.amount ?? 0, base: token.base };
  } else if (column === 'pd' && value !== null) {
    row.pd = token.kind === 'power' ? Math.round(value / 10) : value * 10;
  }
}

/**
 * One eye's row: named values first ("x 180", "ADD +2.00"), the rest in the columns' order, each
 * going to the next column it can stand in (a missing cell does not shift the others).
 */
function readRow(text: string, columns: readonly Column[], rules: ReadonlySet<ReadingRule>): RowValues {
  const row: RowValues = { eye: emptyEye(), pd: null, unsignedCylinder: false };
  const tokens = tokensOf(text, rules);
  const filled = new Set<Column>();
  let next = 0;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at];
    if (!token) continue;
    if (token.kind === 'label') {
      const column = token.column === 'x' ? 'axis' : token.column;
      const value = tokens[at + 1];
      if (
        rules.has('labelled-values') &&
        !filled.has(column) &&
        value &&
        value.kind !== 'label' &&
        fits(column, value)
      ) {
        put(row, column, value);
        filled.add(column);
        at += 1;
        const after = columns.indexOf(column);
        if (after >= next) next = after + 1;
      } else if (token.column === 'sph' && row.eye.sph !== null) {
        // "+1.25 SPH": a sphere alone, the cylinder's place taken
        filled.add('cyl');
      }
      continue;
    }
    if (token.kind === 'base') {
      put(row, 'base', token);
      // what follows a prism's base is in the columns after it (the addition, on US forms)
      const after = columns.indexOf('base');
      if (after >= next) next = after + 1;
      continue;
    }
    while (next < columns.length) {
      const column = columns[next];
      next += 1;
      if (!column || filled.has(column)) continue;
      if (fits(column, token)) {
        put(row, column, token);
        filled.add(column);
        break;
      }
    }
  }
  return row;
}

/** Reads the OCR's text of a printed prescription; the rules can be narrowed (tests only). */
export function readPrescriptionText(
  text: string,
  rules: readonly ReadingRule[] = READING_RULES,
): PrescriptionReading {
  const used = new Set(rules);
  const reading: PrescriptionReading = {
    od: emptyEye(),
    os: emptyEye(),
    pd: null,
    nearPd: null,
    examDate: null,
    expiryDate: null,
  };
  let columns: readonly Column[] = DEFAULT_COLUMNS;
  const eyePds: Partial<Record<Eye, number>> = {};
  const unsignedCylinders = new Set<Eye>();
  for (const raw of text.split(/\r?\n/)) {
    // "Rx:" before the first eye is the form's own heading
    const line = cleanLine(raw, used).replace(/^RX\s*:?\s*/, '');
    if (!line) continue;
    const header = used.has('header-columns') ? headerColumns(line) : null;
    const eyeRow = eyeOf(line);
    if (header && !eyeRow) {
      columns = header;
      continue;
    }
    if (eyeRow) {
      const row = readRow(eyeRow.rest, columns, used);
      reading[eyeRow.eye] = mergeEye(reading[eyeRow.eye], row.eye);
      if (row.pd !== null) eyePds[eyeRow.eye] = row.pd;
      if (row.unsignedCylinder && reading[eyeRow.eye].cyl === row.eye.cyl) unsignedCylinders.add(eyeRow.eye);
      continue;
    }
    const pds = readPdLine(line);
    reading.pd ??= pds.pd;
    reading.nearPd ??= pds.nearPd;
    const dates = readDateLine(line);
    reading.examDate ??= dates.examDate;
    reading.expiryDate ??= dates.expiryDate;
  }
  if (used.has('cylinder-sign')) signCylinders(reading, unsignedCylinders);
  if (!reading.pd && eyePds.od !== undefined && eyePds.os !== undefined)
    reading.pd = { kind: 'eyes', right: eyePds.od, left: eyePds.os };
  return reading;
}

/** A second row for the same eye (a form printing distance and near apart) fills only the gaps. */
function mergeEye(before: EyeReading, after: EyeReading): EyeReading {
  return {
    sph: before.sph ?? after.sph,
    cyl: before.cyl ?? after.cyl,
    axis: before.axis ?? after.axis,
    add: before.add ?? after.add,
    prism: before.prism ?? after.prism,
  };
}

/** An unsigned cylinder takes the other eye's sign when that one was printed with one, else minus. */
function signCylinders(reading: PrescriptionReading, unsigned: ReadonlySet<Eye>): void {
  for (const eye of unsigned) {
    const other = reading[eye === 'od' ? 'os' : 'od'].cyl;
    const own = reading[eye].cyl;
    if (own === null || own === 0) continue;
    const plus = other !== null && other > 0 && !unsigned.has(eye === 'od' ? 'os' : 'od');
    reading[eye].cyl = plus ? Math.abs(own) : -Math.abs(own);
  }
}
