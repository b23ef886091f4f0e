// Exact decimal arithmetic for the prices every page shows, without big.js (issue 18 point 4: big.js
// was 2.6 kB of every page's first load). A number is read as the decimal it prints as (String(n), as
// big.js reads it) and kept as a whole count of 10^-scale in a bigint, so products and rounding are
// exact integer arithmetic: spec §9 "money-like arithmetic is decimal-safe".

/** The value units × 10^-scale. */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

/** 10^exponent, built from its digits (no `**` on bigints, which a compiler may turn into Math.pow). */
function powerOfTen(exponent: number): bigint {
  return BigInt(`1${'0'.repeat(exponent)}`);
}

const PRINTED_NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

/** The decimal `value` prints as: 0.1 is exactly one tenth, 1e21 a one and 21 zeros. */
export function exactDecimalOf(value: number): ExactDecimal {
  const printed = PRINTED_NUMBER.exec(String(value));
  if (!printed) throw new RangeError(`Not a finite amount: ${value}`);
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = printed;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * powerOfTen(-scale), scale: 0 };
}

export function exactProduct(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** A hundredth of the value (cents to dollars), still exact. */
export function exactHundredthOf(value: ExactDecimal): ExactDecimal {
  return { units: value.units, scale: value.scale + 2 };
}

/** The value in whole hundredths, rounded half away from zero (big.js's roundHalfUp at 2 decimals). */
export function hundredthsHalfUp(value: ExactDecimal): bigint {
  if (value.scale <= 2) return value.units * powerOfTen(2 - value.scale);
  const divisor = powerOfTen(value.scale - 2);
  const quotient = value.units / divisor;
  const remainder = value.units % divisor;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < divisor) return quotient;
  return value.units < 0n ? quotient - 1n : quotient + 1n;
}

/** Whole hundredths as sign, whole part and two decimals: -123450n → ['-', '1234', '50']. */
export function hundredthsParts(hundredths: bigint): [sign: '' | '-', whole: string, fraction: string] {
  const magnitude = hundredths < 0n ? -hundredths : hundredths;
  const fraction = String(magnitude % 100n).padStart(2, '0');
  return [hundredths < 0n ? '-' : '', String(magnitude / 100n), fraction];
}
