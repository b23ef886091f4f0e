'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { selectCounts, useShopState } from '@/lib/client/store';
import { BagIcon, HeartIcon } from './icons';
import styles from './header-actions.module.css';

function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

function Counter(props: { href: string; name: string; count: number; testId: string; icon: ReactNode }) {
  const { href, name, count, testId, icon } = props;
  return (
    <Link
      href={href}
      className={styles.action}
      aria-label={`${name}, ${itemsLabel(count)}`}
      data-testid={`${testId}-counter`}
    >
      {icon}
      <span
        className={styles.badge}
        data-testid={`${testId}-count`}
        data-empty={count === 0 || undefined}
        aria-hidden="true"
      >
        {count > 99 ? '99+' : count}
      </span>
    </Link>
  );
}

/** Wishlist and cart links with their item counts (spec §3 CollectionsAndCartsNum). */
export function HeaderCounters() {
  const { collect, cart } = useShopState(selectCounts);
  return (
    <>
      <Counter
        href="/centerMain/personalization/wishlist"
        name="Wishlist"
        count={collect}
        testId="wishlist"
        icon={<HeartIcon />}
      />
      <Counter href="/shoppingCart" name="Cart" count={cart} testId="cart" icon={<BagIcon />} />
    </>
  );
}
