// The operator dashboard's periods and thresholds. Days and weeks are counted
// in UTC, so every member of the staff, wherever they are, reads the same figures.

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
