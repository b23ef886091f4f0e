'use client';

import Link from 'next/link';
import { useShopState, type ShopState } from '@/lib/client/store';
import { accountHref } from '@/lib/shop/account-menu';
import { AccountLoading } from '../ui/account-loading';
import { AccountFit } from './account-fit';
import { AccountNewsletter } from './account-newsletter';
import { AccountSavedFaces } from './account-saved-faces';
import { useAccountUserInfo } from '../ui/account-user-info';
import styles from '../ui/account-page.module.css';

const selectWishlistCount = (state: ShopState) => state.counts.collect;
const memberSinceFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "March 2025" from the account's ISO creation time; "" when it cannot be read. */
export function memberSinceText(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : memberSinceFormat.format(time);
}

const QUICK_LINKS = [
  { route: 'order/order', label: 'Orders', note: 'Track and manage your orders' },
  { route: 'settings/address', label: 'Addresses', note: 'Where we deliver' },
  { route: 'settings/prescription', label: 'Prescriptions', note: 'Saved for your next pair' },
  { route: 'tickets/my-tickets', label: 'Tickets', note: 'Your questions to customer care' },
  { route: 'wallet/coupons', label: 'Coupons', note: 'Offers you can use' },
] as const;

/**
 * The account overview (/centerMain/account, docs/product.md#account-area): who is signed in, quick
 * links, the newsletter, the saved face measurement, saved faces.
 */
export function AccountOverview() {
  const account = useAccountUserInfo();
  const wishlistCount = useShopState(selectWishlistCount);

  if (account.state !== 'ready') return <AccountLoading failed={account.state === 'failed'} />;
  const { userInfo } = account;
  const name = [userInfo.firstName, userInfo.lastName].filter(Boolean).join(' ');
  const since = memberSinceText(userInfo.memberSince);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title} data-testid="account-greeting">
          {userInfo.firstName ? `Hello, ${userInfo.firstName}` : 'Hello'}
        </h1>
        <p className={styles.lead}>Your orders, prescriptions and settings in one place.</p>
      </header>

      <section className={styles.card} aria-labelledby="account-details">
        <h2 id="account-details" className={styles.cardTitle}>
          Your details
        </h2>
        <dl className={styles.facts}>
          <div>
            <dt>Name</dt>
            <dd>{name || 'Not given yet'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd data-testid="account-email">{userInfo.email}</dd>
          </div>
          {since ? (
            <div>
              <dt>Member since</dt>
              <dd data-testid="account-member-since">{since}</dd>
            </div>
          ) : null}
        </dl>
        <p className={styles.status}>
          <Link href={accountHref('settings/Info')}>Edit your profile</Link>
          {userInfo.hasPassword ? null : (
            <>
              {' · '}
              <Link href={accountHref('settings/password')}>Choose a password</Link>
            </>
          )}
        </p>
      </section>

      <nav aria-label="Quick links">
        <ul className={styles.quickLinks}>
          <li>
            <Link href={accountHref('personalization/wishlist')} className={styles.quickLink}>
              <span className={styles.quickLinkLabel}>Wishlist</span>
              <span className={styles.quickLinkNote} data-testid="account-wishlist-count">
                {wishlistCount === 1 ? '1 frame saved' : `${wishlistCount} frames saved`}
              </span>
            </Link>
          </li>
          {QUICK_LINKS.map((link) => (
            <li key={link.route}>
              <Link href={accountHref(link.route)} className={styles.quickLink}>
                <span className={styles.quickLinkLabel}>{link.label}</span>
                <span className={styles.quickLinkNote}>{link.note}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <AccountNewsletter userInfo={userInfo} />
      <AccountFit />
      <AccountSavedFaces />
    </div>
  );
}
