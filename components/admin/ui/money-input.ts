// Amounts an operator types in dollars ("12.50", "$1,200", "-5") and the calls' integer US cents.

const DOLLARS = /^([+-])?\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/** Typed dollars as cents, or null when the text is not an amount (more than 2 decimals …). */
export function centsOfDollars(text: string): number | null {
  const match = DOLLARS.exec(text.trim().replace(/^([+-])\s*\$/, '$1$'));
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole.replace(/,/g, '')) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return sign === '-' ? -cents : cents;
}

/** Cents as the text a dollar field starts with: 1234 → "12.34". */
export function dollarsOfCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
