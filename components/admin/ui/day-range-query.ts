import { dayRangeSchema } from '@/lib/contract/calls/admin/day-range';
import { presetOf, presetRange, type DayRange, type DayRangePreset } from '@/lib/shop/day-range';

// A console report's days live in its page's address (docs/operating.md#reports, #tax-report): a
// preset (?range=last-90-days) or the operator's own days (?from=…&to=…), the report's default
// preset when none.

export interface DayRangeChoice<Preset extends DayRangePreset = DayRangePreset> {
  /** The days to show, or null when the address asks for days the report refuses. */
  range: DayRange | null;
  /** The preset they are, so its link shows as chosen. */
  preset: Preset | null;
  /** The days the address asked for, as typed, for the form. */
  from: string;
  to: string;
  problems: string[];
}

/** The presets a report offers, the one it shows when the address names none, and the preset's parameter. */
export interface DayRangeOptions<Preset extends DayRangePreset> {
  presets: readonly Preset[];
  fallback: Preset;
  presetParam: string;
}

/** The days `query` asks for, seen from the shop's `today`. */
export function dayRangeChoiceOf<Preset extends DayRangePreset>(
  query: Readonly<Record<string, string>>,
  today: string,
  { presets, fallback, presetParam }: DayRangeOptions<Preset>,
): DayRangeChoice<Preset> {
  if (query.from === undefined && query.to === undefined) {
    const asked = presets.find((preset) => preset === query[presetParam]);
    const preset = asked ?? fallback;
    const range = presetRange(preset, today);
    return { range, preset, ...range, problems: [] };
  }
  const typed = { from: query.from ?? '', to: query.to ?? '' };
  const parsed = dayRangeSchema.safeParse(typed);
  if (!parsed.success) {
    return {
      range: null,
      preset: null,
      ...typed,
      problems: parsed.error.issues.map((issue) => issue.message),
    };
  }
  return { range: parsed.data, preset: presetOf(parsed.data, today, presets), ...parsed.data, problems: [] };
}
