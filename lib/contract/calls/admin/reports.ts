import { z } from 'zod';
import { LENS_FLOW_STEPS } from '@/lib/shop/lens-names';
import { DAY_RANGE_MAX_DAYS } from '@/lib/shop/day-range';
import { FUNNEL_STAGES } from '@/lib/shop/sales-funnel';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { checkDayRange, dayRangeFields, dayRangeSchema } from './day-range';
import { OPERATOR_TAG } from './fields';

// The console's reports (docs/operating.md#reports): sales per bucket, best frames and colours, the
// lens shares, coupon use and the shop's funnel over a range of the shop's days, and each as a CSV.

const REPORTS_ROLES = rolesFor('reports');

export const REPORT_KINDS = ['sales', 'frames', 'colors', 'lenses', 'coupons', 'funnel'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const reportExportSchema = z
  .strictObject({
    ...dayRangeFields,
    report: z.enum(REPORT_KINDS, { error: `Name the report: ${REPORT_KINDS.join(', ')}.` }),
  })
  .superRefine(checkDayRange);

const cents = z.number().int();
const count = z.number().int();
/** A share 0–1 to four places; null where there was nothing to share. */
const share = z.number().nullable();

const salesFigures = {
  orders: count,
  revenueCents: cents,
  averageOrderCents: cents,
  refunds: count,
  refundedCents: cents,
  /** Revenue less refunds. */
  netCents: cents,
};

const seller = z.object({
  code: z.string(),
  name: z.string(),
  colorName: z.string(),
  units: count,
  revenueCents: cents,
});

export const salesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone the days are counted in (docs/operating.md#store-settings). */
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bucketSize: z.enum(['day', 'week', 'month']),
  buckets: z.array(z.object({ key: z.string(), from: z.string(), to: z.string(), ...salesFigures })),
  totals: z.object(salesFigures),
  frames: z.array(seller),
  colors: z.array(seller),
  lenses: z.object({
    /** Frames sold in the range: what each share is of. */
    frames: count,
    rows: z.array(
      z.object({
        group: z.enum(['lens_use', 'lens_index', 'lens_type', 'add_ones']),
        groupName: z.string(),
        /** The option's name; "Frame only" for frames bought without lenses. */
        choice: z.string(),
        units: count,
        share,
      }),
    ),
  }),
  coupons: z.array(z.object({ code: z.string(), orders: count, discountCents: cents, revenueCents: cents })),
  funnel: z.object({
    stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), name: z.string(), count, dropOff: share })),
    steps: z.array(
      z.object({
        step: z.enum(LENS_FLOW_STEPS),
        name: z.string(),
        reached: count,
        stopped: count,
        dropOff: share,
      }),
    ),
  }),
});
export type SalesReportView = z.infer<typeof salesReportSchema>;

export const salesReportCall = defineCall({
  method: 'POST',
  path: '/api/admin/reports/sales',
  tag: OPERATOR_TAG,
  summary: "The shop's reports over a range of days.",
  description: `docs/operating.md#reports. \`from\` and \`to\` are days (YYYY-MM-DD, both included, at most ${DAY_RANGE_MAX_DAYS}) in the shop's time zone, cut into days, weeks or months by length. Orders count when paid, refunds when done. Sales per bucket and totals, the best frames and colours, the lens shares of the frames sold, coupon use, and the funnel by distinct device. Amounts in US cents, shares 0–1. Code 422 names the field. Owner and staff.`,
  access: 'operator',
  roles: REPORTS_ROLES,
  input: dayRangeSchema,
  output: salesReportSchema,
});

export const salesReportExportCall = defineCall({
  method: 'POST',
  path: '/api/admin/reports/export',
  tag: OPERATOR_TAG,
  summary: 'One of the reports of a range as a CSV file.',
  description: `The same range as /api/admin/reports/sales and the report named (${REPORT_KINDS.join(', ')}). Success answers the file itself (text/csv, UTF-8, RFC 4180, an attachment named <report>-<from>-to-<to>.csv), not the envelope; amounts in US dollars as numbers, shares as percentages. Cells a spreadsheet would run as formulas start with an apostrophe. Owner and staff.`,
  access: 'operator',
  roles: REPORTS_ROLES,
  input: reportExportSchema,
  output: z.unknown(),
});

export const REPORTS_CALLS: readonly CallContract[] = [salesReportCall, salesReportExportCall];
