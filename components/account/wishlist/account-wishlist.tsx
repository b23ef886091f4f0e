'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { ProductCard } from '@/components/catalog/product-card';
import { callApi } from '@/lib/api';
import { setCounts } from '@/lib/client/store';
import { wishlistListAddress, wishlistRemoveAddress } from '@/lib/contract/first-load-addresses';
import { AccountPager } from '../ui/account-pager';
import styles from '../ui/account-page.module.css';

export const WISHLIST_PAGE_SIZE = 24;

const loadWishlistPage = ([, page]: readonly [string, number]) =>
  callApi(wishlistListAddress, { page, pageSize: WISHLIST_PAGE_SIZE }, { tip: false });

/** personalization/wishlist: the saved frames as product cards (/api/wishlist/list), page by page. */
export function AccountWishlist() {
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<string | null>(null);
  const { data, error, mutate } = useSWR(['account-wishlist', page] as const, loadWishlistPage, {
    keepPreviousData: true,
  });

  const remove = async (code: string) => {
    setRemoving(code);
    try {
      const answer = await callApi(wishlistRemoveAddress, { code });
      setCounts({ collect: answer.count });
      // the last card of a later page is gone: show the page before it
      const lastPage = Math.max(1, Math.ceil(answer.count / WISHLIST_PAGE_SIZE));
      if (page > lastPage) setPage(lastPage);
      else await mutate();
    } catch {
      // the API client already tipped the shop's message; the card stays
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>Wishlist</h1>
        <p className={styles.lead}>The frames you saved for later.</p>
      </header>
      {error && !data ? (
        <p className={styles.status} role="alert">
          Your wishlist could not be loaded. Please reload the page.
        </p>
      ) : !data ? (
        <p className={styles.status} role="status">
          Loading your wishlist…
        </p>
      ) : data.total === 0 ? (
        <div className={styles.empty} data-testid="wishlist-empty">
          <h2 className={styles.emptyTitle}>Your wishlist is empty</h2>
          <p className={styles.emptyText}>Tap the heart on any frame to save it here.</p>
          <Link href="/eyeglasses" className="button">
            Browse eyeglasses
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.status} role="status">
            {data.total === 1 ? '1 frame saved' : `${data.total} frames saved`}
          </p>
          <ul className={styles.wishlist} data-testid="wishlist-items">
            {data.list.map((product, index) => (
              <li key={product.code} className={styles.wishlistItem}>
                <ProductCard product={product} priority={index < 3} />
                <button
                  type="button"
                  className={styles.remove}
                  disabled={removing !== null}
                  onClick={() => void remove(product.code)}
                  data-testid="wishlist-remove"
                >
                  Remove<span className="visually-hidden"> {product.name} from your wishlist</span>
                </button>
              </li>
            ))}
          </ul>
          <AccountPager label="Wishlist pages" page={data.page} pageCount={data.pageCount} onPage={setPage} />
        </>
      )}
    </div>
  );
}
