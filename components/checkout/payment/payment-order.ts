import type { ReactNode } from 'react';

/**
 * How a payment gets the order it pays (paying is one step after the address):
 * the checkout places the order from its snapshot the first time it is asked (idempotent per
 * snapshot), an order placed earlier answers its own number. It rejects with the shop's refusal.
 */
export type OrderToPay = () => Promise<string>;

/** What a payment provider's part of the payment panel is given. */
export interface ProviderProps {
  order: OrderToPay;
  /** The button's words with the amount ("Pay $144.42"), so the shopper knows what the press costs. */
  actionLabel: ReactNode;
  /** The button's test id: place-order at checkout, pay-order for an order placed earlier. */
  actionTestId: string;
  /** What the shopper is charged, US cents (charges are USD: docs/product.md#currencies). */
  totalCents: number;
  onPaid: (orderNumber: string) => void;
  /** Says why the payment did not go through (null clears it). */
  onProblem: (problem: string | null) => void;
}
