import { taxReportExportCall } from '@/lib/contract/calls/admin/tax-report';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { taxReportCsv } from '@/lib/server/flows/tax-report';

/** Answers the CSV file itself (the envelope on failure). */
export const POST = operatorFileRoute(taxReportExportCall, async (period) => {
  const exported = await taxReportCsv(period);
  return {
    body: exported.csv,
    contentType: 'text/csv; charset=utf-8',
    disposition: { attachment: exported.filename },
    headers: { 'x-oculo-rows': String(exported.rows) },
  };
});
