'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { isApiError } from '@/lib/api';
import { orderLabStages } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { LabMoveResult } from '@/lib/contract/calls/admin/order-schemas';
import { LAB_STAGE_NAMES, LAB_STAGES, type LabStage } from '@/lib/shop/lab-stages';
import formStyles from '../ui/console-form.module.css';
import { JobSheetsButton } from './job-sheets-button';
import { OrderDocumentButton } from './order-document-button';
import styles from './order-detail.module.css';

// "prescription confirmed" is the prescription check's, not a lab move
const MOVABLE = LAB_STAGES.filter((stage) => stage !== 'prescription_confirmed');

function summaryOf(result: LabMoveResult): string {
  const name = LAB_STAGE_NAMES[result.stage];
  const moved = `${result.moved.length} ${result.moved.length === 1 ? 'order' : 'orders'} moved to ${name}.`;
  return result.refused.length === 0 ? moved : `${moved} ${result.refused.length} not moved:`;
}

/**
 * What the list does with the orders ticked on it (docs/operating.md#lab-stages): move them to a lab
 * stage together, each one moved or refused with its reason, or print their job sheets, invoices or
 * packing slips in one PDF each (docs/operating.md#documents).
 */
export function OrderSelection({ numbers, onMoved }: { numbers: readonly string[]; onMoved: () => void }) {
  const router = useRouter();
  const stageId = useId();
  const [stage, setStage] = useState<LabStage>('in_production');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<LabMoveResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const move = async () => {
    setBusy(true);
    setProblem(null);
    setResult(null);
    try {
      setResult(await callConsole(orderLabStages, { numbers: [...numbers], stage }));
      onMoved();
      router.refresh();
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The orders could not be moved. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Selected orders" data-testid="order-selection">
      <div className={styles.actions}>
        <span>
          {numbers.length === 0
            ? 'Tick orders to move them through the lab or print their job sheets, invoices or packing slips.'
            : `${numbers.length} ${numbers.length === 1 ? 'order' : 'orders'} selected.`}
        </span>
        <label htmlFor={stageId}>Lab stage</label>
        <select
          id={stageId}
          value={stage}
          onChange={(event) => setStage(event.target.value as LabStage)}
          data-testid="order-selection-stage"
        >
          {MOVABLE.map((value) => (
            <option key={value} value={value}>
              {LAB_STAGE_NAMES[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={busy || numbers.length === 0}
          onClick={() => void move()}
          data-testid="order-selection-move"
        >
          {busy ? 'Moving…' : 'Move selected'}
        </button>
        {numbers.length > 0 ? (
          <>
            <JobSheetsButton numbers={numbers} label="Job sheets of the selected (PDF)" />
            <OrderDocumentButton numbers={numbers} document="invoice" label="Print invoices" />
            <OrderDocumentButton numbers={numbers} document="packingSlip" label="Print packing slips" />
          </>
        ) : null}
      </div>
      <div role="status" data-testid="order-selection-result">
        {problem ? <p className={formStyles.formError}>{problem}</p> : null}
        {result ? (
          <>
            <p className={formStyles.done}>{summaryOf(result)}</p>
            {result.refused.length > 0 ? (
              <ul>
                {result.refused.map((refusal) => (
                  <li key={refusal.number}>
                    {refusal.number}: {refusal.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
