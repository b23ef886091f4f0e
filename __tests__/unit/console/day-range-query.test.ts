import { REPORTS_DAYS } from '@/components/admin/reports/report-query';
import { TAX_REPORT_DAYS } from '@/components/admin/tax-report/report-query';
import { dayRangeChoiceOf } from '@/components/admin/ui/day-range-query';

// docs/operating.md#reports, #tax-report: a report page's days are read from its address: one of its
// presets, the operator's own days, or its default preset.

const TODAY = '2026-12-06';

describe('the tax report page’s period from its address', () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'nothing: this month',
      {},
      { range: { from: '2026-12-01', to: '2026-12-31' }, preset: 'this-month', problems: [] },
    ],
    [
      'a preset',
      { period: 'last-quarter' },
      { range: { from: '2026-07-01', to: '2026-09-30' }, preset: 'last-quarter', problems: [] },
    ],
    [
      'an unknown preset: this month',
      { period: 'forever' },
      { range: { from: '2026-12-01', to: '2026-12-31' }, preset: 'this-month', problems: [] },
    ],
    [
      'days of its own',
      { from: '2026-01-15', to: '2026-02-14' },
      { range: { from: '2026-01-15', to: '2026-02-14' }, preset: null, problems: [] },
    ],
    [
      'days that are a preset’s: shown as the preset',
      { from: '2026-11-01', to: '2026-11-30' },
      { range: { from: '2026-11-01', to: '2026-11-30' }, preset: 'last-month', problems: [] },
    ],
    [
      'days the report refuses: no period, the reason, the days as typed',
      { from: '2026-02-01', to: '2026-01-01' },
      {
        range: null,
        preset: null,
        from: '2026-02-01',
        to: '2026-01-01',
        problems: ['The last day comes before the first.'],
      },
    ],
    [
      'a day of a year no report needs',
      { from: '1969-12-01', to: '1969-12-31' },
      {
        range: null,
        problems: ['Give a first day between 1970 and 2999.', 'Give a last day between 1970 and 2999.'],
      },
    ],
    [
      'only a first day',
      { from: '2026-02-01' },
      {
        range: null,
        from: '2026-02-01',
        to: '',
        problems: ['Give the last day as YYYY-MM-DD, a day of the calendar.'],
      },
    ],
  ])('%s', (_, query, expected) => {
    expect(dayRangeChoiceOf(query, TODAY, TAX_REPORT_DAYS)).toMatchObject(expected);
  });
});

describe('the reports page’s days from its address', () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'nothing: the last 30 days',
      {},
      { range: { from: '2026-11-07', to: '2026-12-06' }, preset: 'last-30-days' },
    ],
    [
      'a preset',
      { range: 'last-7-days' },
      { range: { from: '2026-11-30', to: '2026-12-06' }, preset: 'last-7-days' },
    ],
    // the tax report's preset, named under the tax report's parameter: not the reports page's
    ['another report’s preset', { range: 'last-quarter' }, { preset: 'last-30-days' }],
    ['the tax report’s parameter', { period: 'last-7-days' }, { preset: 'last-30-days' }],
    [
      'days that are a preset’s',
      { from: '2026-11-01', to: '2026-11-30' },
      { preset: 'last-month', problems: [] },
    ],
  ])('%s', (_, query, expected) => {
    expect(dayRangeChoiceOf(query, TODAY, REPORTS_DAYS)).toMatchObject(expected);
  });
});
