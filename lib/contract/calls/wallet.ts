import { z } from 'zod';
import { defineCall, noInput } from '../call';
import { optionalInteger, pageOf } from '../fields';

// The wallet (docs/product.md#account-area; its calls are the shop's own):
// store credit in US cents, credited by refunds the shopper takes as store credit or goodwill
// from the support team, spent at checkout. A shopper cannot add credit through the API.

/**
 * refund: an order refunded to the wallet; goodwill: credit from support; spent: used at checkout;
 * expired; adjustment: an operator's change either way, its reason in the note.
 */
export const WALLET_ENTRY_KINDS = ['refund', 'goodwill', 'spent', 'expired', 'adjustment'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

export const walletEntrySchema = z.object({
  id: z.number().int(),
  /** Signed US cents: credit positive, spending negative. */
  amountCents: z.number().int(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  note: z.string(),
  orderNumber: z.string().nullable(),
  /** ISO time. */
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletBalanceCall = defineCall({
  method: 'POST',
  path: '/api/wallet/balance',
  tag: 'Wallet',
  summary: 'The signed-in shopper’s store credit (the wallet page uses it).',
  description:
    'The sum of the wallet’s entries, in US cents; the storefront shows it in the chosen currency at the shop’s fixed rates.',
  access: 'signed-in',
  input: noInput,
  output: z.object({ balanceCents: z.number().int(), currency: z.literal('USD') }),
});

export const walletHistoryCall = defineCall({
  method: 'POST',
  path: '/api/wallet/history',
  tag: 'Wallet',
  summary: 'One page of the wallet’s entries, newest first (the wallet page uses it).',
  description: 'Only the caller’s own entries.',
  access: 'signed-in',
  input: z.strictObject({
    page: optionalInteger(1, 1000).default(1),
    pageSize: optionalInteger(1, 50).default(20),
  }),
  output: pageOf(walletEntrySchema),
});
