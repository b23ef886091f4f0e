'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { FormField } from '@/components/content/form-field';
import {
  customerAdjustWallet,
  customerBlock,
  customerGrantCoupon,
  customerUnblock,
} from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { COUPON_GRANT_DAYS_MAX } from '@/lib/shop/coupon-grant';
import { checkWalletAdjustment } from '@/lib/shop/wallet-adjustment';
import { ActionDialog } from '../ui/action-dialog';
import { AmountField, ReasonField } from '../ui/amount-reason-fields';
import { formatCents, formatDay } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import { centsOfDollars } from '../ui/money-input';
import styles from '../orders/order-detail.module.css';

type Action = 'wallet' | 'coupon' | 'block' | 'unblock';

interface Props {
  customer: { id: number; email: string; blocked: boolean; walletBalanceCents: number };
}

const REASON_HINT = 'Kept in the audit log.';

/**
 * What an operator does for a customer: store credit in or out with a reason the customer reads, a
 * coupon, and sign-in blocked or open again.
 */
export function CustomerActions({ customer }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const close = () => setOpen(null);
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    router.refresh();
  };
  const button = (action: Action, label: string, secondary = true) => (
    <button
      type="button"
      className={secondary ? 'button button-secondary' : 'button'}
      aria-haspopup="dialog"
      onClick={() => {
        setDone(null);
        setOpen(action);
      }}
      data-testid={`customer-action-${action}`}
    >
      {label}
    </button>
  );

  return (
    <div>
      <div className={styles.actions} role="group" aria-label="Customer actions">
        {button('wallet', 'Adjust wallet…', false)}
        {button('coupon', 'Give a coupon…')}
        {customer.blocked ? button('unblock', 'Unblock sign-in…') : button('block', 'Block sign-in…')}
      </div>
      <p
        ref={doneRef}
        tabIndex={-1}
        className={done ? formStyles.done : 'visually-hidden'}
        role="status"
        data-testid="customer-action-done"
      >
        {done ?? ''}
      </p>
      {open === 'wallet' ? (
        <ActionDialog
          title="Adjust the wallet"
          intro={`${customer.email} holds ${formatCents(customer.walletBalanceCents)} of store credit. They see the entry and its reason in their wallet.`}
          testId="adjust-wallet"
          fields={['direction', 'amount', 'reason'] as const}
          initial={{ direction: 'add', amount: '', reason: '' }}
          check={(values) => {
            const problems: { amount?: string; reason?: string } = {};
            const cents = centsOfDollars(values.amount);
            if (cents === null || cents <= 0)
              problems.amount = 'Enter the amount in dollars, like 10 or 12.50.';
            else {
              const verdict = checkWalletAdjustment(
                customer.walletBalanceCents,
                values.direction === 'take' ? -cents : cents,
              );
              if (!verdict.allowed) problems.amount = verdict.message;
            }
            if (values.reason.trim().length < 3) problems.reason = 'Give the reason for the adjustment.';
            return problems;
          }}
          send={async (values) => {
            const cents = centsOfDollars(values.amount) ?? 0;
            const answer = await callConsole(customerAdjustWallet, {
              id: customer.id,
              amountCents: values.direction === 'take' ? -cents : cents,
              reason: values.reason.trim(),
            });
            return `Wallet ${values.direction === 'take' ? 'debited' : 'credited'} ${formatCents(cents)}. The balance is now ${formatCents(answer.balanceCents)}.`;
          }}
          submitLabel="Save the adjustment"
          busyLabel="Saving…"
          onClose={close}
          onDone={finish}
        >
          {(form) => (
            <>
              <fieldset className={formStyles.fieldset}>
                <legend>Change</legend>
                {(
                  [
                    ['add', 'Add store credit'],
                    ['take', 'Take store credit away'],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className={formStyles.choice}>
                    <input
                      type="radio"
                      name={`${form.id}-direction`}
                      value={value}
                      checked={form.values.direction === value}
                      onChange={() => form.change('direction', value)}
                      data-autofocus={value === 'add' ? '' : undefined}
                      data-testid={`wallet-${value}`}
                    />
                    {label}
                  </label>
                ))}
              </fieldset>
              <AmountField form={form} testId="wallet-amount" />
              <ReasonField
                form={form}
                label="Reason (the customer reads it)"
                maxLength={200}
                testId="wallet-reason"
              />
            </>
          )}
        </ActionDialog>
      ) : null}
      {open === 'coupon' ? (
        <ActionDialog
          title="Give a coupon"
          intro="Any running coupon of the shop, even one shoppers cannot claim themselves. It appears in the customer’s coupons."
          testId="grant-coupon"
          fields={['couponCode', 'days'] as const}
          initial={{ couponCode: '', days: '' }}
          check={(values) => {
            const problems: { couponCode?: string; days?: string } = {};
            if (!values.couponCode.trim()) problems.couponCode = 'Enter the coupon code.';
            const days = values.days.trim();
            if (days && !(/^\d+$/.test(days) && Number(days) >= 1 && Number(days) <= COUPON_GRANT_DAYS_MAX))
              problems.days = `Enter a number of days from 1 to ${COUPON_GRANT_DAYS_MAX}, or leave it empty.`;
            return problems;
          }}
          send={async (values) => {
            const coupon = await callConsole(customerGrantCoupon, {
              id: customer.id,
              couponCode: values.couponCode.trim(),
              ...(values.days.trim() ? { days: Number(values.days.trim()) } : {}),
            });
            return `Coupon ${coupon.code} (${coupon.discount}) given, valid until ${formatDay(coupon.expiresAt)}.`;
          }}
          submitLabel="Give the coupon"
          busyLabel="Giving…"
          onClose={close}
          onDone={finish}
        >
          {(form) => (
            <>
              <FormField id={`${form.id}-code`} label="Coupon code" error={form.errors.couponCode}>
                {(control) => (
                  <input
                    {...control}
                    ref={form.register('couponCode')}
                    type="text"
                    autoCapitalize="characters"
                    autoComplete="off"
                    spellCheck={false}
                    maxLength={32}
                    value={form.values.couponCode}
                    onChange={(event) => form.change('couponCode', event.target.value)}
                    data-autofocus
                    data-testid="coupon-code"
                  />
                )}
              </FormField>
              <FormField
                id={`${form.id}-days`}
                label="Valid for (days)"
                labelNote="(optional)"
                hint="Empty: the coupon's own validity. Never past the coupon's end."
                error={form.errors.days}
              >
                {(control) => (
                  <input
                    {...control}
                    ref={form.register('days')}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={form.values.days}
                    onChange={(event) => form.change('days', event.target.value)}
                    data-testid="coupon-days"
                  />
                )}
              </FormField>
            </>
          )}
        </ActionDialog>
      ) : null}
      {open === 'block' ? (
        <ActionDialog
          title="Block sign-in"
          intro={`${customer.email} is signed out everywhere at once and cannot sign in, nor reset the password, until unblocked.`}
          testId="block-customer"
          fields={['reason'] as const}
          initial={{ reason: '' }}
          check={(values) =>
            values.reason.trim().length >= 3 ? {} : { reason: 'Give the reason for blocking the account.' }
          }
          send={async (values) => {
            await callConsole(customerBlock, { id: customer.id, reason: values.reason.trim() });
            return 'Sign-in blocked. Every session of the customer has ended.';
          }}
          submitLabel="Block sign-in"
          busyLabel="Blocking…"
          danger
          onClose={close}
          onDone={finish}
        >
          {(form) => (
            <ReasonField
              form={form}
              label="Reason"
              hint={REASON_HINT}
              maxLength={200}
              autoFocus
              testId="block-reason"
            />
          )}
        </ActionDialog>
      ) : null}
      {open === 'unblock' ? (
        <ActionDialog
          title="Unblock sign-in"
          intro={`${customer.email} can sign in again (with a new sign-in: old sessions stay ended).`}
          testId="unblock-customer"
          fields={[] as const}
          initial={{}}
          send={async () => {
            await callConsole(customerUnblock, { id: customer.id });
            return 'Sign-in open again.';
          }}
          submitLabel="Unblock"
          busyLabel="Saving…"
          onClose={close}
          onDone={finish}
        >
          {() => null}
        </ActionDialog>
      ) : null}
    </div>
  );
}
