import { orderInvoicePdfCall } from '@/lib/contract/calls/order';
import { myOrderInvoicePdf } from '@/lib/server/domain/orders';
import { shopperFileRoute } from '@/lib/server/flows/checked-routes';

/** The shopper's own order's invoice as a PDF (the envelope on failure): docs/product.md#invoice-pdf. */
export const POST = shopperFileRoute(orderInvoicePdfCall, async (input, userId) => {
  const file = await myOrderInvoicePdf(input, userId);
  return { body: file.pdf, contentType: 'application/pdf', disposition: { attachment: file.filename } };
});
