'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { isApiError } from '@/lib/api';
import { orderLabStageMany } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ResultCode } from '@/lib/contract/codes';
import { LAB_STAGE_NAMES, LAB_STAGES, type LabStage } from '@/lib/shop/lab-stages';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';

// "prescription confirmed" is the prescription check's, not a lab move
const MOVABLE = LAB_STAGES.filter((stage) => stage !== 'prescription_confirmed');

interface Refusal {
  message: string;
  /** Each order that cannot make the move, and why. */
  orders: [string, string][];
}

/** A 422 of the call names each order that cannot move in `fields`, by its number. */
function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return { message: 'The orders could not be moved. Please try again.', orders: [] };
  const fields = (error.data as { fields?: Record<string, string> } | null)?.fields ?? {};
  return {
    message: error.message,
    orders: error.code === ResultCode.Invalid ? Object.entries(fields) : [],
  };
}

interface Props {
  numbers: readonly string[];
  onClose: () => void;
  /** The orders moved: the sentence the list shows. */
  onMoved: (message: string) => void;
}

/**
 * Move to stage… (docs/operating.md#bulk-work): the ticked orders go to one lab stage together, or
 * none of them does; a refusal lists each order that cannot make the move and why.
 */
export function MoveStageDialog({ numbers, onClose, onMoved }: Props) {
  const id = useId();
  const [stage, setStage] = useState<LabStage>('in_production');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const count = `${numbers.length} ${numbers.length === 1 ? 'order' : 'orders'}`;

  const move = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setRefusal(null);
    try {
      const result = await callConsole(orderLabStageMany, { numbers: [...numbers], stage });
      const moved = result.moved.length;
      onMoved(`${moved} ${moved === 1 ? 'order' : 'orders'} moved to ${LAB_STAGE_NAMES[result.stage]}.`);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConsoleDialog
      title="Move to a lab stage"
      intro={`The ${count} selected move together, or none of them does.`}
      onClose={onClose}
      testId="move-stage"
    >
      <form className={formStyles.form} onSubmit={(event) => void move(event)} aria-busy={busy}>
        <FormField id={`${id}-stage`} label="Lab stage">
          {(control) => (
            <select
              {...control}
              value={stage}
              onChange={(event) => {
                setStage(event.target.value as LabStage);
                setRefusal(null);
              }}
              data-autofocus
              data-testid="move-stage-select"
            >
              {MOVABLE.map((value) => (
                <option key={value} value={value}>
                  {LAB_STAGE_NAMES[value]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {refusal ? (
          <div className={formStyles.formError} role="alert" data-testid="move-stage-error">
            <p>{refusal.message}</p>
            {refusal.orders.length > 0 ? (
              <ul>
                {refusal.orders.map(([number, reason]) => (
                  <li key={number}>
                    {number}: {reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={busy} data-testid="move-stage-submit">
            {busy ? 'Moving…' : `Move ${count}`}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
