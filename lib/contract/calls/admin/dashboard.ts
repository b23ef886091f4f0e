import { z } from 'zod';
import { LOW_STOCK_LIST_SIZE, LOW_STOCK_THRESHOLD } from '@/lib/shop/dashboard-periods';
import { rolesFor } from '@/lib/shop/staff-roles';
import type { CallContract } from '../../call';
import { defineCall, noInput } from '../../call';
import { OPERATOR_TAG } from './fields';

// The operator console's dashboard: what the shop sold today and this week, the
// work waiting for the staff, and the colours running out.

const salesSchema = z.object({
  /** Orders paid in the period. */
  orders: z.number().int(),
  /** What those orders took, less what has been refunded of them, in US cents. */
  revenueCents: z.number().int(),
});

export const lowStockVariantSchema = z.object({
  productCode: z.string(),
  productName: z.string(),
  sku: z.string(),
  colorName: z.string(),
  stock: z.number().int(),
});
export type LowStockVariant = z.infer<typeof lowStockVariantSchema>;

export const dashboardSummarySchema = z.object({
  /** Today's and this week's Monday's midnight in the shop's time zone, where the periods start. */
  dayStartsAt: z.string(),
  weekStartsAt: z.string(),
  /** The shop's time zone the days are counted in (docs/operating.md#store-settings). */
  timeZone: z.string(),
  /** Null for a role without the orders area (catalog). */
  sales: z.object({ today: salesSchema, week: salesSchema }).nullable(),
  work: z
    .object({
      /** Paid, not shipped, with prescription lines not yet confirmed (unchecked or asked about). */
      awaitingPrescriptionCheck: z.number().int(),
      /** Paid, not shipped, with the prescription confirmed or none to check. */
      awaitingShipping: z.number().int(),
      /** After-sales requests waiting for an answer. */
      openAfterSales: z.number().int(),
      /** Tickets waiting for the shop: open, or with a shopper's message the staff has not read. */
      unansweredTickets: z.number().int(),
    })
    .nullable(),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Every colour of an active product at or under the threshold. */
    total: z.number().int(),
    /** The fewest in stock first. */
    list: z.array(lowStockVariantSchema),
  }),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardSummaryCall = defineCall({
  method: 'GET',
  path: '/api/admin/dashboard/summary',
  tag: OPERATOR_TAG,
  summary: "The dashboard: today's and this week's sales, the work waiting, low stock.",
  description: `Days and weeks are counted in UTC; the week starts on Monday at 00:00 UTC. Sales count the orders paid in the period, and their revenue less what has been refunded of them. Low stock lists the ${LOW_STOCK_LIST_SIZE} colours with the fewest frames left, at most ${LOW_STOCK_THRESHOLD}. A catalog member sees only the low stock: \`sales\` and \`work\` are null.`,
  access: 'operator',
  roles: rolesFor('dashboard'),
  input: noInput,
  output: dashboardSummarySchema,
});

export const DASHBOARD_CALLS: readonly CallContract[] = [dashboardSummaryCall];
