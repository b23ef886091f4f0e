'use client';

import { FormField } from '@/components/content/form-field';
import { orderCheckPrescription } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';
import formStyles from '../ui/console-form.module.css';

const FIELDS = ['decision', 'message'] as const;

interface Props {
  number: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * The prescription check before the lab makes the lenses (docs/operating.md#order-work): confirm
 * it, or ask the shopper a question, which opens a support ticket to them; the order then waits.
 */
export function CheckPrescriptionDialog({ number, onClose, onDone }: Props) {
  return (
    <ActionDialog
      title="Check the prescription"
      intro="Compare the values (or the photo) with what the lenses need. Confirm, or ask the shopper: they answer in a support ticket, and the order waits."
      testId="check-prescription"
      fields={FIELDS}
      initial={{ decision: 'confirmed', message: '' }}
      check={(values) =>
        values.decision === 'question' && values.message.trim().length === 0
          ? { message: 'Write the question the shopper will read.' }
          : {}
      }
      send={async (values) => {
        const answer = await callConsole(orderCheckPrescription, {
          number,
          decision: values.decision as 'confirmed' | 'question',
          ...(values.decision === 'question' ? { message: values.message.trim() } : {}),
        });
        return answer.ticketNumber
          ? `Question sent to the shopper in ticket ${answer.ticketNumber}. The order waits for the prescription to be confirmed.`
          : 'Prescription confirmed. The order can ship.';
      }}
      submitLabel="Save the check"
      busyLabel="Saving…"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          <fieldset className={formStyles.fieldset}>
            <legend>Your check</legend>
            {(
              [
                ['confirmed', 'The prescription is right: confirm it'],
                ['question', 'Something needs asking: write to the shopper'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className={formStyles.choice}>
                <input
                  type="radio"
                  name={`${form.id}-decision`}
                  value={value}
                  checked={form.values.decision === value}
                  onChange={() => form.change('decision', value)}
                  data-autofocus={value === 'confirmed' ? '' : undefined}
                  data-testid={`check-prescription-${value}`}
                />
                {label}
              </label>
            ))}
          </fieldset>
          {form.values.decision === 'question' ? (
            <FormField
              id={`${form.id}-message`}
              label="Question to the shopper"
              hint="They read it in their support tickets and by mail."
              error={form.errors.message}
            >
              {(control) => (
                <textarea
                  {...control}
                  ref={form.register('message')}
                  maxLength={4000}
                  value={form.values.message}
                  onChange={(event) => form.change('message', event.target.value)}
                  data-testid="check-prescription-message"
                />
              )}
            </FormField>
          ) : null}
        </>
      )}
    </ActionDialog>
  );
}
