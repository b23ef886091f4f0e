'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/content/form-field';
import { afterSalesApprove, afterSalesDecline } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AfterSalesDetail } from '@/lib/contract/calls/admin/after-sales';
import { ActionDialog, type ActionForm } from '../ui/action-dialog';
import { AmountField, RefundToField } from '../ui/amount-reason-fields';
import { formatCents } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';
import { providerName } from '../orders/payment-providers';
import styles from '../orders/order-detail.module.css';

const APPROVE_FIELDS = ['outcome', 'amount', 'destination', 'message'] as const;
const DECLINE_FIELDS = ['message'] as const;

interface MessageProps {
  id: string;
  value: string;
  error?: string;
  hint: string;
  onChange: (value: string) => void;
  inputRef: (element: HTMLTextAreaElement | null) => void;
}

function MessageField({ id, value, error, hint, onChange, inputRef }: MessageProps) {
  return (
    <FormField id={`${id}-message`} label="Message to the shopper" hint={hint} error={error}>
      {(control) => (
        <textarea
          {...control}
          ref={inputRef}
          maxLength={2000}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="after-sales-message"
        />
      )}
    </FormField>
  );
}

/** The message field of an answer's form. */
const messageOf = (
  form: ActionForm<'message'> | ActionForm<(typeof APPROVE_FIELDS)[number]>,
  hint: string,
) => (
  <MessageField
    id={form.id}
    value={form.values.message}
    error={form.errors.message}
    hint={hint}
    onChange={(value) => form.change('message', value)}
    inputRef={form.register('message')}
  />
);

const needsMessage = (values: { message: string }) =>
  values.message.trim() ? {} : { message: 'Write the message the shopper receives.' };

/**
 * The answer to a waiting request (docs/product.md#after-sales): approve with a refund (how much,
 * and where to) or an exchange, or decline; the shopper gets the message by mail and on their
 * order.
 */
export function AfterSalesAnswer({ request }: { request: AfterSalesDetail }) {
  const router = useRouter();
  const [open, setOpen] = useState<'approve' | 'decline' | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const refundable = request.order.refundableCents;
  const provider = providerName(request.order.paymentProvider);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    router.refresh();
  };

  return (
    <div>
      {request.state === 'pending' ? (
        <div className={styles.actions} role="group" aria-label="Answer the request">
          <button
            type="button"
            className="button"
            aria-haspopup="dialog"
            onClick={() => setOpen('approve')}
            data-testid="after-sales-approve"
          >
            Approve…
          </button>
          <button
            type="button"
            className="button button-secondary"
            aria-haspopup="dialog"
            onClick={() => setOpen('decline')}
            data-testid="after-sales-decline"
          >
            Decline…
          </button>
        </div>
      ) : null}
      <p
        ref={doneRef}
        tabIndex={-1}
        className={done ? formStyles.done : 'visually-hidden'}
        role="status"
        data-testid="after-sales-done"
      >
        {done ?? ''}
      </p>
      {open === 'approve' ? (
        <ActionDialog
          title="Approve the request"
          intro={`${formatCents(refundable)} of order ${request.orderNumber} is left to refund.`}
          testId="approve-request"
          fields={APPROVE_FIELDS}
          initial={{
            outcome: request.kind === 'return' && refundable > 0 ? 'refund' : 'exchange',
            amount: dollarsOfCents(refundable),
            destination: request.refundTo,
            message: '',
          }}
          check={(values) => {
            const problems: Partial<Record<(typeof APPROVE_FIELDS)[number], string>> = needsMessage(values);
            if (values.outcome === 'refund') {
              const cents = centsOfDollars(values.amount);
              if (cents === null || cents <= 0)
                problems.amount = 'Enter the amount in dollars, like 25 or 25.50.';
              else if (cents > refundable)
                problems.amount = `At most ${formatCents(refundable)} is left to refund.`;
            }
            return problems;
          }}
          confirm={(values) =>
            values.outcome === 'refund'
              ? {
                  question: `Refund ${formatCents(centsOfDollars(values.amount) ?? 0)} to ${values.destination === 'wallet' ? 'the shop wallet' : provider} and send the answer? A refund cannot be taken back.`,
                  button: 'Yes, refund and answer',
                }
              : {
                  question: 'Approve an exchange and send the answer to the shopper?',
                  button: 'Yes, approve',
                }
          }
          send={async (values) => {
            const answer = await callConsole(afterSalesApprove, {
              id: request.id,
              outcome: values.outcome as 'refund' | 'exchange',
              ...(values.outcome === 'refund'
                ? {
                    amountCents: centsOfDollars(values.amount) ?? 0,
                    destination: values.destination as 'original' | 'wallet',
                  }
                : {}),
              message: values.message.trim(),
            });
            return `Approved (${answer.outcome ?? values.outcome}). The shopper has been sent the answer.`;
          }}
          submitLabel="Review the answer"
          busyLabel="Sending…"
          onClose={() => setOpen(null)}
          onDone={finish}
        >
          {(form) => (
            <>
              <fieldset className={formStyles.fieldset}>
                <legend>Outcome</legend>
                {(
                  [
                    ['refund', 'Refund'],
                    [
                      'exchange',
                      'Exchange (or repair): the order goes back to its status before the request',
                    ],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className={formStyles.choice}>
                    <input
                      type="radio"
                      name={`${form.id}-outcome`}
                      value={value}
                      checked={form.values.outcome === value}
                      onChange={() => form.change('outcome', value)}
                      data-autofocus={form.values.outcome === value ? '' : undefined}
                      data-testid={`approve-${value}`}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              {form.values.outcome === 'refund' ? (
                <>
                  <AmountField form={form} testId="approve-amount" />
                  <RefundToField
                    form={form}
                    legend={`Refund to (the shopper asked for ${request.refundTo === 'wallet' ? 'the wallet' : 'the original payment'})`}
                    providerName={provider}
                    testIdPrefix="approve-to"
                  />
                </>
              ) : null}
              {messageOf(form, 'Sent by mail and shown on their order.')}
            </>
          )}
        </ActionDialog>
      ) : null}
      {open === 'decline' ? (
        <ActionDialog
          title="Decline the request"
          intro={`Order ${request.orderNumber} goes back to the status it had before the request.`}
          testId="decline-request"
          fields={DECLINE_FIELDS}
          initial={{ message: '' }}
          check={needsMessage}
          send={async (values) => {
            await callConsole(afterSalesDecline, { id: request.id, message: values.message.trim() });
            return 'Declined. The shopper has been sent the answer.';
          }}
          submitLabel="Decline and send"
          busyLabel="Sending…"
          danger
          onClose={() => setOpen(null)}
          onDone={finish}
        >
          {(form) => messageOf(form, 'Say why, and what the shopper can do instead.')}
        </ActionDialog>
      ) : null}
    </div>
  );
}
