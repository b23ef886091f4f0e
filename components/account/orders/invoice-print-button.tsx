'use client';

import styles from './order-invoice.module.css';

/** Opens the browser's print dialog; the print styles leave only the invoice on the page. */
export function InvoicePrintButton() {
  return (
    <button
      type="button"
      className={`button ${styles.print}`}
      onClick={() => window.print()}
      data-testid="invoice-print"
    >
      Print
    </button>
  );
}
