import { RETURN_DAYS } from './constants';
import type { ShippingTable } from './shipping';
import { shippingTablePolicy } from './shipping-policy';

// The shop's policy pages (docs/operating.md#store-policies): terms, privacy, returns and shipping,
// Markdown an owner edits in the console and shoppers read at /policies/<kind>. Until an owner
// writes one, the page shows a default drawn from the shop's own rules (the same numbers checkout
// and after-sales apply), marked as a default to review.

export const POLICY_KINDS = ['terms', 'privacy', 'returns', 'shipping'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

/** The longest policy an owner may save: room for a long legal text, not for a book. */
export const POLICY_MAX_CHARACTERS = 40_000;

/** Each policy's page title and the footer's link text. */
export const POLICY_TITLES: Readonly<Record<PolicyKind, string>> = {
  terms: 'Terms of sale',
  privacy: 'Privacy policy',
  returns: 'Returns and exchanges',
  shipping: 'Shipping',
};

export function isPolicyKind(text: string): text is PolicyKind {
  return (POLICY_KINDS as readonly string[]).includes(text);
}

/** A policy's public address. */
export function policyPath(kind: PolicyKind): string {
  return `/policies/${kind}`;
}

const DEFAULT_NOTE =
  '_This is the shop’s default text. The shop’s owner reviews it and replaces it with their own._';

/**
 * The text a policy shows until an owner writes it: the shop's rules as they stand, the shipping
 * policy from the shipping table the shop keeps now (docs/operating.md#shipping).
 */
export function defaultPolicy(kind: PolicyKind, shopName: string, shipping: ShippingTable): string {
  switch (kind) {
    case 'returns':
      return [
        DEFAULT_NOTE,
        `## ${RETURN_DAYS} days from delivery`,
        `You may return or exchange any order within ${RETURN_DAYS} days of its delivery, prescription glasses included. Ask from your account: open the order and choose Return, Exchange or Repair, give a reason and, if you like, up to three photos.`,
        '## Refunds',
        `When we approve a return, we refund it to the card or PayPal account you paid with, or, if you prefer, to your ${shopName} wallet as store credit for your next order. A refund may cover part of an order.`,
        '## After the 30 days',
        'Write to us through the contact page: we look at every case.',
      ].join('\n\n');
    case 'shipping':
      return [
        DEFAULT_NOTE,
        ...shippingTablePolicy(shipping),
        '## When your order arrives',
        'Prescription glasses are made for you first, which takes 7–10 business days; an order of accessories alone leaves in 1–2. The delivery estimate you see at checkout adds the method’s days, counting business days only.',
      ].join('\n\n');
    case 'privacy':
      return [
        DEFAULT_NOTE,
        '## What we keep',
        'Your account’s details, addresses, orders and the prescriptions you save, to make and send your glasses. Only you see your prescriptions; our opticians open one only to check an order that needs it, and every opening is recorded.',
        '## Photos of your face',
        'The virtual try-on works in your browser. A face photo reaches us only if you save it, after you agree; it is kept without its metadata and deleted by itself after 30 days, or sooner when you delete it.',
        '## Your choices',
        'You choose which e-mails you get in your account. You may delete your account at any time; ask us through the contact page for anything else about your data.',
      ].join('\n\n');
    case 'terms':
      return [
        DEFAULT_NOTE,
        '## Orders',
        `An order is made when it is paid. ${shopName} makes prescription glasses to the prescription you give; please check it before you pay.`,
        '## Prices',
        'Prices are in US dollars; other currencies are shown as a guide. The second-frame offer and coupons are applied at checkout as the cart shows them.',
        '## Returns and shipping',
        `See [Returns and exchanges](${policyPath('returns')}) and [Shipping](${policyPath('shipping')}).`,
      ].join('\n\n');
  }
}
