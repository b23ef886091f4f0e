'use client';

import { orderRefund } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { formatCents } from '../ui/console-format';
import { ActionDialog } from '../ui/action-dialog';
import { AmountField, ReasonField, RefundToField } from '../ui/amount-reason-fields';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';

const FIELDS = ['amount', 'destination', 'reason'] as const;

interface Props {
  number: string;
  refundableCents: number;
  /** The provider that took the money (PayPal, Stripe, Demo). */
  providerName: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The problems of a refund's fields before anything is sent. */
function refundProblems(values: { amount: string; reason: string }, refundableCents: number) {
  const problems: { amount?: string; reason?: string } = {};
  const cents = centsOfDollars(values.amount);
  if (cents === null || cents <= 0) problems.amount = 'Enter the amount in dollars, like 25 or 25.50.';
  else if (cents > refundableCents)
    problems.amount = `At most ${formatCents(refundableCents)} is left to refund on this order.`;
  if (!values.reason.trim()) problems.reason = 'Say why the order is refunded.';
  return problems;
}

/**
 * Refunds part or all of a paid order (docs/operating.md#order-work): back through the provider
 * that took the money, or to the shop wallet. Asked once more before it goes: a refund is not
 * undone.
 */
export function RefundOrderDialog({ number, refundableCents, providerName, onClose, onDone }: Props) {
  const destinationName = (destination: string) =>
    destination === 'wallet' ? 'the shopper’s shop wallet' : `the original payment (${providerName})`;
  return (
    <ActionDialog
      title="Refund the order"
      intro={`${formatCents(refundableCents)} of order ${number} is left to refund. The order becomes Refunded once all of it is.`}
      testId="refund-order"
      fields={FIELDS}
      initial={{ amount: dollarsOfCents(refundableCents), destination: 'original', reason: '' }}
      check={(values) => refundProblems(values, refundableCents)}
      confirm={(values) => {
        const amount = formatCents(centsOfDollars(values.amount) ?? 0);
        return {
          question: `Refund ${amount} to ${destinationName(values.destination)}? A refund cannot be taken back.`,
          button: `Yes, refund ${amount}`,
        };
      }}
      send={async (values) => {
        const amountCents = centsOfDollars(values.amount) ?? 0;
        const answer = await callConsole(orderRefund, {
          number,
          amountCents,
          destination: values.destination as 'original' | 'wallet',
          reason: values.reason.trim(),
        });
        const state =
          answer.refund.state === 'done' ? 'refunded' : 'sent to the provider, waiting for its answer';
        return `${formatCents(answer.refund.amountCents)} ${state} to ${destinationName(answer.refund.destination)}.`;
      }}
      submitLabel="Review the refund"
      busyLabel="Refunding…"
      danger
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          <AmountField
            form={form}
            hint={`Up to ${formatCents(refundableCents)}.`}
            autoFocus
            testId="refund-amount"
          />
          <RefundToField
            form={form}
            legend="Refund to"
            providerName={providerName}
            testIdPrefix="refund-to"
          />
          <ReasonField
            form={form}
            label="Reason (kept with the refund)"
            maxLength={500}
            multiline
            testId="refund-reason"
          />
        </>
      )}
    </ActionDialog>
  );
}
