import { reportChoiceOf } from '@/components/admin/tax-report/report-query';

// docs/operating.md#tax-report: the report page's period is read from its address: a preset, the
// operator's own days, or this month.

const TODAY = '2026-12-06';

describe('the tax report page’s period from its address', () => {
  it.each<[string, Record<string, string>, object]>([
    [
      'nothing: this month',
      {},
      { period: { from: '2026-12-01', to: '2026-12-31' }, preset: 'this-month', problems: [] },
    ],
    [
      'a preset',
      { period: 'last-quarter' },
      { period: { from: '2026-07-01', to: '2026-09-30' }, preset: 'last-quarter', problems: [] },
    ],
    [
      'an unknown preset: this month',
      { period: 'forever' },
      { period: { from: '2026-12-01', to: '2026-12-31' }, preset: 'this-month', problems: [] },
    ],
    [
      'days of its own',
      { from: '2026-01-15', to: '2026-02-14' },
      { period: { from: '2026-01-15', to: '2026-02-14' }, preset: null, problems: [] },
    ],
    [
      'days that are a preset’s: shown as the preset',
      { from: '2026-11-01', to: '2026-11-30' },
      { period: { from: '2026-11-01', to: '2026-11-30' }, preset: 'last-month', problems: [] },
    ],
    [
      'days the report refuses: no period, the reason, the days as typed',
      { from: '2026-02-01', to: '2026-01-01' },
      {
        period: null,
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
        period: null,
        problems: ['Give a first day between 1970 and 2999.', 'Give a last day between 1970 and 2999.'],
      },
    ],
    [
      'only a first day',
      { from: '2026-02-01' },
      {
        period: null,
        from: '2026-02-01',
        to: '',
        problems: ['Give the last day as YYYY-MM-DD, a day of the calendar.'],
      },
    ],
  ])('%s', (_, query, expected) => {
    expect(reportChoiceOf(query, TODAY)).toMatchObject(expected);
  });
});
