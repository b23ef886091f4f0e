import Big from 'big.js';

// Decimal-safe money arithmetic. Money is stored as integer US cents elsewhere; these helpers are for the
// moments when amounts are in dollars or another currency and binary floating point would drift.

export type MoneyInput = number | string;

export class MoneyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

export function toBig(value: MoneyInput): Big {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new MoneyError(`Not a money amount: ${String(value)}`);
  }
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new MoneyError(`Not a money amount: ${JSON.stringify(value)}`);
  }
}

// spec §9: money-like arithmetic is decimal-safe (add)
export function addMoney(a: MoneyInput, b: MoneyInput): number {
  return toBig(a).plus(toBig(b)).toNumber();
}

// spec §9: money-like arithmetic is decimal-safe (subtract)
export function subtractMoney(a: MoneyInput, b: MoneyInput): number {
  return toBig(a).minus(toBig(b)).toNumber();
}

// spec §9: money-like arithmetic is decimal-safe (multiply)
export function multiplyMoney(a: MoneyInput, b: MoneyInput): number {
  return toBig(a).times(toBig(b)).toNumber();
}

// spec §9: money-like arithmetic is decimal-safe (divide)
export function divideMoney(a: MoneyInput, b: MoneyInput): number {
  const divisor = toBig(b);
  if (divisor.eq(0)) throw new MoneyError('Cannot divide a money amount by zero');
  return toBig(a).div(divisor).toNumber();
}

/** Rounds half away from zero ("half-up") to `decimals` places: 2.675 → 2.68, -2.675 → -2.68. */
export function roundMoney(value: MoneyInput, decimals = 2): number {
  return toBig(value).round(decimals, Big.roundHalfUp).toNumber();
}

/** 1999 → 19.99 */
export function centsToDollars(cents: MoneyInput): number {
  return toBig(cents).div(100).toNumber();
}

/** 19.995 → 2000 (half-up to whole cents) */
export function dollarsToCents(dollars: MoneyInput): number {
  return toBig(dollars).times(100).round(0, Big.roundHalfUp).toNumber();
}
