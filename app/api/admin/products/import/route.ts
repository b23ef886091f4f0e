import { productImportCall } from '@/lib/contract/calls/admin/product-bulk';
import { importProductsCsv } from '@/lib/server/domain/catalog';
import { operatorRouteHandler } from '@/lib/server/flows/checked-routes';
import { actorOf } from '@/lib/server/domain/staff';

/** Multipart `file` and `dryRun`: the dry run's list of changes and errors, or the import's. */
export const POST = operatorRouteHandler(productImportCall, async (input, operator) =>
  importProductsCsv({ text: await input.file.text(), dryRun: input.dryRun }, actorOf(operator)),
);
