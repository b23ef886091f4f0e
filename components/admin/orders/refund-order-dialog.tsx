'use client';

import { useState } from 'react';
import { orderRefund, orderRefundLines } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { formatCents } from '../ui/console-format';
import { ActionDialog, type ActionForm } from '../ui/action-dialog';
import { AmountField, ReasonField, RefundToField } from '../ui/amount-reason-fields';
import formStyles from '../ui/console-form.module.css';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';
import { chosenLines, firstChoices, RefundLinesAmount, RefundLinesFields } from './refund-lines-fields';
import {
  refundLinesProblems,
  RefundQuoteWatch,
  type QuoteErrors,
  type RefundQuote,
} from './refund-lines-quote';
import styles from './refund-lines.module.css';

const FIELDS = [
  'mode',
  'lines',
  'shipping',
  'tax',
  'restock',
  'amountCents',
  'loweredBecause',
  'amount',
  'destination',
  'reason',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

interface Props {
  order: Pick<OperatorOrder, 'number' | 'refundableCents' | 'lines' | 'totals' | 'refunds'>;
  /** The provider that took the money (PayPal, Stripe, Demo). */
  providerName: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** The problems of a refund of an amount before anything is sent. */
function amountProblems(values: Values, refundableCents: number) {
  const cents = centsOfDollars(values.amount);
  if (cents === null || cents <= 0) return { amount: 'Enter the amount in dollars, like 25 or 25.50.' };
  if (cents > refundableCents)
    return { amount: `At most ${formatCents(refundableCents)} is left to refund on this order.` };
  return {};
}

/**
 * Refunds part or all of a paid order (docs/operating.md#order-work): by line, the shop working
 * out the amount from the lines, parts, shipping and tax chosen (docs/operating.md#refund-by-line),
 * or an amount; back through the provider that took the money, or to the shop wallet. Asked once
 * more before it goes: a refund is not undone.
 */
export function RefundOrderDialog({ order, providerName, onClose, onDone }: Props) {
  const [quote, setQuote] = useState<RefundQuote | null>(null);
  const [quoteErrors, setQuoteErrors] = useState<QuoteErrors>({});
  const byLine = order.lines.length > 0;
  const shippingGone = order.refunds.some(
    (refund) => refund.state !== 'failed' && (refund.breakdown?.shippingCents ?? 0) > 0,
  );
  const destinationName = (destination: string) =>
    destination === 'wallet' ? 'the shopper’s shop wallet' : `the original payment (${providerName})`;
  const amountOf = (values: Values) =>
    centsOfDollars(values.mode === 'lines' ? values.amountCents : values.amount) ?? 0;

  const check = (values: Values) => ({
    ...(values.mode === 'lines'
      ? refundLinesProblems(values, quote, quoteErrors)
      : amountProblems(values, order.refundableCents)),
    ...(values.reason.trim() ? {} : { reason: 'Say why the order is refunded.' }),
  });

  const send = async (values: Values) => {
    const destination = values.destination as 'original' | 'wallet';
    const reason = values.reason.trim();
    const amountCents = amountOf(values);
    const answer =
      values.mode === 'lines'
        ? await callConsole(orderRefundLines, {
            number: order.number,
            lines: chosenLines(values.lines),
            shipping: values.shipping === 'yes',
            tax: values.tax === 'yes',
            restock: values.restock === 'yes',
            ...(quote && amountCents < quote.computedCents
              ? { amountCents, loweredBecause: values.loweredBecause.trim() }
              : {}),
            destination,
            reason,
          })
        : await callConsole(orderRefund, { number: order.number, amountCents, destination, reason });
    const state =
      answer.refund.state === 'done' ? 'refunded' : 'sent to the provider, waiting for its answer';
    return `${formatCents(answer.refund.amountCents)} ${state} to ${destinationName(answer.refund.destination)}.`;
  };

  return (
    <ActionDialog
      title="Refund the order"
      intro={`${formatCents(order.refundableCents)} of order ${order.number} is left to refund. The order becomes Refunded once all of it is.`}
      testId="refund-order"
      fields={FIELDS}
      initial={{
        mode: byLine ? 'lines' : 'amount',
        lines: firstChoices(order.lines),
        shipping: '',
        tax: 'yes',
        restock: '',
        amountCents: '',
        loweredBecause: '',
        amount: dollarsOfCents(order.refundableCents),
        destination: 'original',
        reason: '',
      }}
      check={check}
      confirm={(values) => {
        const amount = formatCents(amountOf(values));
        return {
          question: `Refund ${amount} to ${destinationName(values.destination)}? A refund cannot be taken back.`,
          button: `Yes, refund ${amount}`,
        };
      }}
      send={send}
      submitLabel="Review the refund"
      busyLabel="Refunding…"
      danger
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          {byLine ? <RefundModeField form={form} /> : null}
          {form.values.mode === 'lines' ? (
            <>
              <RefundQuoteWatch
                number={order.number}
                values={form.values}
                onQuote={(next, errors) => {
                  setQuote(next);
                  setQuoteErrors(errors);
                  form.change('amountCents', next ? dollarsOfCents(next.computedCents) : '');
                }}
              />
              <RefundLinesFields
                form={form}
                lines={order.lines}
                shippingCents={shippingGone ? null : order.totals.shippingCents}
                shippingLabel={
                  shippingGone
                    ? 'The shipping (already refunded)'
                    : `The shipping (${formatCents(order.totals.shippingCents)})`
                }
                taxed={(order.totals.taxCents ?? 0) > 0}
                quoteErrors={quoteErrors}
              />
              <p className={styles.computed} role="status" data-testid="refund-computed">
                {quote
                  ? `The chosen lines come to ${formatCents(quote.computedCents)}${quote.taxCents > 0 ? `, ${formatCents(quote.taxCents)} of it tax` : ''}.`
                  : 'Choose units to see what they come to.'}
              </p>
              <RefundLinesAmount
                form={form}
                computedText={quote ? `Up to ${formatCents(quote.computedCents)}: it may only go down.` : ''}
                lowered={quote !== null && amountOf(form.values) < quote.computedCents}
              />
            </>
          ) : (
            <AmountField
              form={form}
              hint={`Up to ${formatCents(order.refundableCents)}.`}
              autoFocus={!byLine}
              testId="refund-amount"
            />
          )}
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

/** By line (the shop works the amount out) or an amount typed. */
function RefundModeField({ form }: { form: ActionForm<'mode'> }) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>Refund</legend>
      {(
        [
          ['lines', 'By line'],
          ['amount', 'An amount'],
        ] as const
      ).map(([mode, label]) => (
        <label key={mode} className={formStyles.choice}>
          <input
            type="radio"
            name={`${form.id}-mode`}
            value={mode}
            checked={form.values.mode === mode}
            onChange={() => form.change('mode', mode)}
            data-autofocus={mode === 'lines' ? '' : undefined}
            data-testid={`refund-mode-${mode}`}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
