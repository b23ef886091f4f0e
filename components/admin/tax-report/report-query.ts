import { TAX_REPORT_PRESETS } from '@/lib/shop/tax-report';
import type { DayRangeOptions } from '../ui/day-range-query';

export const TAX_REPORT_PATH = '/admin/taxes/report';

/** The tax report's period (docs/operating.md#tax-report): ?period=last-quarter or ?from=…&to=…, this month when none. */
export const TAX_REPORT_DAYS: DayRangeOptions<(typeof TAX_REPORT_PRESETS)[number]> = {
  presets: TAX_REPORT_PRESETS,
  fallback: 'this-month',
  presetParam: 'period',
};
