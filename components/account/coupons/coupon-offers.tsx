'use client';

import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { callApi } from '@/lib/api';
import { couponClaimAddress, couponListAddress } from '@/lib/contract/account-addresses';
import type { CouponOffer } from '@/lib/contract/calls/coupon';
import { AccountEmptyState } from '../ui/account-empty-state';
import { CouponCard } from './coupon-card';
import { claimWindowText } from './coupon-format';
import { COUPON_LIST_KEY, isHeldCouponsKey } from './coupon-keys';
import styles from './coupon-card.module.css';
import listStyles from './coupon-wallet.module.css';

const loadOffers = () => callApi(couponListAddress, {}, { tip: false });

/** The "Claim" tab: running offers open to every shopper (/api/coupon/list), each claimed with a tap. */
export function CouponOffers({ onClaimed }: { onClaimed: (message: string) => void }) {
  const { data, error, mutate } = useSWR(COUPON_LIST_KEY, loadOffers);
  const { mutate: refresh } = useSWRConfig();
  const [claiming, setClaiming] = useState<string | null>(null);

  const claim = async (offer: CouponOffer) => {
    if (claiming) return;
    setClaiming(offer.code);
    try {
      const held = await callApi(couponClaimAddress, { code: offer.code });
      await mutate();
      // the wallet tabs show the new coupon next time they open
      await refresh(isHeldCouponsKey);
      onClaimed(`${held.title} is in your wallet: use code ${held.code} at checkout.`);
    } catch {
      // the API client tipped the shop's message
    } finally {
      setClaiming(null);
    }
  };

  if (error && !data) {
    return (
      <p className={listStyles.status} role="alert">
        The offers could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!data) {
    return (
      <p className={listStyles.status} role="status">
        Loading the offers…
      </p>
    );
  }
  if (data.list.length === 0) {
    return (
      <AccountEmptyState
        title="No offers to claim right now"
        text="New offers appear here and in our newsletter. Coupons you already have are under Usable."
        action={{ href: '/eyeglasses', label: 'Shop eyeglasses' }}
        testId="coupons-empty"
      />
    );
  }
  return (
    <ul className={listStyles.list}>
      {data.list.map((offer) => (
        <li key={offer.code}>
          <CouponCard {...offer}>
            <p className={styles.meta}>{claimWindowText(offer.validDays, offer.endsAt)}</p>
            <div className={styles.actions}>
              {offer.claimed ? (
                <span className={styles.claimed} data-testid="coupon-claimed">
                  ✓ In your wallet
                </span>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={claiming !== null}
                  onClick={() => void claim(offer)}
                  data-testid="coupon-claim"
                >
                  {claiming === offer.code ? 'Claiming…' : 'Claim'}
                  <span className="visually-hidden"> {offer.title}</span>
                </button>
              )}
            </div>
          </CouponCard>
        </li>
      ))}
    </ul>
  );
}
