import { dailySummaryLines, dailySummaryTitle, previousShopDay } from '@/lib/shop/staff-alerts';
import { fanOutStaffEvents, raiseStaffEvent } from '@/lib/server/domain/alerts';
import { summaryOrderFigures } from '@/lib/server/domain/orders';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { unansweredTicketCount } from '@/lib/server/domain/support';
import { database } from '@/lib/server/platform/db';

/**
 * The "daily-summary" job (docs/operating.md#alerts), run every hour: once the shop's day (its time
 * zone, docs/operating.md#store-settings) has turned, it raises the summary of the day before, once
 * (the event's key is the day), and mails it to the members who asked. Answers the day summed up.
 */
export async function raiseDailySummary(now = new Date()): Promise<string> {
  const { timeZone } = (await currentStoreSettings()).settings;
  const { start, end, day } = previousShopDay(now, timeZone);
  const [orders, openTickets] = await Promise.all([summaryOrderFigures(start, end), unansweredTicketCount()]);
  const figures = { day, ...orders, openTickets };
  await raiseStaffEvent(await database(), {
    kind: 'daily-summary',
    key: `daily-summary:${day}`,
    title: dailySummaryTitle(figures),
    path: '/admin',
    lines: dailySummaryLines(figures),
  });
  await fanOutStaffEvents();
  return day;
}
