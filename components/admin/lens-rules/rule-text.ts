// The console's lens rules as an operator types them: dioptres ("6.00") and indexes ("1.67"),
// kept as hundredths by the calls (docs/operating.md#lens-rules).

/** "6.00" or "−6.00" as hundredths (either sign: the rules read the power's size); NaN when unreadable. */
export function hundredthsOf(text: string): number {
  const value = Number(text.trim().replace('\u2212', '-').replace('+', ''));
  return text.trim() === '' ? Number.NaN : Math.round(value * 100);
}

export const dioptreText = (hundredths: number) => (hundredths / 100).toFixed(2);
