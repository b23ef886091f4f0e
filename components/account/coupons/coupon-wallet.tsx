'use client';

import { useId, useState, type KeyboardEvent } from 'react';
import type { CouponStatus } from '@/lib/shop/coupon-rules';
import { CouponHeldList } from './coupon-held-list';
import { CouponOffers } from './coupon-offers';
import styles from './coupon-wallet.module.css';

type Tab = 'claim' | CouponStatus;

const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'claim', label: 'Claim' },
  { tab: 'usable', label: 'Usable' },
  { tab: 'used', label: 'Used' },
  { tab: 'expired', label: 'Expired' },
];

/** wallet/coupons: offers to claim, and the shopper's coupons by whether they can still be used. */
export function CouponWallet() {
  const id = useId();
  const [tab, setTab] = useState<Tab>('claim');
  const [notice, setNotice] = useState('');
  const tabId = (value: Tab) => `${id}-tab-${value}`;

  // arrow keys move between tabs, as the tabs pattern expects
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const index = TABS.findIndex((entry) => entry.tab === tab);
    const next = TABS[(index + step + TABS.length) % TABS.length];
    if (!next) return;
    event.preventDefault();
    setTab(next.tab);
    document.getElementById(tabId(next.tab))?.focus();
  };

  return (
    <div className={styles.wallet}>
      <div role="tablist" aria-label="Coupons" className={styles.tabs} onKeyDown={moveFocus}>
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            type="button"
            role="tab"
            id={tabId(entry.tab)}
            aria-selected={tab === entry.tab}
            aria-controls={tab === entry.tab ? `${id}-panel` : undefined}
            tabIndex={tab === entry.tab ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(entry.tab)}
            data-testid={`coupon-tab-${entry.tab}`}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <p role="status" className={styles.notice} data-testid="coupon-notice">
        {notice}
      </p>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(tab)} className={styles.panel}>
        {tab === 'claim' ? <CouponOffers onClaimed={setNotice} /> : <CouponHeldList status={tab} />}
      </div>
    </div>
  );
}
