import { scaleBand, scaleLinear } from 'd3-scale';
import type { SalesReportView } from '@/lib/contract/calls/admin/reports';
import { formatCents } from '../ui/console-format';
import styles from './reports.module.css';

// The sales chart (docs/operating.md#reports): drawn on the server as SVG with d3's scales, so the
// console loads no chart code at all and the storefront never sees it. Revenue per bucket as a bar,
// refunds as a narrower bar beside it; the sales table below it is its text alternative.

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };
/** At most this many bucket labels along the bottom, so they never overlap. */
const LABELS = 8;

const shortDay = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
const shortMonth = (day: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

export function SalesChart({ report }: { report: SalesReportView }) {
  const { buckets } = report;
  const x = scaleBand<string>()
    .domain(buckets.map((bucket) => bucket.key))
    .range([MARGIN.left, WIDTH - MARGIN.right])
    .padding(0.2);
  const top = Math.max(100, ...buckets.map((bucket) => Math.max(bucket.revenueCents, bucket.refundedCents)));
  const y = scaleLinear()
    .domain([0, top])
    .nice(4)
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  const every = Math.ceil(buckets.length / LABELS);
  const label = report.bucketSize === 'month' ? shortMonth : shortDay;
  const refundWidth = x.bandwidth() / 3;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby="sales-chart-title sales-chart-desc"
      data-testid="reports-chart"
    >
      <title id="sales-chart-title">Revenue and refunds per {report.bucketSize}</title>
      <desc id="sales-chart-desc">
        {`${formatCents(report.totals.revenueCents)} from ${report.totals.orders} orders and ${formatCents(report.totals.refundedCents)} refunded over ${buckets.length} ${report.bucketSize}s; every figure is in the table below the chart.`}
      </desc>
      {y.ticks(4).map((tick) => (
        <g key={tick}>
          <line
            className={styles.gridLine}
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className={styles.axis} x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatCents(tick).replace(/\.00$/, '')}
          </text>
        </g>
      ))}
      {buckets.map((bucket, index) => {
        const left = x(bucket.key) ?? 0;
        return (
          <g key={bucket.key} data-testid="reports-chart-bucket">
            <rect
              className={styles.bar}
              x={left}
              y={y(bucket.revenueCents)}
              width={x.bandwidth()}
              height={y(0) - y(bucket.revenueCents)}
            />
            {bucket.refundedCents > 0 ? (
              <rect
                className={styles.refundBar}
                x={left + x.bandwidth() - refundWidth}
                y={y(bucket.refundedCents)}
                width={refundWidth}
                height={y(0) - y(bucket.refundedCents)}
              />
            ) : null}
            {index % every === 0 ? (
              <text className={styles.axis} x={left + x.bandwidth() / 2} y={HEIGHT - 8} textAnchor="middle">
                {label(bucket.key)}
              </text>
            ) : null}
          </g>
        );
      })}
    </svg>
  );
}
