'use client';

import { useState } from 'react';
import { CartCheckoutButton } from './cart-checkout-button';
import { CartEmpty } from './cart-empty';
import { CartLineItem } from './cart-line-item';
import { CartTotals } from './cart-totals';
import { CartUnfinishedFrames } from './cart-unfinished-frames';
import { readCouponTag, writeCouponTag } from './coupon-tag';
import { estimatedCouponCents } from './held-coupons';
import { HeldCouponChoice } from './held-coupon-choice';
import { SavedItemsNotice } from './saved-items-notice';
import { useCart } from './use-cart';
import { chosenCoupon, useUsableCoupons } from './use-usable-coupons';
import styles from './cart.module.css';

/**
 * The cart page's island (/shoppingCart): lines, totals, the coupon and the way to checkout. It
 * loads after hydration (the cart belongs to the device or the account), so its area keeps the
 * room of a cart from the first paint and shows everything at once when every part has answered:
 * nothing below it moves (the cart's CLS target is 0.02).
 */
export function ShoppingCart() {
  const { cart, failed, incompleteFrames, changing, lineProblems, setQuantity, remove } = useCart();
  const coupons = useUsableCoupons();
  // the coupon chosen earlier in this tab (the coupon tag); shown only once the cart has loaded
  const [couponId, setCouponId] = useState<number | null>(readCouponTag);

  const chooseCoupon = (id: number | null) => {
    setCouponId(id);
    writeCouponTag(id);
  };

  const couponsKnown = !coupons.signedIn || coupons.coupons !== undefined || coupons.failed;
  const loading = !failed && (!cart || !incompleteFrames || !couponsKnown);
  const content = failed ? (
    <p className={styles.status} role="alert">
      Your cart could not be loaded. Please reload the page.
    </p>
  ) : loading ? (
    <p className={styles.status} role="status">
      Loading your cart…
    </p>
  ) : cart?.list.length === 0 ? (
    <CartEmpty />
  ) : null;
  if (content || !cart || !incompleteFrames) {
    return (
      <div className={styles.cartArea} data-testid="cart-area" aria-busy={loading || undefined}>
        {content}
      </div>
    );
  }

  const coupon = chosenCoupon(coupons, couponId);
  const usable = coupon && cart.totals.merchandiseCents >= coupon.minSpendCents ? coupon : null;
  return (
    <div className={`${styles.cartArea} ${styles.cart}`} data-testid="cart-area">
      <div className={styles.main}>
        <SavedItemsNotice />
        <CartUnfinishedFrames frames={incompleteFrames} />
        <ul className={styles.lines} aria-label="Items in your cart">
          {cart.list.map((line) => (
            <CartLineItem
              key={line.id}
              line={line}
              offerName={cart.totals.frameOfferName}
              busy={changing !== null}
              changeProblem={lineProblems[line.id]}
              onQuantity={(quantity) => setQuantity(line.id, quantity)}
              onRemove={() => void remove(line.id)}
            />
          ))}
        </ul>
      </div>
      <aside className={styles.aside} aria-label="Order summary">
        <h2 className={styles.asideTitle}>Summary</h2>
        <HeldCouponChoice
          state={coupons}
          couponId={usable?.id ?? null}
          merchandiseCents={cart.totals.merchandiseCents}
          onChange={chooseCoupon}
        />
        <CartTotals
          totals={cart.totals}
          coupon={
            usable
              ? { code: usable.code, cents: estimatedCouponCents(usable, cart.totals.merchandiseCents) }
              : null
          }
        />
        <CartCheckoutButton couponId={usable?.id ?? null} disabled={changing !== null} />
      </aside>
    </div>
  );
}
