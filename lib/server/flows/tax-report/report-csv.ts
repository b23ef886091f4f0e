import { csvFile } from '@/lib/shop/csv-cells';
import type { DayRange } from '@/lib/shop/day-range';
import { taxReportFor } from './report';

// The tax report as a CSV file (docs/operating.md#tax-report), written as the order export is
// (lib/shop/csv-cells.ts): a rate's name is the owner's text, so a cell a spreadsheet would run as
// a formula is made text. Amounts go out as numbers, so a negative net stays a number a
// spreadsheet sums.

const HEADER = [
  'Jurisdiction',
  'Country',
  'Region',
  'Tax names',
  'Orders',
  'Taxable sales (USD)',
  'Tax collected (USD)',
  'Tax refunded (USD)',
  'Net tax (USD)',
];

/** Cents as dollars a spreadsheet reads as a number: 12345 → 123.45. */
const dollars = (cents: number) => cents / 100;

export interface TaxReportCsv {
  filename: string;
  csv: string;
  rows: number;
}

export async function taxReportCsv(period: DayRange): Promise<TaxReportCsv> {
  const report = await taxReportFor(period);
  const amounts = (figures: (typeof report)['totals']) => [
    figures.orders,
    dollars(figures.taxableCents),
    dollars(figures.collectedCents),
    dollars(figures.refundedCents),
    dollars(figures.netCents),
  ];
  const csv = csvFile(HEADER, [
    ...report.rows.map((row) => [
      row.jurisdiction,
      row.countryCode,
      row.regionCode,
      row.taxNames.join('; '),
      ...amounts(row),
    ]),
    ['Total', '', '', '', ...amounts(report.totals)],
  ]);
  return {
    filename: `tax-report-${report.from}-to-${report.to}.csv`,
    csv,
    rows: report.rows.length,
  };
}
