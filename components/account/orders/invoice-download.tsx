'use client';

import { useState } from 'react';
import { fetchPrivateFile, isApiError, saveBlob } from '@/lib/api';
import { orderInvoicePdfAddress } from '@/lib/contract/order-addresses';

/**
 * Downloads the order's invoice as a PDF (docs/product.md#invoice-pdf): an itemised receipt that
 * marks prescription glasses FSA/HSA eligible and names the wearer, for a claim. A refusal is said
 * beside the button.
 */
export function InvoiceDownload({ orderNumber }: { orderNumber: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchPrivateFile(
        orderInvoicePdfAddress.path,
        { orderNumber },
        { accept: 'application/pdf', tip: false },
      );
      saveBlob(file.blob, file.filename ?? `invoice-${orderNumber}.pdf`);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The invoice could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

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
