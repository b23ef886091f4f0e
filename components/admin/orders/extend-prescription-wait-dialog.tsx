'use client';

import { FormField } from '@/components/content/form-field';
import { orderExtendPrescriptionWait } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS } from '@/lib/shop/constants';
import { extensionRefusal } from '@/lib/shop/prescription-wait';
import { formatDateTime } from '../ui/console-format';
import { ActionDialog } from '../ui/action-dialog';

const FIELDS = ['days'] as const;

interface Props {
  number: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** More days for the shopper to send the prescription (docs/operating.md#prescription-wait). */
export function ExtendPrescriptionWaitDialog({ number, onClose, onDone }: Props) {
  return (
    <ActionDialog
      title="Extend the wait for the prescription"
      intro={`Order ${number} is cancelled and refunded when its wait ends without the prescription. Give the shopper more days; the order’s history and the audit log keep it.`}
      testId="extend-prescription-wait"
      fields={FIELDS}
      initial={{ days: '7' }}
      check={(values) => {
        const refused = extensionRefusal(Number(values.days));
        return refused ? { days: refused } : {};
      }}
      send={async (values) => {
        const order = await callConsole(orderExtendPrescriptionWait, { number, days: Number(values.days) });
        return `The wait now ends ${order.prescriptionDueAt ? formatDateTime(order.prescriptionDueAt) : 'later'}.`;
      }}
      submitLabel="Extend"
      busyLabel="Saving…"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <FormField
          id={`${form.id}-days`}
          label="More days"
          hint={`1 to ${PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS}, counted from the wait’s end.`}
          error={form.errors.days}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('days')}
              type="number"
              inputMode="numeric"
              min={1}
              max={PRESCRIPTION_WAIT_EXTENSION_MAX_DAYS}
              value={form.values.days}
              onChange={(event) => form.change('days', event.target.value)}
              data-autofocus
              data-testid="extend-days"
            />
          )}
        </FormField>
      )}
    </ActionDialog>
  );
}
