'use client';

import { useFileDownload } from '@/components/ui/use-file-download';
import { fetchPrivateFile } from '@/lib/api';
import { orderInvoicePdfAddress } from '@/lib/contract/order-addresses';

/**
 * Downloads the order's invoice as a PDF (docs/product.md#invoice-pdf): an itemised receipt that
 * marks prescription glasses FSA/HSA eligible and names the wearer, for a claim. A refusal is said
 * beside the button.
 */
export function InvoiceDownload({ orderNumber }: { orderNumber: string }) {
  const { busy, problem, download } = useFileDownload(
    () =>
      fetchPrivateFile(
        orderInvoicePdfAddress.path,
        { orderNumber },
        { accept: 'application/pdf', tip: false },
      ),
    `invoice-${orderNumber}.pdf`,
    'The invoice could not be made. Please try again.',
  );

  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={busy}
        onClick={() => void download()}
        data-testid="order-invoice-pdf"
      >
        {busy ? 'Preparing the invoice…' : 'Download invoice (PDF)'}
      </button>
      {problem ? (
        <span role="alert" data-testid="order-invoice-pdf-error">
          {problem}
        </span>
      ) : null}
    </>
  );
}
