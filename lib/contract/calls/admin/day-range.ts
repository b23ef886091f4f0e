import { z } from 'zod';
import { DAY_RANGE_MAX_DAYS, isCalendarDay, rangeDays } from '@/lib/shop/day-range';

// The days a console report covers (docs/operating.md#reports, #tax-report): whole days of the
// shop's time zone, both included, at most a year; each field's message says what to give.

const day = (which: 'first' | 'last') =>
  z
    .string({ error: `Give the ${which} day as YYYY-MM-DD.` })
    .refine(isCalendarDay, `Give the ${which} day as YYYY-MM-DD, a day of the calendar.`)
    // the database's calendar and the shop's time zones end somewhere; no report needs more (said
    // once: a text that is no day at all has its message already)
    .refine(
      (value) => !isCalendarDay(value) || (value >= '1970-01-01' && value <= '2999-12-31'),
      `Give a ${which} day between 1970 and 2999.`,
    );

/** The two fields, for a call that takes more beside them (then checked with checkDayRange). */
export const dayRangeFields = { from: day('first'), to: day('last') };

/** The last day is not before the first, and the range is at most a year. */
export function checkDayRange(value: { from: string; to: string }, context: z.RefinementCtx): void {
  const days = rangeDays(value);
  if (days < 1) {
    context.addIssue({ code: 'custom', path: ['to'], message: 'The last day comes before the first.' });
  } else if (days > DAY_RANGE_MAX_DAYS) {
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A report covers at most ${DAY_RANGE_MAX_DAYS} days.`,
    });
  }
}

/** Whole days in the shop's time zone, both included. */
export const dayRangeSchema = z.strictObject(dayRangeFields).superRefine(checkDayRange);
