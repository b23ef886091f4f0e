'use client';

import { orderDocuments } from '@/lib/api/admin-calls';
import type { ORDER_DOCUMENTS } from '@/lib/contract/calls/admin/orders';
import { DownloadFileButton } from '../ui/download-file-button';

type DocumentKind = (typeof ORDER_DOCUMENTS)[number];

const NAMES: Readonly<Record<DocumentKind, { file: string; busy: string; done: string }>> = {
  invoice: { file: 'invoices.pdf', busy: 'Preparing the invoices…', done: 'The invoices are downloaded.' },
  packingSlip: {
    file: 'packing-slips.pdf',
    busy: 'Preparing the packing slips…',
    done: 'The packing slips are downloaded.',
  },
  returnLabel: {
    file: 'return-labels.pdf',
    busy: 'Preparing the return label…',
    done: 'The return label is downloaded.',
  },
};

/**
 * Downloads one kind of printed document of the orders as one PDF (docs/operating.md#documents):
 * invoices, packing slips or return label pages, each order on its own page.
 */
export function OrderDocumentButton({
  numbers,
  document,
  label,
}: {
  numbers: readonly string[];
  document: DocumentKind;
  label: string;
}) {
  const names = NAMES[document];
  return (
    <DownloadFileButton
      call={orderDocuments}
      input={{ numbers: [...numbers], document }}
      fallbackName={names.file}
      label={label}
      busyLabel={names.busy}
      doneText={names.done}
      data-testid={`order-documents-${document}`}
    />
  );
}
