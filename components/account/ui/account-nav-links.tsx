'use client';

import Link from 'next/link';
import { closeDialog, openDialog, selectSignedIn, useShopState } from '@/lib/client/store';
import { accountHref } from '@/lib/shop/account-menu';
import { AccountSignOutButton } from './account-sign-out-button';
import styles from './account-nav-links.module.css';

const SIGNED_IN_LINKS = [
  { route: 'account', label: 'My account' },
  { route: 'order/order', label: 'My orders' },
  { route: 'personalization/wishlist', label: 'Wishlist' },
] as const;

interface Props {
  /** The class of the drawer's other links, so these rows look the same. */
  linkClassName?: string;
  /** Closes the drawer when a link is followed. */
  onNavigate: () => void;
}

/**
 * The account rows of the phone drawer: the account pages and "Sign out" when signed in, otherwise
 * "Sign in", which opens the login dialog (the account area sends signed-out visitors home).
 */
export function AccountNavLinks({ linkClassName, onNavigate }: Props) {
  const signedIn = useShopState(selectSignedIn);
  const buttonClassName = [linkClassName, styles.button].filter(Boolean).join(' ');

  if (!signedIn) {
    return (
      <li>
        <button
          type="button"
          className={buttonClassName}
          aria-haspopup="dialog"
          onClick={() => {
            closeDialog('nav');
            openDialog('login', 'login');
          }}
          data-testid="menu-sign-in"
        >
          Sign in or create an account
        </button>
      </li>
    );
  }
  return (
    <>
      {SIGNED_IN_LINKS.map((link) => (
        <li key={link.route}>
          <Link href={accountHref(link.route)} className={linkClassName} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
      <li>
        <AccountSignOutButton className={buttonClassName} testId="menu-sign-out" />
      </li>
    </>
  );
}
