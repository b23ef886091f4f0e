import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { DayRangePicker } from '@/components/admin/ui/day-range-picker';
import { dayRangeChoiceOf } from '@/components/admin/ui/day-range-query';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { REPORTS_DAYS, REPORTS_PATH } from '@/components/admin/reports/report-query';
import {
  BestSellersSection,
  CouponsSection,
  FunnelSection,
  LensSharesSection,
  SalesSection,
} from '@/components/admin/reports/report-sections';
import { calendarDayIn } from '@/lib/shop/dashboard-periods';
import { salesReportFor } from '@/lib/server/flows/reports';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Reports' };

/**
 * /admin/reports (docs/operating.md#reports): sales, best sellers, lens shares, coupons and the
 * funnel over a range of the shop's days, each with its CSV file.
 */
export default async function ReportsPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('reports');
  const { timeZone } = (await currentStoreSettings()).settings;
  const today = calendarDayIn(new Date(), timeZone);
  const choice = dayRangeChoiceOf(listQueryOf(await searchParams), today, REPORTS_DAYS);
  const report = choice.range ? await salesReportFor(choice.range) : null;
  return (
    <>
      <ConsolePageHead
        title="Reports"
        lead={`Orders count on the day they were paid and refunds on the day they were done; days run from midnight in ${timeZone}.`}
      />
      <DayRangePicker
        path={REPORTS_PATH}
        name="reports"
        title="Days"
        options={REPORTS_DAYS}
        choice={choice}
      />
      {report ? (
        <>
          <SalesSection report={report} />
          <BestSellersSection report={report} />
          <LensSharesSection report={report} />
          <CouponsSection report={report} />
          <FunnelSection report={report} />
        </>
      ) : null}
    </>
  );
}
