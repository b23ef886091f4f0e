import { adminOrderDocumentsCall } from '@/lib/contract/calls/admin/orders';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { orderDocuments } from '@/lib/server/domain/orders';

/** Answers the PDF itself (the envelope on failure): docs/operating.md#documents. */
export const POST = operatorFileRoute(adminOrderDocumentsCall, async (input) => {
  const file = await orderDocuments(input);
  return { body: file.pdf, contentType: 'application/pdf', disposition: { attachment: file.filename } };
});
