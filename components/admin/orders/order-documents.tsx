'use client';

import { OrderDocumentButton } from './order-document-button';
import styles from './order-detail.module.css';

/** The order's printed documents, each a PDF download (docs/operating.md#documents). */
export function OrderDocuments({ number }: { number: string }) {
  return (
    <div className={styles.actions} data-testid="order-documents">
      <OrderDocumentButton numbers={[number]} document="invoice" label="Invoice (PDF)" />
      <OrderDocumentButton numbers={[number]} document="packingSlip" label="Packing slip (PDF)" />
      <OrderDocumentButton numbers={[number]} document="returnLabel" label="Return label (PDF)" />
    </div>
  );
}
