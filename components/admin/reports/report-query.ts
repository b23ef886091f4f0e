import { REPORT_PRESETS } from '@/lib/shop/report-range';
import type { DayRangeOptions } from '../ui/day-range-query';

export const REPORTS_PATH = '/admin/reports';

/** The reports page's days (docs/operating.md#reports): ?range=last-90-days or ?from=…&to=…, the last 30 days when none. */
export const REPORTS_DAYS: DayRangeOptions<(typeof REPORT_PRESETS)[number]> = {
  presets: REPORT_PRESETS,
  fallback: 'last-30-days',
  presetParam: 'range',
};
