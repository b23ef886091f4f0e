import { productExportCall } from '@/lib/contract/calls/admin/product-bulk';
import { exportProductsCsv } from '@/lib/server/domain/catalog';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

/** Answers the catalog's CSV file itself (the envelope on failure); audited. */
export const POST = operatorFileRoute(productExportCall, async (input, operator) => {
  const exported = await exportProductsCsv(input, actorOf(operator));
  return {
    body: exported.csv,
    contentType: 'text/csv; charset=utf-8',
    disposition: { attachment: exported.filename },
    headers: { 'x-oculo-products': String(exported.products), 'x-oculo-rows': String(exported.rows) },
  };
});
