import type { ReactNode } from 'react';
import type { ReportKind, SalesReportView } from '@/lib/contract/calls/admin/reports';
import { formatCents } from '../ui/console-format';
import { DownloadReport } from './download-report';
import { ReportTable } from './report-table';
import { SalesChart } from './sales-chart';
import styles from './reports.module.css';

// The reports page's sections (docs/operating.md#reports), each a heading, its CSV button and its
// table; the sales add the totals and the chart.

type Report = SalesReportView;

const count = (value: number) => value.toLocaleString('en-US');
/** A share 0–1 as a percentage; a dash where there was nothing to share. */
const percent = (share: number | null) =>
  share === null ? '–' : `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`;
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

function Section({
  id,
  title,
  report,
  kind,
  children,
}: {
  id: string;
  title: string;
  report: Report;
  kind: ReportKind;
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id} data-testid={`reports-${kind}`}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        <DownloadReport range={{ from: report.from, to: report.to }} report={kind} label={`${title} CSV`} />
      </div>
      {children}
    </section>
  );
}

const SALES_COLUMNS = [
  { label: 'Days' },
  { label: 'Orders', numeric: true },
  { label: 'Revenue', numeric: true },
  { label: 'Average order', numeric: true },
  { label: 'Refunds', numeric: true },
  { label: 'Refunded', numeric: true },
  { label: 'Net', numeric: true },
];

const salesCells = (row: Report['totals']) => [
  count(row.orders),
  formatCents(row.revenueCents),
  formatCents(row.averageOrderCents),
  count(row.refunds),
  formatCents(row.refundedCents),
  formatCents(row.netCents),
];

export function SalesSection({ report }: { report: Report }) {
  const { totals } = report;
  const figures: [string, string][] = [
    ['Revenue', formatCents(totals.revenueCents)],
    ['Orders', count(totals.orders)],
    ['Average order', formatCents(totals.averageOrderCents)],
    ['Refunded', formatCents(totals.refundedCents)],
    ['Net', formatCents(totals.netCents)],
  ];
  return (
    <Section id="reports-sales-title" title="Sales" report={report} kind="sales">
      <dl className={styles.figures} data-testid="reports-totals">
        {figures.map(([name, value]) => (
          <div key={name} className={styles.figure}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SalesChart report={report} />
      <ReportTable
        caption={`Sales per ${report.bucketSize}`}
        testId="reports-sales-table"
        columns={SALES_COLUMNS}
        rows={report.buckets.map((bucket) => [
          bucket.from === bucket.to
            ? dayName(bucket.from)
            : `${dayName(bucket.from)} – ${dayName(bucket.to)}`,
          ...salesCells(bucket),
        ])}
        totals={['Total', ...salesCells(totals)]}
        empty="No days in this range."
      />
    </Section>
  );
}

export function BestSellersSection({ report }: { report: Report }) {
  const columns = [
    { label: 'Frame' },
    { label: 'Units', numeric: true },
    { label: 'Revenue', numeric: true },
  ];
  return (
    <Section id="reports-frames-title" title="Best frames" report={report} kind="frames">
      <ReportTable
        caption="Best frames by units sold"
        testId="reports-frames-table"
        columns={columns}
        rows={report.frames.map((row) => [
          `${row.name} (${row.code})`,
          count(row.units),
          formatCents(row.revenueCents),
        ])}
        empty="No frame was sold in these days."
      />
      <div className={styles.sectionHead}>
        <h3>Best colours</h3>
        <DownloadReport
          range={{ from: report.from, to: report.to }}
          report="colors"
          label="Best colours CSV"
        />
      </div>
      <ReportTable
        caption="Best frame colours by units sold"
        testId="reports-colors-table"
        columns={[{ label: 'Frame and colour' }, ...columns.slice(1)]}
        rows={report.colors.map((row) => [
          `${row.name} (${row.code}), ${row.colorName}`,
          count(row.units),
          formatCents(row.revenueCents),
        ])}
        empty="No frame was sold in these days."
      />
    </Section>
  );
}

export function LensSharesSection({ report }: { report: Report }) {
  return (
    <Section id="reports-lenses-title" title="Lenses" report={report} kind="lenses">
      <p className={styles.note}>
        Of the {count(report.lenses.frames)} frames sold, how many had each choice.
      </p>
      <ReportTable
        caption="Lens choices as shares of the frames sold"
        testId="reports-lenses-table"
        columns={[
          { label: 'Choice' },
          { label: 'Group' },
          { label: 'Frames', numeric: true },
          { label: 'Share', numeric: true },
        ]}
        rows={report.lenses.rows.map((row) => [
          row.choice,
          row.groupName,
          count(row.units),
          percent(row.share),
        ])}
        empty="No frame was sold in these days."
      />
    </Section>
  );
}

export function CouponsSection({ report }: { report: Report }) {
  return (
    <Section id="reports-coupons-title" title="Coupons" report={report} kind="coupons">
      <ReportTable
        caption="Coupon use"
        testId="reports-coupons-table"
        columns={[
          { label: 'Code' },
          { label: 'Orders', numeric: true },
          { label: 'Discount given', numeric: true },
          { label: 'Revenue', numeric: true },
        ]}
        rows={report.coupons.map((row) => [
          row.code,
          count(row.orders),
          formatCents(row.discountCents),
          formatCents(row.revenueCents),
        ])}
        empty="No paid order used a coupon in these days."
      />
    </Section>
  );
}

export function FunnelSection({ report }: { report: Report }) {
  const { funnel } = report;
  return (
    <Section id="reports-funnel-title" title="Funnel" report={report} kind="funnel">
      <p className={styles.note}>
        Devices that did each thing in these days, from the shop&apos;s own statistics; paid orders are
        counted from the orders, which keep no device.
      </p>
      <ReportTable
        caption="The funnel, by device"
        testId="reports-funnel-table"
        columns={[
          { label: 'Stage' },
          { label: 'Count', numeric: true },
          { label: 'Lost since the stage before', numeric: true },
        ]}
        rows={funnel.stages.map((row) => [row.name, count(row.count), percent(row.dropOff)])}
        empty="No stage."
      />
      <h3>Where shoppers stopped in the lens wizard</h3>
      <ReportTable
        caption="Lens wizard steps: reached, and stopped there"
        testId="reports-steps-table"
        columns={[
          { label: 'Step' },
          { label: 'Reached', numeric: true },
          { label: 'Stopped there', numeric: true },
          { label: 'Drop-off', numeric: true },
        ]}
        rows={funnel.steps.map((row) => [
          row.name,
          count(row.reached),
          count(row.stopped),
          percent(row.dropOff),
        ])}
        empty="No shopper opened the lens wizard in these days."
      />
    </Section>
  );
}
