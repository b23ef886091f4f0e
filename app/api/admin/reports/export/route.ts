import { salesReportExportCall } from '@/lib/contract/calls/admin/reports';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { salesReportCsv } from '@/lib/server/flows/reports';

/** Answers the CSV file itself (the envelope on failure). */
export const POST = operatorFileRoute(salesReportExportCall, async ({ report, ...range }) => {
  const exported = await salesReportCsv(range, report);
  return {
    body: exported.csv,
    contentType: 'text/csv; charset=utf-8',
    disposition: { attachment: exported.filename },
    headers: { 'x-oculo-rows': String(exported.rows) },
  };
});
