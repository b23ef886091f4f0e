import { taxReportPeriodSchema } from '@/lib/contract/calls/admin/tax-report';
import {
  presetOf,
  presetPeriod,
  TAX_REPORT_PRESETS,
  type ReportPeriod,
  type TaxReportPreset,
} from '@/lib/shop/tax-report-period';

// The report page's period lives in its address (docs/operating.md#tax-report): a preset
// (?period=last-quarter) or a period of the operator's own (?from=…&to=…), this month when none.

export const TAX_REPORT_PATH = '/admin/taxes/report';

export interface ReportChoice {
  /** The period to show, or null when the address asks for one the report refuses. */
  period: ReportPeriod | null;
  /** The preset it is, so its link shows as chosen. */
  preset: TaxReportPreset | null;
  /** The days the address asked for, as typed, for the form. */
  from: string;
  to: string;
  problems: string[];
}

const isPreset = (value: string | undefined): value is TaxReportPreset =>
  (TAX_REPORT_PRESETS as readonly string[]).includes(value ?? '');

/** The period `query` asks for, seen from the shop's `today`. */
export function reportChoiceOf(query: Readonly<Record<string, string>>, today: string): ReportChoice {
  if (query.from === undefined && query.to === undefined) {
    const preset = isPreset(query.period) ? query.period : 'this-month';
    const period = presetPeriod(preset, today);
    return { period, preset, ...period, problems: [] };
  }
  const typed = { from: query.from ?? '', to: query.to ?? '' };
  const parsed = taxReportPeriodSchema.safeParse(typed);
  if (!parsed.success) {
    return {
      period: null,
      preset: null,
      ...typed,
      problems: parsed.error.issues.map((issue) => issue.message),
    };
  }
  return { period: parsed.data, preset: presetOf(parsed.data, today), ...parsed.data, problems: [] };
}
