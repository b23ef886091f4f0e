import { CATEGORIES } from '@/lib/shop/categories';
import type { ShopBrand } from '@/lib/shop/shop-brand';
import { AccountEntry } from './account-entry';
import { CurrencySwitcher } from './currency-switcher';
import { HeaderCounters } from './header-counters';
import { MenuLink } from './menu-link';
import { MobileNav } from './mobile-nav';
import { OculoLogo } from './oculo-logo';
import { SearchBox } from './search-box';
import { SiteHeaderCheckout } from './site-header-checkout';
import { SiteHeaderMode } from './site-header-mode';
import styles from './site-header.module.css';

/** The shop's header content: the bar and the six menu entries (docs/product.md#routes). */
function ShopHeader({ brand }: { brand?: ShopBrand }) {
  return (
    <>
      <div className={`container ${styles.bar}`}>
        <div className={styles.menuToggle}>
          <MobileNav />
        </div>
        <div className={styles.logo}>
          <OculoLogo brand={brand} />
        </div>
        <div className={styles.search}>
          <SearchBox />
        </div>
        <div className={styles.actions}>
          <CurrencySwitcher className={styles.currency} />
          <HeaderCounters />
          <AccountEntry />
        </div>
      </div>
      <nav aria-label="Shop categories" className={styles.nav}>
        <ul className={`container ${styles.menu}`}>
          {CATEGORIES.map((category) => (
            <li key={category.slug}>
              <MenuLink href={category.href} className={styles.menuLink} testId={`menu-${category.slug}`}>
                {category.name}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

/**
 * The header every page shares: logo, search, currency, wishlist, cart and account, and the six menu
 * entries (docs/product.md#routes; a drawer on phones and tablets, below the 1264 px mobile
 * breakpoint). On the payment page it is the checkout's own: logo, secure-checkout note and help.
 * `brand`: the shop's name and logo as an owner set them (docs/operating.md#store-brand).
 */
export function SiteHeader({ brand }: { brand?: ShopBrand }) {
  return (
    <header className={styles.header}>
      <SiteHeaderMode shop={<ShopHeader brand={brand} />} checkout={<SiteHeaderCheckout brand={brand} />} />
    </header>
  );
}
