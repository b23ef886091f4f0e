'use client';

import { FormField } from '@/components/content/form-field';
import { orderCancel } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';

const FIELDS = ['reason'] as const;

/** Cancels an unpaid order (0 → 6): its stock and its coupon go back. */
export function CancelOrderDialog({
  number,
  onClose,
  onDone,
}: {
  number: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <ActionDialog
      title="Cancel the unpaid order"
      intro={`Order ${number} is cancelled: its frames go back in stock and the shopper gets their coupon back.`}
      testId="cancel-order"
      fields={FIELDS}
      initial={{ reason: '' }}
      check={(values) => (values.reason.trim() ? {} : { reason: 'Say why the order is cancelled.' })}
      send={async (values) => {
        await callConsole(orderCancel, { number, reason: values.reason.trim() });
        return 'The order is cancelled; its stock and coupon are back.';
      }}
      submitLabel="Cancel the order"
      busyLabel="Cancelling…"
      danger
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <FormField id={`${form.id}-reason`} label="Reason (kept in the audit log)" error={form.errors.reason}>
          {(control) => (
            <textarea
              {...control}
              ref={form.register('reason')}
              maxLength={500}
              value={form.values.reason}
              onChange={(event) => form.change('reason', event.target.value)}
              data-autofocus
              data-testid="cancel-reason"
            />
          )}
        </FormField>
      )}
    </ActionDialog>
  );
}
