'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { orderExport } from '@/lib/api/admin-calls';
import { DownloadFileButton } from '../ui/download-file-button';
import formStyles from '../ui/console-form.module.css';
import { JobSheetsButton } from './job-sheets-button';
import { MoveStageDialog } from './move-stage-dialog';
import { OrderDocumentButton } from './order-document-button';
import styles from './order-detail.module.css';

/**
 * What the list does with the orders ticked on it (docs/operating.md#bulk-work): move them to a lab
 * stage together, all or none (docs/operating.md#lab-stages), print their job sheets, invoices or
 * packing slips in one PDF each (docs/operating.md#documents), or export them as CSV.
 */
export function OrderSelection({ numbers, onMoved }: { numbers: readonly string[]; onMoved: () => void }) {
  const router = useRouter();
  const [moving, setMoving] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  return (
    <section aria-label="Selected orders" data-testid="order-selection">
      <div className={styles.actions}>
        <span>
          {numbers.length === 0
            ? 'Tick orders to move them through the lab, print their job sheets, invoices or packing slips, or export them.'
            : `${numbers.length} ${numbers.length === 1 ? 'order' : 'orders'} selected.`}
        </span>
        {numbers.length > 0 ? (
          <>
            <OrderDocumentButton numbers={numbers} document="invoice" label="Print invoices" />
            <OrderDocumentButton numbers={numbers} document="packingSlip" label="Print packing slips" />
            <button
              type="button"
              className="button"
              onClick={() => {
                setDone(null);
                setMoving(true);
              }}
              data-testid="order-selection-move"
            >
              Move to stage…
            </button>
            <DownloadFileButton
              call={orderExport}
              input={{ numbers: [...numbers] }}
              fallbackName="orders.csv"
              label="Export selected"
              data-testid="order-selection-export"
            />
            <JobSheetsButton numbers={numbers} label="Job sheets of the selected (PDF)" />
          </>
        ) : null}
      </div>
      <div role="status" data-testid="order-selection-result">
        {done ? <p className={formStyles.done}>{done}</p> : null}
      </div>
      {moving ? (
        <MoveStageDialog
          numbers={numbers}
          onClose={() => setMoving(false)}
          onMoved={(message) => {
            setMoving(false);
            setDone(message);
            onMoved();
            router.refresh();
          }}
        />
      ) : null}
    </section>
  );
}
