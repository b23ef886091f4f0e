/**
 * Benchmark: the console's reports (docs/operating.md#reports) over 100,000 paid orders, for a
 * 90-day and a 365-day range (target: each report under 500 ms on PostgreSQL).
 *
 *   npm run bench:reports                                    # PGlite, in a new folder
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:reports
 *
 * With BENCH_DATABASE_URL the script creates and drops its own `oculo_bench_reports` database on
 * that server; without it the shop's embedded PGlite runs in a new temporary folder. The orders are written in one
 * SQL statement each (generate_series): BENCH_ORDERS (default 100,000) paid over the last 400 days,
 * one or two frame lines each with a lens use, index, type and coating, a coupon on one in ten, a
 * refund on one in twenty; BENCH_EVENTS (default 300,000) storefront events over the last 90 days
 * (what the statistics keep) from 30,000 devices. Each report is run BENCH_RUNS times (default 5)
 * after one warm-up and its median printed; the exit code is 1 when a report misses the target on
 * PostgreSQL (PGlite's figures are reported, not held).
 */
import { sql } from 'drizzle-orm';
import { createBenchDatabase, dropBenchDatabase } from './support/bench-database';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { database, databaseHandle, type DatabaseHandle } from '@/lib/server/platform/db';
import { startOfCalendarDayIn } from '@/lib/shop/dashboard-periods';
import { addDays, dayAfter, rangeDays } from '@/lib/shop/day-range';
import { bucketSizeFor } from '@/lib/shop/report-range';
import { couponUse, frameSales, paidOrderCount, salesByBucket } from '@/lib/server/domain/orders';
import { funnelCounts } from '@/lib/server/domain/statistics';
import { salesReportFor } from '@/lib/server/flows/reports';

const DATABASE = 'oculo_bench_reports';
const url = process.env.BENCH_DATABASE_URL;
const orderCount = Number(process.env.BENCH_ORDERS ?? 100_000);
const eventCount = Number(process.env.BENCH_EVENTS ?? 300_000);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 500;
const TIME_ZONE = 'America/New_York';

/** The shop's own database, opened and migrated as at start: a new PostgreSQL database, or PGlite in a new folder. */
async function open(): Promise<DatabaseHandle> {
  if (url) process.env.DATABASE_URL = await createBenchDatabase(DATABASE);
  else process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'oculo-bench-reports-'));
  return databaseHandle();
}

