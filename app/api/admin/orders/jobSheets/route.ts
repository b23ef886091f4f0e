import { adminOrderJobSheetsCall } from '@/lib/contract/calls/admin/orders';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { labJobSheets } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

/** Answers the PDF itself (the envelope on failure); each prescription on it is audited. */
export const POST = operatorFileRoute(adminOrderJobSheetsCall, async (input, operator) => {
  const sheets = await labJobSheets(input, actorOf(operator));
  return { body: sheets.pdf, contentType: 'application/pdf', disposition: { attachment: sheets.filename } };
});
