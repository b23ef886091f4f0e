import { formatPrice } from './currency';

// An operator's change to a customer's store credit: a signed amount with a
// reason the customer reads in their wallet. Money is integer US cents.

/** The most one adjustment may add or take: larger sums are refunds, made on their order. */
export const WALLET_ADJUSTMENT_MAX_CENTS = 100_000;

export type WalletAdjustmentCheck =
  { allowed: true; balanceAfterCents: number } | { allowed: false; message: string };

const usd = (cents: number) => formatPrice(cents, 'USD');

/**
 * Whether `amountCents` (credit positive, debit negative) may be applied to a wallet holding
 * `balanceCents`: a whole, non-zero number of cents within the bound, never leaving the wallet
 * below zero, since the customer could not owe the shop store credit.
 */
export function checkWalletAdjustment(balanceCents: number, amountCents: number): WalletAdjustmentCheck {
  if (!Number.isInteger(amountCents) || amountCents === 0) {
    return { allowed: false, message: 'Enter an amount other than zero, in whole cents.' };
  }
  if (Math.abs(amountCents) > WALLET_ADJUSTMENT_MAX_CENTS) {
    return {
      allowed: false,
      message: `An adjustment is at most ${usd(WALLET_ADJUSTMENT_MAX_CENTS)} either way. Refund larger sums on their order.`,
    };
  }
  const balanceAfterCents = balanceCents + amountCents;
  if (balanceAfterCents < 0) {
    return {
      allowed: false,
      message: `The wallet holds ${usd(Math.max(0, balanceCents))}, so at most that much can be taken out.`,
    };
  }
  return { allowed: true, balanceAfterCents };
}