async function seed(): Promise<void> {
  const db = await database();
  const started = Date.now();
  await db.execute(
    sql`insert into users (email, first_name, last_name) values ('bench-reports@example.com', 'Bench', 'Reports')`,
  );
  await db.execute(sql`
    insert into orders (number, user_id, snapshot_id, status, subtotal_cents, frame_discount_cents,
      coupon_discount_cents, coupon_code, shipping_cents, total_cents, refunded_cents, currency, address, email,
      shipping_method, shipping_name, pay_by, paid_at, created_at)
    select 'OCB-' || n, (select id from users where email = 'bench-reports@example.com'), n, 1,
      9000 + (n * 37) % 20000, 0,
      case when n % 10 = 0 then 1500 else 0 end,
      case when n % 10 = 0 then (array['SPRING', 'WELCOME10', 'FRIENDS', 'VIP'])[1 + (n / 10) % 4] end,
      0, 9000 + (n * 37) % 20000 - case when n % 10 = 0 then 1500 else 0 end,
      case when n % 20 = 0 then 1000 else 0 end,
      'USD', '{}'::jsonb, 'bench@example.com', 'standard', 'Standard',
      now() + interval '1 day', now() - (n::double precision / ${orderCount} * interval '400 days'), now()
    from generate_series(1, ${orderCount}) as n`);
  await db.execute(sql`
    insert into order_lines (order_id, quantity, sort, line)
    select o.id, 1 + (o.id + s) % 2, s, jsonb_build_object(
      'id', s, 'code', 'OC' || (1000 + (o.id * 7 + s) % 300), 'name', 'Frame ' || (1000 + (o.id * 7 + s) % 300),
      'kind', 'frame', 'sku', 'SKU', 'colorName', (array['Black', 'Tortoise', 'Clear', 'Gold', 'Blue'])[1 + (o.id + s) % 5],
      'image', null, 'quantity', 1, 'unitPriceCents', 5000, 'unitLensCents', 2000, 'subtotalCents', 7000,
      'frameDiscountCents', 0, 'totalCents', 7000,
      'lens', case when (o.id + s) % 6 = 0 then null else jsonb_build_object(
        'lensUse', (array['Single Vision', 'Progressive', 'Bifocal', 'Reading', 'Non-Prescription'])[1 + (o.id + s) % 5],
        'lens', jsonb_build_array(
          jsonb_build_object('name', 'Additional Price', 'item', (array['Standard', 'Anti-Reflective', 'Premium Anti-Reflective'])[1 + o.id % 3], 'priceCents', 0),
          jsonb_build_object('name', 'Lens Index', 'item', (array['1.50 Standard', '1.57 Mid-Index', '1.61 High-Index', '1.67 High-Index', '1.74 Ultra-Thin'])[1 + o.id % 5], 'priceCents', 0),
          jsonb_build_object('name', 'Lens Type', 'item', (array['Clear', 'Blue-Light Filtering', 'Light-Responsive', 'Sun Tint'])[1 + o.id % 4], 'priceCents', 0)),
        'prescription', '[]'::jsonb, 'prescriptionNote', '') end)
    from orders o, generate_series(0, 1) as s
    where s = 0 or o.id % 2 = 0`);
  await db.execute(sql`
    insert into order_refunds (order_id, amount_cents, destination, state, idempotency_key, completed_at)
    select id, 1000, 'wallet', 'done', 'bench-' || id, paid_at + interval '3 days'
    from orders where refunded_cents > 0`);
  await db.execute(sql`
    insert into site_events (type, path, target, device_id, created_at)
    select case when n % 4 = 0 then 'page_view' else 'click' end,
      case when n % 4 = 0 then '/details/OC' || (1000 + n % 300) else '/details/OC' || (1000 + n % 300) || '/lenses' end,
      case when n % 4 = 0 then null else (array['lens-wizard:start', 'lens-wizard:step:lens_use',
        'lens-wizard:step:prescription', 'lens-wizard:step:add_ones', 'lens-wizard:step:lens_index',
        'lens-wizard:step:lens_type', 'add-to-cart'])[1 + n % 7] end,
      'benchdevice' || lpad((n % 30000)::text, 8, '0'),
      now() - (n::double precision / ${eventCount} * interval '90 days')
    from generate_series(1, ${eventCount}) as n`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${orderCount} orders and ${eventCount} events in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function median(work: () => Promise<unknown>): Promise<number> {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

async function measure(days: number): Promise<boolean> {
  const to = new Date().toISOString().slice(0, 10);
  const range = { from: addDays(to, -(days - 1)), to };
  const window = {
    start: startOfCalendarDayIn(range.from, TIME_ZONE),
    end: startOfCalendarDayIn(dayAfter(range.to), TIME_ZONE),
    timeZone: TIME_ZONE,
  };
  const reports: [string, () => Promise<unknown>][] = [
    ['sales per bucket', () => salesByBucket(window, bucketSizeFor(rangeDays(range)))],
    ['best frames, colours, lens shares', () => frameSales(window, 10)],
    ['coupon use', () => couponUse(window)],
    ['funnel (events)', () => funnelCounts(window.start, window.end)],
    ['paid orders', () => paidOrderCount(window)],
    ['the whole page (all at once)', () => salesReportFor(range)],
  ];
  let held = true;
  console.log(`\n${days} days (${range.from} to ${range.to}):`);
  for (const [name, work] of reports) {
    const ms = await median(work);
    const over = url !== undefined && ms > TARGET_MS;
    if (over) held = false;
    console.log(`  ${name.padEnd(30)} ${ms.toFixed(0).padStart(6)} ms${over ? '  over the target' : ''}`);
  }
  return held;
}

async function main(): Promise<void> {
  const handle = await open();
  try {
    await seed();
    console.log(
      `driver: ${handle.driver}; median of ${runs} runs; time zone ${TIME_ZONE} (the whole page uses the shop's)`,
    );
    const held = [await measure(90), await measure(365)].every(Boolean);
    if (!held) process.exitCode = 1;
  } finally {
    await handle.close();
    if (url) await dropBenchDatabase(DATABASE);
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
