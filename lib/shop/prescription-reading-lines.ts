// The lines of a printed prescription below (or above) the eyes' rows, read from the OCR's text
// (docs/product.md#prescription-photo-reading): the PD, the near PD and the exam and expiry dates.
// Pure; lib/shop/prescription-reading.ts hands each cleaned line (upper case, one minus sign) here.

/** The PD in tenths of a millimetre: one number, or one per eye (right, then left). */
export type PdReading = { kind: 'single'; pd: number } | { kind: 'eyes'; right: number; left: number };

/** "NEAR PD 60", "NPD: 60.5", "READING PD 61": the near (reading) PD and its number. */
const NEAR_PD = /\b(?:NEAR|READING|N)[\s.-]*P\.?D\b\.?\s*:?\s*(\d{2}(?:\.\d)?)?/;

const tenthsOf = (text: string) => Math.round(Number(text) * 10);

/**
 * The PD line: "PD 63", "PD: 31.5/32", "PD R 31.5 L 32", "63/60" (distance, then near), and a near
 * PD named apart ("Near PD 60", "NPD 60"), which is never the distance one.
 */
export function readPdLine(line: string): { pd: PdReading | null; nearPd: number | null } {
  const near = NEAR_PD.exec(line);
  const namedNear = near?.[1] !== undefined ? tenthsOf(near[1]) : null;
  const rest = near ? line.slice(0, near.index) + ' ' + line.slice(near.index + near[0].length) : line;
  const at = rest.search(/\b(P\.?D|PUPILLARY DISTANCE)\b/);
  if (at < 0) return { pd: null, nearPd: namedNear };
  const numbers = [...rest.slice(at).matchAll(/\d{2}(?:\.\d)?/g)].map((match) => tenthsOf(match[0]));
  const [first, second] = numbers;
  if (first === undefined) return { pd: null, nearPd: namedNear };
  if (first <= 400 && second !== undefined && second <= 400)
    return { pd: { kind: 'eyes', right: first, left: second }, nearPd: namedNear };
  if (first < 450) return { pd: null, nearPd: namedNear };
  // "63/60": a second whole PD is the near one, as opticians write distance/near
  const written = second !== undefined && second >= 400 && second < first ? second : null;
  return { pd: { kind: 'single', pd: first }, nearPd: namedNear ?? written };
}

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const isoDay = (year: number, month: number, day: number): string | null =>
  month >= 1 && month <= 12 && day >= 1 && day <= 31
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null;

/**
 * A date as printed: 2026-03-12, 03/12/2026 (month first, as US forms print it, unless the first
 * number cannot be a month), 12 Mar 2026, Mar 12, 2026.
 */
export function readDate(text: string): string | null {
  const iso = /(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})/.exec(text);
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const numeric = /(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})\b/.exec(text);
  if (numeric) {
    const [a, b, y] = [Number(numeric[1]), Number(numeric[2]), Number(numeric[3])];
    const year = y < 100 ? 2000 + y : y;
    return a > 12 ? isoDay(year, b, a) : isoDay(year, a, b);
  }
  const named = /(\d{1,2})\s+([A-Z]{3})[A-Z]*\.?\s+(\d{4})|([A-Z]{3})[A-Z]*\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(
    text.toUpperCase(),
  );
  if (!named) return null;
  const month = MONTHS.indexOf(named[2] ?? named[4] ?? '') + 1;
  const day = Number(named[1] ?? named[5]);
  return isoDay(Number(named[3] ?? named[6]), month, day);
}

const EXPIRY_WORDS = /\b(EXPIR\w*|VALID UNTIL|VALID THROUGH|GOOD UNTIL|USE BY)\b/;
const EXAM_WORDS = /\b(EXAM\w*|DATE|ISSUED|TESTED)\b/;

/** The dates a line names: "Date: 03/12/2026  Expires: 03/12/2028" (before the expiry words: the exam's). */
export function readDateLine(line: string): { examDate: string | null; expiryDate: string | null } {
  const expiryAt = line.search(EXPIRY_WORDS);
  const before = expiryAt < 0 ? line : line.slice(0, expiryAt);
  return {
    expiryDate: expiryAt >= 0 ? readDate(line.slice(expiryAt)) : null,
    examDate: EXAM_WORDS.test(before) ? readDate(before) : null,
  };
}
