import { IntentLink } from '@/components/ui/intent-link';
import { DEFAULT_BRAND, type ShopBrand } from '@/lib/shop/shop-brand';
import styles from './oculo-logo.module.css';

/**
 * The shop's logo, linking home: the owner's uploaded picture when there is one
 * (docs/operating.md#store-logo), else the Oculo wordmark (a pair of round lenses) with the shop's
 * name. Home is prefetched on intent like the menu's listings: on sight, every page's load fetched
 * its payload and the banner image it preloads (44 kB) for a shopper who rarely goes back to it.
 */
export function OculoLogo({ brand = DEFAULT_BRAND }: { brand?: ShopBrand }) {
  return (
    <IntentLink href="/" className={styles.logo} aria-label={`${brand.shopName} home`} data-testid="logo">
      {brand.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored picture with its own sizes (next/image would ship its browser code)
        <img
          src={brand.logo.src}
          srcSet={brand.logo.srcSet}
          alt=""
          className={styles.picture}
          data-testid="logo-picture"
          decoding="async"
        />
      ) : (
        <>
          <svg viewBox="0 0 40 18" width="40" height="18" aria-hidden="true" className={styles.mark}>
            <circle cx="9" cy="9" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <circle cx="31" cy="9" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
            <path
              d="M15.5 8.2c1.5-1.6 7.5-1.6 9 0"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
            />
            <circle cx="9" cy="9" r="2.2" className={styles.glint} />
          </svg>
          <span className={styles.word}>{brand.shopName}</span>
        </>
      )}
    </IntentLink>
  );
}
