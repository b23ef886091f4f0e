'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { walletBalanceAddress, walletHistoryAddress } from '@/lib/contract/account-addresses';
import { accountHref } from '@/lib/shop/account-menu';
import { formatPrice } from '@/lib/shop/currency';
import { AccountEmptyState } from '../ui/account-empty-state';
import { WalletEntryRow } from './wallet-entry-row';
import { AccountPager } from '../ui/account-pager';
import styles from './wallet-overview.module.css';

export const WALLET_PAGE_SIZE = 20;

const loadBalance = () => callApi(walletBalanceAddress, {}, { tip: false });
const loadHistory = ([, page]: readonly [string, number]) =>
  callApi(walletHistoryAddress, { page, pageSize: WALLET_PAGE_SIZE }, { tip: false });

/**
 * wallet/wallet: the store credit in the shopper's currency (kept and spent in US dollars, so the
 * dollar amount is noted) and its history (/api/wallet/balance and /api/wallet/history).
 */
export function WalletOverview() {
  const currency = useShopState(selectCurrency);
  const [page, setPage] = useState(1);
  const balance = useSWR('account-wallet-balance', loadBalance);
  const history = useSWR(['account-wallet-history', page] as const, loadHistory, { keepPreviousData: true });

  if ((balance.error && !balance.data) || (history.error && !history.data)) {
    return (
      <p className={styles.status} role="alert">
        Your wallet could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!balance.data || !history.data) {
    return (
      <p className={styles.status} role="status">
        Loading your wallet…
      </p>
    );
  }
  const cents = balance.data.balanceCents;
  const entries = history.data;
  return (
    <>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance-title">
        <h2 id="wallet-balance-title" className={styles.balanceTitle}>
          Store credit
        </h2>
        <p className={styles.balance} data-testid="wallet-balance">
          {formatPrice(cents, currency.code)}
        </p>
        <p className={styles.balanceNote}>
          {currency.code === 'USD'
            ? 'Used automatically towards your next order at checkout.'
            : `Kept in US dollars: ${formatPrice(cents, 'USD')}. The ${currency.label} amount is an estimate at today’s rate.`}
        </p>
      </section>

      {entries.total === 0 ? (
        <AccountEmptyState
          title="No store credit yet"
          text="When you return an order, you can choose to be refunded as store credit: it arrives here as soon as the return is approved, and you spend it at checkout. Credit from our customer care shows here too."
          action={{ href: accountHref('order/after-sales'), label: 'Returns and exchanges' }}
          testId="wallet-empty"
        />
      ) : (
        <section className={styles.history} aria-labelledby="wallet-history-title">
          <h2 id="wallet-history-title" className={styles.historyTitle}>
            History
          </h2>
          <ul className={styles.entries}>
            {entries.list.map((entry) => (
              <WalletEntryRow key={entry.id} entry={entry} />
            ))}
          </ul>
          <AccountPager
            label="Wallet history pages"
            page={entries.page}
            pageCount={entries.pageCount}
            onPage={setPage}
            previous="Newer"
            next="Older"
          />
        </section>
      )}
    </>
  );
}
