import { MEASURED_AT_CLOCK_SKEW_MS, measuredBy, toTenthMm } from '@/lib/shop/saved-fit';

// docs/product.md#saved-fit: a measurement saved to the account is not from the future (a device
// clock up to 5 minutes fast is forgiven), and its millimetres are kept to the tenth.

const now = new Date('2026-12-01T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('measuredBy', () => {
  it.each([
    ['a year ago', at(-365 * 86_400_000), true],
    ['just now', at(0), true],
    ['a device clock a minute fast', at(60_000), true],
    ['at the forgiven skew exactly', at(MEASURED_AT_CLOCK_SKEW_MS), true],
    ['a millisecond past it', at(MEASURED_AT_CLOCK_SKEW_MS + 1), false],
    ['tomorrow', at(86_400_000), false],
    ['not a date', 'yesterday', false],
    ['empty', '', false],
  ])('%s: %s → %s', (_case, measuredAt, expected) => {
    expect(measuredBy(measuredAt, now)).toBe(expected);
  });
});

describe('toTenthMm', () => {
  it.each([
    [140.26, 140.3],
    [140.24, 140.2],
    [62.85, 62.9],
    [132, 132],
  ])('%f mm → %f mm', (mm, kept) => {
    expect(toTenthMm(mm)).toBe(kept);
  });
});
