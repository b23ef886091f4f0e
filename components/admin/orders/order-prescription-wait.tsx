'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { formatDateTime } from '../ui/console-format';
import { StatusBadge } from '../ui/status-badge';
import { ExtendPrescriptionWaitDialog } from './extend-prescription-wait-dialog';
import styles from './order-detail.module.css';

/**
 * An order paid without its prescription (docs/operating.md#prescription-wait): until when the shop
 * waits for it, and the way to give the shopper more days.
 */
export function OrderPrescriptionWait({ number, dueAt }: { number: string; dueAt: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className={styles.status} data-testid="order-prescription-wait">
      <StatusBadge tone="waiting">
        {`Awaiting the shopper’s prescription until ${formatDateTime(dueAt)}`}
      </StatusBadge>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setDone(null);
          setOpen(true);
        }}
        data-testid="order-action-extendPrescriptionWait"
      >
        Extend the wait…
      </button>
      {done ? (
        <p role="status" className={styles.muted}>
          {done}
        </p>
      ) : null}
      {open ? (
        <ExtendPrescriptionWaitDialog
          number={number}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            setDone(message);
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
