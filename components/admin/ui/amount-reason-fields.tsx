'use client';

import { FormField } from '@/components/content/form-field';
import type { ActionForm } from './action-dialog';
import formStyles from './console-form.module.css';

interface AmountProps {
  form: ActionForm<'amount'>;
  testId: string;
  hint?: string;
  /** The dialog's first field gets focus when it opens. */
  autoFocus?: boolean;
}

/** An amount of money the operator types in US dollars (refund, approved return, wallet entry). */
export function AmountField({ form, testId, hint, autoFocus = false }: AmountProps) {
  return (
    <FormField id={`${form.id}-amount`} label="Amount (US dollars)" hint={hint} error={form.errors.amount}>
      {(control) => (
        <input
          {...control}
          ref={form.register('amount')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.values.amount}
          onChange={(event) => form.change('amount', event.target.value)}
          data-autofocus={autoFocus ? '' : undefined}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}

interface RefundToProps {
  form: ActionForm<'destination'>;
  legend: string;
  /** The provider that took the money (PayPal, Stripe, Demo). */
  providerName: string;
  /** Each choice's test id is this, a dash, and `original` or `wallet`. */
  testIdPrefix: string;
}

/** Where refunded money goes: back through the provider that took it, or to the shop wallet. */
export function RefundToField({ form, legend, providerName, testIdPrefix }: RefundToProps) {
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{legend}</legend>
      {(['original', 'wallet'] as const).map((destination) => (
        <label key={destination} className={formStyles.choice}>
          <input
            type="radio"
            name={`${form.id}-destination`}
            value={destination}
            checked={form.values.destination === destination}
            onChange={() => form.change('destination', destination)}
            data-testid={`${testIdPrefix}-${destination}`}
          />
          {destination === 'wallet'
            ? 'The shop wallet, as store credit'
            : `The original payment (${providerName})`}
        </label>
      ))}
    </fieldset>
  );
}

interface ReasonProps {
  form: ActionForm<'reason'>;
  label: string;
  testId: string;
  maxLength: number;
  hint?: string;
  /** A longer reason, kept with a refund, gets a text area. */
  multiline?: boolean;
  autoFocus?: boolean;
}

/** Why the operator acts, kept with the action (and, where the label says so, read by the customer). */
export function ReasonField({
  form,
  label,
  testId,
  maxLength,
  hint,
  multiline = false,
  autoFocus = false,
}: ReasonProps) {
  return (
    <FormField id={`${form.id}-reason`} label={label} hint={hint} error={form.errors.reason}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            ref={form.register('reason')}
            maxLength={maxLength}
            value={form.values.reason}
            onChange={(event) => form.change('reason', event.target.value)}
            data-autofocus={autoFocus ? '' : undefined}
            data-testid={testId}
          />
        ) : (
          <input
            {...control}
            ref={form.register('reason')}
            type="text"
            maxLength={maxLength}
            value={form.values.reason}
            onChange={(event) => form.change('reason', event.target.value)}
            data-autofocus={autoFocus ? '' : undefined}
            data-testid={testId}
          />
        )
      }
    </FormField>
  );
}
