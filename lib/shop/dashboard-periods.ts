// The operator dashboard's periods and thresholds. Days and weeks are counted in the shop's time
// zone (docs/operating.md#store-settings; UTC until an owner sets one), so every member of the staff,
// wherever they are, reads the same figures, and "today" ends at the shop's midnight.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A colour with this many frames or fewer in stock is low (a per-colour threshold is part 2). */
export const LOW_STOCK_THRESHOLD = 5;
/** How many low-stock colours the dashboard lists, the fewest in stock first. */
export const LOW_STOCK_LIST_SIZE = 10;

/** Today's 00:00 UTC. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** This week's Monday 00:00 UTC (weeks start on Monday, as in ISO 8601). */
export function startOfUtcWeek(now: Date): Date {
  const day = startOfUtcDay(now);
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * DAY_MS);
}

/** The wall-clock date and time `at` shows in `timeZone`, read as if it were UTC, minus `at`: the zone's offset. */
function offsetMs(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wallClock - (at.getTime() - at.getUTCMilliseconds());
}

/** The instant the calendar day `day` (a UTC date naming it) begins in `timeZone`. */
function midnightIn(day: number, timeZone: string): Date {
  // twice: the offset at the guess may differ from the offset at midnight across a clock change
  const first = day - offsetMs(new Date(day), timeZone);
  return new Date(day - offsetMs(new Date(first), timeZone));
}

/** The shop's calendar day at `now`, as the UTC midnight of the same date. */
function localDay(now: Date, timeZone: string): number {
  const wall = new Date(now.getTime() + offsetMs(now, timeZone));
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate());
}

/** Today's midnight in the shop's time zone (an IANA name). */
export function startOfDayIn(now: Date, timeZone: string): Date {
  return midnightIn(localDay(now, timeZone), timeZone);
}

/** This week's Monday midnight in the shop's time zone (weeks start on Monday, as in ISO 8601). */
export function startOfWeekIn(now: Date, timeZone: string): Date {
  const day = localDay(now, timeZone);
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7;
  return midnightIn(day - daysSinceMonday * DAY_MS, timeZone);
}

/** The shop's calendar date at `now` in `timeZone`, as YYYY-MM-DD (the tax report's "today"). */
export function calendarDayIn(now: Date, timeZone: string): string {
  return new Date(localDay(now, timeZone)).toISOString().slice(0, 10);
}

/** The instant the calendar date `day` (YYYY-MM-DD) begins in `timeZone`. */
export function startOfCalendarDayIn(day: string, timeZone: string): Date {
  return midnightIn(Date.parse(`${day}T00:00:00Z`), timeZone);
}
