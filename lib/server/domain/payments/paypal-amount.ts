// PayPal writes money as a decimal string ("12.34"); the shop keeps integer cents
// (docs/architecture.md#data). Both directions work on the digits, never through floating point, so
// 0.1 + 0.2 can never leak in.

/** 1234 → "12.34", 5 → "0.05". */
export function centsToPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`A PayPal amount must be a whole, non-negative number of cents (got ${cents}).`);
  }
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const PAYPAL_VALUE = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12.34" → 1234, "12.3" → 1230, "12" → 1200; null for anything that is not such a number. */
export function payPalValueToCents(value: string): number | null {
  const match = PAYPAL_VALUE.exec(value.trim());
  if (!match) return null;
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return Number(whole) * 100 + Number(fraction);
}
