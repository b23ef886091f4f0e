import type { ReportKind, SalesReportView } from '@/lib/contract/calls/admin/reports';
import { csvFile, type CsvValue } from '@/lib/shop/csv-cells';
import type { DayRange } from '@/lib/shop/day-range';
import { salesReportFor } from './report';

// Each report as a CSV file (docs/operating.md#reports), written as the tax report's is
// (lib/shop/csv-cells.ts): names and coupon codes are the owner's text, so a cell a spreadsheet
// would run as a formula is made text. Amounts go out as dollars in numbers, shares as percentages
// in numbers, so a spreadsheet sums them.

/** Cents as dollars a spreadsheet reads as a number: 12345 → 123.45. */
const dollars = (cents: number) => cents / 100;
/** A share 0–1 as a percentage to two places, empty where there was nothing to share. */
const percent = (share: number | null) => (share === null ? '' : Math.round(share * 10_000) / 100);

type Table = { header: string[]; rows: CsvValue[][] };

const TABLES: Readonly<Record<ReportKind, (report: SalesReportView) => Table>> = {
  sales: (report) => {
    const figures = (row: SalesReportView['totals']) => [
      row.orders,
      dollars(row.revenueCents),
      dollars(row.averageOrderCents),
      row.refunds,
      dollars(row.refundedCents),
      dollars(row.netCents),
    ];
    return {
      header: [
        'From',
        'To',
        'Orders',
        'Revenue (USD)',
        'Average order (USD)',
        'Refunds',
        'Refunded (USD)',
        'Net (USD)',
      ],
      rows: [
        ...report.buckets.map((bucket) => [bucket.from, bucket.to, ...figures(bucket)]),
        ['Total', '', ...figures(report.totals)],
      ],
    };
  },
  frames: (report) => ({
    header: ['Code', 'Frame', 'Units', 'Revenue (USD)'],
    rows: report.frames.map((row) => [row.code, row.name, row.units, dollars(row.revenueCents)]),
  }),
  colors: (report) => ({
    header: ['Code', 'Frame', 'Colour', 'Units', 'Revenue (USD)'],
    rows: report.colors.map((row) => [
      row.code,
      row.name,
      row.colorName,
      row.units,
      dollars(row.revenueCents),
    ]),
  }),
  lenses: (report) => ({
    header: ['Group', 'Choice', 'Frames', 'Share of frames sold (%)'],
    rows: report.lenses.rows.map((row) => [row.groupName, row.choice, row.units, percent(row.share)]),
  }),
  coupons: (report) => ({
    header: ['Code', 'Orders', 'Discount given (USD)', 'Revenue (USD)'],
    rows: report.coupons.map((row) => [
      row.code,
      row.orders,
      dollars(row.discountCents),
      dollars(row.revenueCents),
    ]),
  }),
  funnel: (report) => ({
    header: ['Stage', 'Devices or orders', 'Reached', 'Drop-off (%)'],
    rows: [
      ...report.funnel.stages.map((row) => [row.name, row.count, '', percent(row.dropOff)]),
      ...report.funnel.steps.map((row) => [
        `Wizard step: ${row.name}`,
        row.stopped,
        row.reached,
        percent(row.dropOff),
      ]),
    ],
  }),
};

export interface SalesReportCsv {
  filename: string;
  csv: string;
  rows: number;
}

export async function salesReportCsv(range: DayRange, kind: ReportKind): Promise<SalesReportCsv> {
  const report = await salesReportFor(range);
  const table = TABLES[kind](report);
  return {
    filename: `${kind}-${report.from}-to-${report.to}.csv`,
    csv: csvFile(table.header, table.rows),
    rows: table.rows.length,
  };
}
