import { calendarDay, groupedWhole, withThousandsSeparators } from '@/lib/shop/plain-format';

// The storefront's numbers and dates without Intl, written exactly as Intl's en-US formats write
// them (Node's Intl is the reference here; the browser is spared it).
const INTL_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const INTL_WHOLE = new Intl.NumberFormat('en-US');

describe('whole numbers with thousands separators', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12000, '12,000'],
    [123456, '123,456'],
    [1234567, '1,234,567'],
    [-1500, '-1,500'],
    [2000.9, '2,000'], // whole numbers only: the fraction is dropped, never rounded up
  ])('%d → %j', (whole, written) => {
    expect(groupedWhole(whole)).toBe(written);
  });

  it('agrees with Intl for every length up to a billion', () => {
    for (let whole = 1; whole < 1e9; whole = whole * 10 + (whole % 7)) {
      expect(groupedWhole(whole)).toBe(INTL_WHOLE.format(whole));
    }
  });

  it('separates a string of digits', () => {
    expect(withThousandsSeparators('1250')).toBe('1,250');
    expect(withThousandsSeparators('12')).toBe('12');
  });
});

describe('calendar days in UTC', () => {
  it.each([
    ['2025-03-02T10:00:00.000Z', 'March 2, 2025'],
    ['2026-11-29T23:59:59.999Z', 'November 29, 2026'],
    ['2026-12-31T23:30:00-02:00', 'January 1, 2027'], // the UTC day, whatever the offset
    ['2024-02-29T00:00:00Z', 'February 29, 2024'],
    ['not a date', ''],
    ['', ''],
  ])('%j → %j', (iso, written) => {
    expect(calendarDay(iso)).toBe(written);
  });

  it('agrees with Intl on every month of a year', () => {
    for (let month = 0; month < 12; month++) {
      const iso = new Date(Date.UTC(2026, month, month + 9, 12)).toISOString();
      expect(calendarDay(iso)).toBe(INTL_DAY.format(new Date(iso)));
    }
  });
});
