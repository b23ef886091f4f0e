const SECONDS_PER_HOUR = 3600;

// hours to seconds is hours × 3600
export function hoursToSeconds(hours: number): number {
  return hours * SECONDS_PER_HOUR;
}
