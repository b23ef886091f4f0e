import type { PrismBase, ReadingRule } from './prescription-reading';

// The words of one row of a printed prescription read from the OCR's text
// (docs/product.md#prescription-photo-reading): the columns a header names, and each word as a
// power, a whole number (an axis), a prism's base or a value's name. Pure; used by
// lib/shop/prescription-reading.ts only.

/** The columns a prescription's table may have, as its header names them. */
export type Column = 'sph' | 'cyl' | 'axis' | 'add' | 'prism' | 'base' | 'pd';

const COLUMN_WORDS: readonly [RegExp, Column][] = [
  [/^SPH(?:ERE)?\.?$/, 'sph'],
  [/^CYL(?:INDER)?\.?$/, 'cyl'],
  [/^AX(?:IS|\.)?$/, 'axis'],
  [/^ADD(?:ITION)?\.?$/, 'add'],
  [/^PRISM$/, 'prism'],
  [/^BASE$/, 'base'],
  [/^PD$/, 'pd'],
];

export const columnOf = (word: string): Column | null =>
  COLUMN_WORDS.find(([pattern]) => pattern.test(word))?.[1] ?? null;

export type Token =
  | { kind: 'power'; value: number; signed?: boolean }
  | { kind: 'whole'; value: number }
  | { kind: 'none' }
  | { kind: 'base'; base: PrismBase }
  | { kind: 'label'; column: Column | 'x' };

const BASES: Readonly<Record<string, PrismBase>> = {
  BU: 'up',
  UP: 'up',
  BD: 'down',
  DOWN: 'down',
  BI: 'in',
  IN: 'in',
  BO: 'out',
  OUT: 'out',
};

function tokenOf(word: string, rules: ReadonlySet<ReadingRule>): Token | null {
  if (/^(PL|PLANO|PLAN|PLN|INF|∞)$/.test(word)) return { kind: 'power', value: 0 };
  if (/^(DS|-|--|NONE)$/.test(word) || /^D\.S\.?$/.test(word)) return { kind: 'none' };
  const base = BASES[word];
  if (base) return { kind: 'base', base };
  if (/^[X×]$/.test(word)) return { kind: 'label', column: 'x' };
  const column = columnOf(word);
  if (column) return { kind: 'label', column };
  const decimal = /^([+-]?)(\d{1,2})\.(\d{1,2})$/.exec(word);
  if (decimal) {
    const [, sign, whole = '0', fraction = '0'] = decimal;
    const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    return { kind: 'power', value: sign === '-' ? -value : value, signed: sign !== '' };
  }
  const whole = /^([+-]?)(\d{1,3})°?$/.exec(word);
  if (whole) {
    const [, sign = '', digits = ''] = whole;
    // a power whose point the OCR lost: "+200", "-125", "050" (an axis is never signed or 0-led)
    if (
      rules.has('restore-decimal-point') &&
      digits.length === 3 &&
      (sign !== '' || digits.startsWith('0'))
    ) {
      const value = Number(digits);
      if (value % 25 === 0)
        return { kind: 'power', value: sign === '-' ? -value : value, signed: sign !== '' };
    }
    // "225": no axis is over 180, so a power whose point and sign the OCR lost
    if (
      rules.has('restore-decimal-point') &&
      digits.length === 3 &&
      Number(digits) > 180 &&
      Number(digits) % 25 === 0
    )
      return { kind: 'power', value: Number(digits) };
    if (sign === '') return { kind: 'whole', value: Number(digits) };
    return { kind: 'power', value: Number(digits) * (sign === '-' ? -100 : 100) };
  }
  return null;
}

/** The words of a row as tokens; "X180" and "1.5BU" come apart first. */
export function tokensOf(text: string, rules: ReadonlySet<ReadingRule>): Token[] {
  const spaced = text
    .replace(/\b[X×](?=\d)/g, 'X ')
    .replace(/(\d)(BU|BD|BI|BO)\b/g, '$1 $2')
    .replace(/[:;=]/g, ' ');
  return spaced
    .split(' ')
    .filter(Boolean)
    .flatMap((word) => tokenOf(word, rules) ?? []);
}

/** Whether a token can stand in a column. */
export function fits(column: Column, token: Token): boolean {
  switch (column) {
    case 'sph':
      return token.kind === 'power';
    case 'cyl':
    case 'add':
      return token.kind === 'power' || token.kind === 'none';
    case 'axis':
      return token.kind === 'whole' && token.value <= 180;
    case 'prism':
      return token.kind === 'power' || (token.kind === 'whole' && token.value <= 20);
    case 'base':
      return token.kind === 'base';
    case 'pd':
      return (token.kind === 'power' || token.kind === 'whole') && token.value > 0;
  }
}
