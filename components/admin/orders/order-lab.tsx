'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { isApiError } from '@/lib/api';
import { orderLabStage } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { LAB_STAGE_NAMES } from '@/lib/shop/lab-stages';
import { OrderStatus } from '@/lib/shop/order-status';
import formStyles from '../ui/console-form.module.css';
import { formatDateTime } from '../ui/console-format';
import { JobSheetsButton } from './job-sheets-button';
import styles from './order-detail.module.css';

type Props = { order: Pick<OperatorOrder, 'number' | 'status' | 'hasPrescription' | 'lab'> };

const SHIP_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The lab's stages of the order (docs/operating.md#lab-stages) with who moved each and when, the
 * button to the next one, the estimated ship day and the job sheet.
 */
export function OrderLab({ order }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  // the page reads the order again after a move: until it has, the button would send the old stage
  const [refreshing, startRefresh] = useTransition();
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; problem: boolean } | null>(null);
  const { lab } = order;
  const next = lab.next === movedTo ? null : lab.next;

  const move = async () => {
    if (!next) return;
    setBusy(true);
    setMessage(null);
    try {
      await callConsole(orderLabStage, { number: order.number, stage: next });
      setMessage({ text: `Moved to ${LAB_STAGE_NAMES[next]}.`, problem: false });
      setMovedTo(next);
      startRefresh(() => router.refresh());
    } catch (error) {
      setMessage({
        text: isApiError(error) ? error.message : 'The order could not be moved. Please try again.',
        problem: true,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="order-lab" data-stage={lab.stage ?? ''}>
      <ol className={styles.history}>
        {lab.stages.map((step) => (
          <li key={step.stage} data-testid="order-lab-stage" data-stage={step.stage}>
            <span className={styles.historyWhen}>{step.at ? formatDateTime(step.at) : 'not yet'}</span>
            <span>
              <strong>{step.name}</strong>
              {step.at && step.by ? `, by ${step.by}` : null}
            </span>
          </li>
        ))}
      </ol>
      {lab.estimatedShipDate ? (
        <p className={styles.muted} data-testid="order-lab-estimate">
          Should ship on {SHIP_DAY.format(new Date(`${lab.estimatedShipDate}T12:00:00Z`))}.
        </p>
      ) : null}
      {order.status === OrderStatus.NotShipped && order.hasPrescription && lab.stage === null ? (
        <p className={styles.muted}>The lab starts once the prescription is confirmed.</p>
      ) : null}
      <div className={styles.actions}>
        {next ? (
          <button
            type="button"
            className="button"
            onClick={() => void move()}
            disabled={busy || refreshing}
            data-testid="order-lab-next"
          >
            {busy ? 'Moving…' : `Move to ${LAB_STAGE_NAMES[next]}`}
          </button>
        ) : null}
        <JobSheetsButton numbers={[order.number]} label="Job sheet (PDF)" />
      </div>
      <p
        className={message ? (message.problem ? formStyles.formError : formStyles.done) : 'visually-hidden'}
        role="status"
        data-testid="order-lab-done"
      >
        {message?.text ?? ''}
      </p>
    </div>
  );
}
