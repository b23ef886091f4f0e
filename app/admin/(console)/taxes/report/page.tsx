import type { Metadata } from 'next';
import { formatDay } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import { DayRangePicker } from '@/components/admin/ui/day-range-picker';
import { dayRangeChoiceOf } from '@/components/admin/ui/day-range-query';
import styles from '@/components/admin/ui/console-page.module.css';
import { listQueryOf, type PageSearchParams } from '@/components/admin/ui/list-params';
import { DownloadTaxReport } from '@/components/admin/tax-report/download-tax-report';
import { TAX_REPORT_DAYS, TAX_REPORT_PATH } from '@/components/admin/tax-report/report-query';
import { TaxReportTable } from '@/components/admin/tax-report/tax-report-table';
import { calendarDayIn } from '@/lib/shop/dashboard-periods';
import { taxReportFor } from '@/lib/server/flows/tax-report';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { requireOperatorPage } from '@/lib/server/domain/staff';

export const metadata: Metadata = { title: 'Tax report' };

/**
 * /admin/taxes/report (docs/operating.md#tax-report): the tax collected and refunded per
 * jurisdiction in a period of the shop's days, and its CSV file.
 */
export default async function TaxReportPage({ searchParams }: { searchParams: PageSearchParams }) {
  await requireOperatorPage('settings');
  const { timeZone } = (await currentStoreSettings()).settings;
  const today = calendarDayIn(new Date(), timeZone);
  const choice = dayRangeChoiceOf(listQueryOf(await searchParams), today, TAX_REPORT_DAYS);
  const report = choice.range ? await taxReportFor(choice.range) : null;
  const days = report && `${formatDay(`${report.from}T12:00:00Z`)} to ${formatDay(`${report.to}T12:00:00Z`)}`;
  return (
    <>
      <ConsolePageHead
        title="Tax report"
        lead={`Tax collected on the orders paid, and given back by the refunds done, per jurisdiction; days run from midnight in ${timeZone}. A help for filing, not a filing: check it against your own records.`}
        actions={report ? <DownloadTaxReport period={{ from: report.from, to: report.to }} /> : null}
      />
      <DayRangePicker
        path={TAX_REPORT_PATH}
        name="tax-report"
        title="Period"
        options={TAX_REPORT_DAYS}
        choice={choice}
      />
      {report ? (
        <section aria-labelledby="tax-report-days">
          <h2 id="tax-report-days" className={styles.cardTitle} data-testid="tax-report-days">
            {days}
          </h2>
          <TaxReportTable report={report} caption={`Tax per jurisdiction, ${days}`} />
        </section>
      ) : null}
    </>
  );
}
