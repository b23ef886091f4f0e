import type { Metadata } from 'next';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { RangePicker } from '@/components/admin/reports/range-picker';
import { rangeChoiceOf } from '@/components/admin/reports/report-query';
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
  const choice = rangeChoiceOf(listQueryOf(await searchParams), calendarDayIn(new Date(), timeZone));
  const report = choice.range ? await salesReportFor(choice.range) : null;
  return (
    <>
      <ConsolePageHead
        title="Reports"
        lead={`Orders count on the day they were paid and refunds on the day they were done; days run from midnight in ${timeZone}.`}
      />
      <RangePicker choice={choice} />
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
