'use client';

import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import { IntentLink } from '@/components/ui/intent-link';
import { openDialog, selectCounts, selectSignedIn, useShopState } from '@/lib/client/store';
import { mayPrefetch } from '@/lib/guards/routes';
import { BagIcon, HeartIcon } from './icons';
import styles from './header-actions.module.css';

const WISHLIST_HREF = '/centerMain/personalization/wishlist';

function itemsLabel(count: number): string {
  return count === 1 ? '1 item' : `${count} items`;
}

interface CounterProps {
  href: string;
  name: string;
  count: number;
  testId: string;
  icon: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * false for a page the visitor cannot open yet (a guest's wishlist); 'intent' for a page fetched
   * only once the pointer or focus reaches the link
   */
  prefetch?: boolean | 'intent';
}

function Counter({ href, name, count, testId, icon, onClick, prefetch }: CounterProps) {
  const link = {
    href,
    className: styles.action,
    'aria-label': `${name}, ${itemsLabel(count)}`,
    onClick,
    'data-testid': `${testId}-counter`,
    children: (
      <>
        {icon}
        <span
          className={styles.badge}
          data-testid={`${testId}-count`}
          data-empty={count === 0 || undefined}
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </span>
      </>
    ),
  };
  return prefetch === 'intent' ? (
    <IntentLink {...link} />
  ) : (
    <Link {...link} prefetch={prefetch === false ? false : null} />
  );
}

/** Wishlist and cart links with their item counts (CollectionsAndCartsNum, docs/product.md#client-state). */
export function HeaderCounters() {
  const { collect, cart } = useShopState(selectCounts);
  const signedIn = useShopState(selectSignedIn);
  // The wishlist page is in the account area (docs/product.md#sign-in-rule), which sends a guest
  // home: ask a guest to sign in instead; their device's wishlist moves into the account when they
  // do.
  const signInFirst = (event: MouseEvent<HTMLAnchorElement>) => {
    if (signedIn) return;
    event.preventDefault();
    openDialog('login', 'login');
  };
  return (
    <>
      <Counter
        href={WISHLIST_HREF}
        name="Wishlist"
        count={collect}
        testId="wishlist"
        icon={<HeartIcon />}
        onClick={signInFirst}
        prefetch={mayPrefetch(WISHLIST_HREF, signedIn)}
      />
      {/* The cart page is static, so a prefetch on sight would bring its code (15 kB) to every page
          load; fetched on intent, it is still ready by the click. */}
      <Counter
        href="/shoppingCart"
        name="Cart"
        count={cart}
        testId="cart"
        icon={<BagIcon />}
        prefetch="intent"
      />
    </>
  );
}
