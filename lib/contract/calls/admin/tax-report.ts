import { z } from 'zod';
import { rolesFor } from '@/lib/shop/staff-roles';
import { DAY_RANGE_MAX_DAYS } from '@/lib/shop/day-range';
import type { CallContract } from '../../call';
import { defineCall } from '../../call';
import { dayRangeSchema } from './day-range';
import { OPERATOR_TAG } from './fields';

// The console's tax report (docs/operating.md#tax-report): per jurisdiction, the tax the orders
// paid in a period collected and the tax its refunds gave back, as a table and as a CSV file. The
// same roles as the taxes calls (docs/operating.md#taxes).

const TAX_REPORT_ROLES = rolesFor('settings');

const cents = z.number().int();

const figures = {
  /** Orders paid in the period with a taxed part here. */
  orders: z.number().int(),
  /** What was taxed, without its tax, in US cents. */
  taxableCents: cents,
  collectedCents: cents,
  refundedCents: cents,
  /** Collected less refunded. */
  netCents: cents,
};

export const taxReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop's time zone the days are counted in (docs/operating.md#store-settings). */
  timeZone: z.string(),
  /** The first day's midnight there, and the midnight after the last day (not included). */
  startsAt: z.string(),
  endsAt: z.string(),
  rows: z.array(
    z.object({
      countryCode: z.string(),
      /** "" where the rate is country-wide. */
      regionCode: z.string(),
      jurisdiction: z.string(),
      taxNames: z.array(z.string()),
      ...figures,
    }),
  ),
  totals: z.object(figures),
});
export type TaxReportView = z.infer<typeof taxReportSchema>;

export const taxReportCall = defineCall({
  method: 'POST',
  path: '/api/admin/taxes/report',
  tag: OPERATOR_TAG,
  summary: 'The tax collected and refunded per jurisdiction in a period.',
  description: `docs/operating.md#tax-report. \`from\` and \`to\` are days (YYYY-MM-DD, both included, at most ${DAY_RANGE_MAX_DAYS}) in the shop's time zone. Orders count when paid, refunds when done. Per country, or state or province where the rate named one: the orders, the taxable sales without tax, the tax collected, refunded and the net, sorted by country then region, and the totals. Amounts in US cents. Code 422 names the field. Owner only.`,
  access: 'operator',
  roles: TAX_REPORT_ROLES,
  input: dayRangeSchema,
  output: taxReportSchema,
});

export const taxReportExportCall = defineCall({
  method: 'POST',
  path: '/api/admin/taxes/exportReport',
  tag: OPERATOR_TAG,
  summary: 'The tax report of a period as a CSV file.',
  description:
    'The same period and rows as /api/admin/taxes/report, with a totals row. Success answers the file itself (text/csv, UTF-8, RFC 4180, an attachment named tax-report-<from>-to-<to>.csv), not the envelope; amounts in US dollars. Cells a spreadsheet would run as formulas start with an apostrophe. Owner only.',
  access: 'operator',
  roles: TAX_REPORT_ROLES,
  input: dayRangeSchema,
  output: z.unknown(),
});

export const TAX_REPORT_CALLS: readonly CallContract[] = [taxReportCall, taxReportExportCall];
