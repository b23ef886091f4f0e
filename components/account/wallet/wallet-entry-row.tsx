'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import type { WalletEntry } from '@/lib/contract/calls/wallet';
import { formatWalletAmount, formatWalletDate, WALLET_ENTRY_LABELS } from './wallet-format';
import styles from './wallet-overview.module.css';

/** One line of the wallet's history: what, when, for which order, and the signed amount. */
export function WalletEntryRow({ entry }: { entry: WalletEntry }) {
  const currency = useShopState(selectCurrency);
  return (
    <li className={styles.entry} data-testid="wallet-entry">
      <div className={styles.entryText}>
        <p className={styles.entryKind}>{WALLET_ENTRY_LABELS[entry.kind]}</p>
        <p className={styles.entryNote}>
          {entry.note}
          {entry.orderNumber ? ` · Order ${entry.orderNumber}` : ''}
        </p>
        <p className={styles.entryDate}>
          <time dateTime={entry.createdAt}>{formatWalletDate(entry.createdAt)}</time>
        </p>
      </div>
      <p className={`${styles.amount} ${entry.amountCents > 0 ? styles.credit : styles.debit}`}>
        {formatWalletAmount(entry.amountCents, currency.code)}
      </p>
    </li>
  );
}
