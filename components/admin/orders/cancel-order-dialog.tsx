'use client';

import { FormField } from '@/components/content/form-field';
import { orderCancel } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';
import { formatCents } from '../ui/console-format';

const FIELDS = ['reason'] as const;

/**
 * Cancels an order before it ships: an unpaid one (0 → 6), or a paid one with a refund of what is
 * left (docs/operating.md#cancel-paid), asked once more with the amount before it is sent. Either
 * way its stock and coupon go back.
 */
export function CancelOrderDialog({
  number,
  paid,
  refundCents,
  refundTo,
  onClose,
  onDone,
}: {
  number: string;
  paid: boolean;
  /** What the cancel refunds (a paid order's whole amount left). */
  refundCents: number;
  /** Where it goes: the provider that took the money, or the shop wallet. */
  refundTo: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const amount = formatCents(refundCents);
  return (
    <ActionDialog
      title={paid ? 'Cancel and refund the order' : 'Cancel the unpaid order'}
      intro={
        paid
          ? `Order ${number} has not shipped: it is cancelled and ${amount} is refunded to ${refundTo}. Its frames go back in stock, the shopper gets their coupon back and a mail.`
          : `Order ${number} is cancelled: its frames go back in stock and the shopper gets their coupon back.`
      }
      testId="cancel-order"
      fields={FIELDS}
      initial={{ reason: '' }}
      check={(values) => (values.reason.trim() ? {} : { reason: 'Say why the order is cancelled.' })}
      {...(paid
        ? {
            confirm: () => ({
              question: `Cancel order ${number} and refund ${amount} to ${refundTo}? This cannot be taken back.`,
              button: `Yes, cancel and refund ${amount}`,
            }),
          }
        : {})}
      send={async (values) => {
        await callConsole(orderCancel, { number, reason: values.reason.trim() });
        return paid
          ? `The order is cancelled and ${amount} refunded; its stock and coupon are back.`
          : 'The order is cancelled; its stock and coupon are back.';
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
