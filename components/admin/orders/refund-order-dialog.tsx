'use client';

import { FormField } from '@/components/content/form-field';
import { orderRefund } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { formatCents } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { ActionDialog } from '../ui/action-dialog';
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
 * Refunds part or all of a paid order (issue 20 point 3): back through the provider that took
 * the money, or to the shop wallet. Asked once more before it goes: a refund is not undone.
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
          <FormField
            id={`${form.id}-amount`}
            label="Amount (US dollars)"
            hint={`Up to ${formatCents(refundableCents)}.`}
            error={form.errors.amount}
          >
            {(control) => (
              <input
                {...control}
                ref={form.register('amount')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={form.values.amount}
                onChange={(event) => form.change('amount', event.target.value)}
                data-autofocus
                data-testid="refund-amount"
              />
            )}
          </FormField>
          <fieldset className={formStyles.fieldset}>
            <legend>Refund to</legend>
            {(['original', 'wallet'] as const).map((destination) => (
              <label key={destination} className={formStyles.choice}>
                <input
                  type="radio"
                  name={`${form.id}-destination`}
                  value={destination}
                  checked={form.values.destination === destination}
                  onChange={() => form.change('destination', destination)}
                  data-testid={`refund-to-${destination}`}
                />
                {destination === 'wallet'
                  ? 'The shop wallet, as store credit'
                  : `The original payment (${providerName})`}
              </label>
            ))}
          </fieldset>
          <FormField
            id={`${form.id}-reason`}
            label="Reason (kept with the refund)"
            error={form.errors.reason}
          >
            {(control) => (
              <textarea
                {...control}
                ref={form.register('reason')}
                maxLength={500}
                value={form.values.reason}
                onChange={(event) => form.change('reason', event.target.value)}
                data-testid="refund-reason"
              />
            )}
          </FormField>
        </>
      )}
    </ActionDialog>
  );
}
