import { reportRangeSchema } from '@/lib/contract/calls/admin/reports';
import {
  presetOfRange,
  presetRange,
  REPORT_PRESETS,
  type ReportPeriod,
  type ReportPreset,
} from '@/lib/shop/report-range';

// The reports page's range lives in its address (docs/operating.md#reports): a preset
// (?range=last-90-days) or the operator's own days (?from=…&to=…), the last 30 days when none.

export const REPORTS_PATH = '/admin/reports';

export interface RangeChoice {
  /** The range to show, or null when the address asks for one the reports refuse. */
  range: ReportPeriod | null;
  preset: ReportPreset | null;
  /** The days the address asked for, as typed, for the form. */
  from: string;
  to: string;
  problems: string[];
}

const isPreset = (value: string | undefined): value is ReportPreset =>
  (REPORT_PRESETS as readonly string[]).includes(value ?? '');

/** The range `query` asks for, seen from the shop's `today`. */
export function rangeChoiceOf(query: Readonly<Record<string, string>>, today: string): RangeChoice {
  if (query.from === undefined && query.to === undefined) {
    const preset = isPreset(query.range) ? query.range : 'last-30-days';
    const range = presetRange(preset, today);
    return { range, preset, ...range, problems: [] };
  }
  const typed = { from: query.from ?? '', to: query.to ?? '' };
  const parsed = reportRangeSchema.safeParse(typed);
  if (!parsed.success) {
    return {
      range: null,
      preset: null,
      ...typed,
      problems: parsed.error.issues.map((issue) => issue.message),
    };
  }
  return { range: parsed.data, preset: presetOfRange(parsed.data, today), ...parsed.data, problems: [] };
}
