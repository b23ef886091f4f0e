import type { WalletEntryKind } from '@/lib/contract/calls/wallet';
import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';

/** What an entry of the wallet was, in the shopper's words. */
export const WALLET_ENTRY_LABELS: Record<WalletEntryKind, string> = {
  refund: 'Refund as store credit',
  goodwill: 'Credit from customer care',
  spent: 'Used at checkout',
  expired: 'Credit expired',
  adjustment: 'Adjusted by customer care',
};

/** "+$25.00" for credit, "-$10.00" for spending, in the shopper's currency. */
export function formatWalletAmount(amountCents: number, currency: CurrencyCode): string {
  const amount = formatPrice(amountCents, currency);
  return amountCents > 0 ? `+${amount}` : amount;
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Jun 1, 2025" in the shopper's own time zone (the wallet loads in the browser). */
export function formatWalletDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}
