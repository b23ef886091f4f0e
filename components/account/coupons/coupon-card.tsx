'use client';

import type { ReactNode } from 'react';
import { selectCurrency, useShopState } from '@/lib/client/store';
import type { CouponOfferRule } from '@/lib/shop/coupon-coverage';
import { describeCouponLimits } from '@/lib/shop/coupon-description';
import { describeDiscount, describeMinimumSpend, type CouponKind } from '@/lib/shop/coupon-rules';
import { formatPrice } from '@/lib/shop/currency';
import styles from './coupon-card.module.css';

interface Props {
  code: string;
  title: string;
  kind: CouponKind;
  value: number;
  minSpendCents: number;
  /** What the coupon covers ("Frames in Sunglasses"), or null for the whole order (docs/operating.md#coupons). */
  covers: string | null;
  freeShipping: boolean;
  offerRule: CouponOfferRule;
  /** Used and expired coupons are shown faded. */
  faded?: boolean;
  /** Dates, status and actions under the coupon's face. */
  children: ReactNode;
}

/**
 * A coupon's face: what it takes off and from what spend, in the shopper's currency (coupons are
 * kept in US cents; the amounts are converted at the shop's fixed rates, like every price:
 * docs/product.md#currencies).
 */
export function CouponCard({
  code,
  title,
  kind,
  value,
  minSpendCents,
  covers,
  freeShipping,
  offerRule,
  faded = false,
  children,
}: Props) {
  const currency = useShopState(selectCurrency);
  const format = (cents: number) => formatPrice(cents, currency.code);
  const limits = describeCouponLimits({ covers, freeShipping, offerRule });
  return (
    <article
      className={`${styles.card} ${faded ? styles.faded : ''}`}
      data-testid="coupon-card"
      data-code={code}
    >
      <div className={styles.value}>
        <p className={styles.discount}>
          {value > 0 ? describeDiscount({ kind, value }, format) : 'Free shipping'}
        </p>
        <p className={styles.minimum}>{describeMinimumSpend(minSpendCents, format)}</p>
      </div>
      <div className={styles.body}>
        {/* the page has its h1 and no other headings between: the cards are the next level (axe heading-order) */}
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.code}>
          Code <span className={styles.codeText}>{code}</span>
        </p>
        {limits ? (
          <p className={styles.covers} data-testid="coupon-covers">
            {limits}
          </p>
        ) : null}
        {children}
      </div>
    </article>
  );
}
