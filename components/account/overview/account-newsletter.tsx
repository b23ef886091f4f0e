'use client';

import Link from 'next/link';
import { useState } from 'react';
import { callApi } from '@/lib/api';
import { setUserInfo, showTip, type UserInfo } from '@/lib/client/store';
import { subscribeAddress } from '@/lib/contract/account-addresses';
import { accountHref } from '@/lib/shop/account-menu';
import styles from '../ui/account-page.module.css';

/** The newsletter state, with a one-click subscribe for the account's own e-mail (/api/user/subscribe). */
export function AccountNewsletter({ userInfo }: { userInfo: UserInfo }) {
  const [sending, setSending] = useState(false);

  const subscribe = async () => {
    setSending(true);
    try {
      await callApi(subscribeAddress, { email: userInfo.email });
      setUserInfo({ ...userInfo, newsletter: true });
      showTip('You are subscribed to our newsletter.');
    } catch {
      // the API client already tipped the shop's message
    } finally {
      setSending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="account-newsletter" data-testid="account-newsletter">
      <h2 id="account-newsletter" className={styles.cardTitle}>
        Newsletter
      </h2>
      {userInfo.newsletter ? (
        <p className={styles.status}>
          You get our newsletter at {userInfo.email}.{' '}
          <Link href={accountHref('settings/subscription')}>Manage your e-mail preferences</Link>
        </p>
      ) : (
        <>
          <p className={styles.status}>
            You do not get our newsletter. Subscribe for new arrivals, offers and eye-care tips.
          </p>
          <div>
            <button
              type="button"
              className="button"
              disabled={sending}
              onClick={() => void subscribe()}
              data-testid="account-subscribe"
            >
              {sending ? 'Subscribing…' : 'Subscribe'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
