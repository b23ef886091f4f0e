import type { DashboardSummary } from '@/lib/contract/calls/admin/dashboard';
import {
  LOW_STOCK_LIST_SIZE,
  LOW_STOCK_THRESHOLD,
  startOfDayIn,
  startOfWeekIn,
} from '@/lib/shop/dashboard-periods';
import { roleMayOpen } from '@/lib/shop/staff-roles';
import { lowStockVariants } from '@/lib/server/domain/catalog';
import { orderFigures } from '@/lib/server/domain/orders';
import type { Operator } from '@/lib/server/domain/staff';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { unansweredTicketCount } from '@/lib/server/domain/support';

/**
 * GET /api/admin/dashboard/summary: sales today and this week (in the shop's time zone, from Monday:
 * docs/operating.md#store-settings), the work waiting
 * and the colours running out. Money and orders only for a role that opens the orders area; low
 * stock for everyone.
 */
export async function dashboardSummary(operator: Operator, now = new Date()): Promise<DashboardSummary> {
  const { timeZone } = (await currentStoreSettings()).settings;
  const dayStart = startOfDayIn(now, timeZone);
  const weekStart = startOfWeekIn(now, timeZone);
  const seesOrders = roleMayOpen(operator.role, 'orders');
  const [orders, unansweredTickets, lowStock] = await Promise.all([
    seesOrders ? orderFigures(dayStart, weekStart) : null,
    seesOrders ? unansweredTicketCount() : null,
    lowStockVariants(LOW_STOCK_LIST_SIZE),
  ]);
  return {
    dayStartsAt: dayStart.toISOString(),
    weekStartsAt: weekStart.toISOString(),
    timeZone,
    sales: orders && { today: orders.today, week: orders.week },
    work: orders && {
      awaitingPrescriptionCheck: orders.awaitingPrescriptionCheck,
      awaitingShipping: orders.awaitingShipping,
      openAfterSales: orders.openAfterSales,
      unansweredTickets: unansweredTickets ?? 0,
    },
    lowStock: { threshold: LOW_STOCK_THRESHOLD, ...lowStock },
  };
}
