'use client';

import Link from 'next/link';
import { AccountSignOutButton } from '@/components/account/ui/account-sign-out-button';
import { openDialog, selectSignedIn, useShopState } from '@/lib/client/store';
import styles from './control.module.css';

const SIGNED_IN_ENTRIES = [
  { href: '/centerMain/account', label: 'My account' },
  { href: '/centerMain/order/order', label: 'My orders' },
  { href: '/centerMain/personalization/wishlist', label: 'Wishlist' },
  { href: '/centerMain/settings/address', label: 'Addresses' },
  { href: '/centerMain/settings/prescription', label: 'Prescriptions' },
  { href: '/centerMain/tickets/my-tickets', label: 'My tickets' },
] as const;

/**
 * The account entries of the phone menu: the account area and "Sign out" when signed in, otherwise
 * the sign-in dialog (the account area sends signed-out visitors home,
 * docs/product.md#sign-in-rule). The cart works for guests too.
 */
export function ControlAccountEntries() {
  const signedIn = useShopState(selectSignedIn);
  return (
    <>
      {signedIn ? (
        SIGNED_IN_ENTRIES.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} className={styles.entry}>
              <span>{entry.label}</span>
              <span aria-hidden="true" className={styles.chevron}>
                ›
              </span>
            </Link>
          </li>
        ))
      ) : (
        <li>
          <button
            type="button"
            className={styles.entry}
            onClick={() => openDialog('login', 'login')}
            aria-haspopup="dialog"
            data-testid="control-sign-in"
          >
            <span>Sign in or create an account</span>
          </button>
        </li>
      )}
      <li>
        <Link href="/shoppingCart" className={styles.entry}>
          <span>Shopping cart</span>
          <span aria-hidden="true" className={styles.chevron}>
            ›
          </span>
        </Link>
      </li>
      {signedIn ? (
        <li>
          <AccountSignOutButton className={styles.entry} testId="control-sign-out" />
        </li>
      ) : null}
    </>
  );
}
