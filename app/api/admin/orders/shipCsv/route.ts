import { adminOrderShipCsvCall } from '@/lib/contract/calls/admin/order-bulk';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { shipOrdersFromCsv } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

/** Multipart `file` and `dryRun`: each row's verdict, and on a real run the valid rows shipped. */
export const POST = operatorRouteHandler(adminOrderShipCsvCall, async (input, operator) =>
  shipOrdersFromCsv({ text: await input.file.text(), dryRun: input.dryRun }, actorOf(operator)),
);
