import { adminOrderExportCall } from '@/lib/contract/calls/admin/orders';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { exportOrdersCsv } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

/** Answers the CSV file itself (the envelope on failure); audited. */
export const POST = operatorFileRoute(adminOrderExportCall, async (input, operator) => {
  const exported = await exportOrdersCsv(input, actorOf(operator));
  return {
    body: exported.csv,
    contentType: 'text/csv; charset=utf-8',
    disposition: { attachment: exported.filename },
    headers: { 'x-oculo-rows': String(exported.rows), 'x-oculo-orders-matched': String(exported.matched) },
  };
});
