import { daysInWords, shippingOptions, type BusinessDays, type ShippingMethod } from '@/lib/shop/shipping';
import { defaultMethodsOf } from '../../support/default-shipping';
import {
  addBusinessDays,
  deliveryEstimate,
  formatDeliveryWindow,
  MAKING_DAYS,
} from '@/lib/shop/shipping-delivery';

// /payment-success gives a delivery estimate from the shipping method: glasses are made first (the
// product page's "ships in 7–10 days"), then the method's business days.

const at = (iso: string) => new Date(`${iso}T15:00:00.000Z`);
const day = (date: Date | undefined) => date?.toISOString().slice(0, 10);

describe('addBusinessDays (Saturdays and Sundays do not count)', () => {
  it.each([
    ['2026-01-05', 0, '2026-01-05'], // Monday, nothing to add
    ['2026-01-05', 1, '2026-01-06'], // Monday → Tuesday
    ['2026-01-09', 1, '2026-01-12'], // Friday → Monday
    ['2026-01-10', 1, '2026-01-12'], // Saturday → Monday
    ['2026-01-11', 1, '2026-01-12'], // Sunday → Monday
    ['2026-01-05', 5, '2026-01-12'], // a whole week
    ['2026-01-05', 10, '2026-01-19'], // two weeks
    ['2026-02-26', 3, '2026-03-03'], // across a month end
  ])('%s + %i business days = %s', (start, days, expected) => {
    expect(day(addBusinessDays(at(start), days))).toBe(expected);
  });
});

/** The seeded transit days of a country's method, or null where its zone lacks it. */
const transitDays = (country: string, method: ShippingMethod): BusinessDays | null =>
  defaultMethodsOf(country).find((entry) => entry.code === method)?.days ?? null;

describe('transit days by method in the seeded table (what the shipping step says in words)', () => {
  it.each<[string, ShippingMethod, [number, number] | null]>([
    ['US', 'standard', [5, 8]],
    ['US', 'expedited', [3, 4]],
    ['US', 'express', [1, 2]],
    ['GB', 'standard', [10, 20]],
    ['GB', 'expedited', null],
    ['CA', 'express', [4, 7]],
  ])('%s %s: %p', (country, method, expected) => {
    expect(transitDays(country, method)).toEqual(expected);
  });

  it('the offered methods say the same days in words', () => {
    for (const country of ['US', 'GB']) {
      for (const option of shippingOptions(defaultMethodsOf(country), 0)) {
        expect(option.days).toBe(daysInWords(transitDays(country, option.method) ?? [0, 0]));
      }
    }
    expect(defaultMethodsOf('US').map((method) => method.code)).toEqual(['standard', 'expedited', 'express']);
  });
});

describe('deliveryEstimate: making time, then the method’s transit', () => {
  // ordered on Monday 5 January 2026
  const monday = at('2026-01-05');

  it.each<[string, ShippingMethod, boolean, string, string]>([
    // glasses: 7–10 business days to make, then 5–8 in transit = 12–18 business days
    ['US', 'standard', true, '2026-01-21', '2026-01-29'],
    // 7+3 … 10+4
    ['US', 'expedited', true, '2026-01-19', '2026-01-23'],
    // 7+1 … 10+2
    ['US', 'express', true, '2026-01-15', '2026-01-21'],
    // accessories only: 1–2 days to leave, then 5–8
    ['US', 'standard', false, '2026-01-13', '2026-01-19'],
    // international standard: 7+10 … 10+20
    ['GB', 'standard', true, '2026-01-28', '2026-02-16'],
  ])('%s %s (made to order %p): %s to %s', (country, method, madeToOrder, earliest, latest) => {
    const estimate = deliveryEstimate({
      orderedAt: monday,
      transitDays: transitDays(country, method) ?? [0, 0],
      madeToOrder,
    });
    expect(day(estimate?.earliest)).toBe(earliest);
    expect(day(estimate?.latest)).toBe(latest);
    expect(estimate?.makingDays).toEqual(MAKING_DAYS[madeToOrder ? 'glasses' : 'stock']);
  });

  it('counts the days the order was placed with, whatever the table says now', () => {
    const estimate = deliveryEstimate({ orderedAt: monday, transitDays: [2, 3], madeToOrder: false });
    // 1+2 … 2+3 business days after Monday 5 January
    expect([day(estimate.earliest), day(estimate.latest)]).toEqual(['2026-01-08', '2026-01-12']);
  });

  it('reads as a window of two days', () => {
    const estimate = deliveryEstimate({
      orderedAt: monday,
      transitDays: [5, 8],
      madeToOrder: true,
    });
    expect(formatDeliveryWindow(estimate)).toBe('Wed, Jan 21 – Thu, Jan 29');
  });
});
