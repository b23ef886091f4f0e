import Link from 'next/link';
import { MoneyInText } from '@/components/cart/money-in-text';
import { IntentLink } from '@/components/ui/intent-link';
import type { AdvertisedTerm } from '@/lib/shop/advertised-terms';
import { CATEGORIES } from '@/lib/shop/categories';
import { mayPrefetch } from '@/lib/guards/routes';
import { DEFAULT_BRAND, type ShopBrand } from '@/lib/shop/shop-brand';
import { helpLinks } from './help-links';
import { OculoLogo } from './oculo-logo';
import { PolicyLinks } from './policy-links';
import { TERM_ICONS } from './term-icons';
import styles from './site-footer.module.css';

const ACCOUNT_LINKS = [
  { href: '/centerMain/account', label: 'My account' },
  { href: '/centerMain/order/order', label: 'Orders' },
  { href: '/centerMain/personalization/wishlist', label: 'Wishlist' },
  { href: '/shoppingCart', label: 'Cart' },
] as const;

/**
 * The footer every page shares: the advertised terms (docs/product.md#the-shop), link columns and
 * the copyright. The terms are the ones the shop keeps now, read by the layout on the server; `brand`,
 * the shop's name and logo as an owner set them (docs/operating.md#store-brand).
 */
export function SiteFooter({
  terms,
  brand = DEFAULT_BRAND,
}: {
  terms: readonly AdvertisedTerm[];
  brand?: ShopBrand;
}) {
  return (
    <footer className={styles.footer}>
      <div className="container">
        <ul className={styles.terms} aria-label="Our promise">
          {terms.map((term) => (
            <li key={term.key} className={styles.term}>
              <span className={styles.termIcon}>{TERM_ICONS[term.key]}</span>
              <span>
                <strong className={styles.termTitle}>{term.title}</strong>
                <span className={styles.termDetail}>
                  <MoneyInText text={term.detail} />
                </span>
              </span>
            </li>
          ))}
        </ul>

        <div className={styles.columns}>
          <div className={styles.brand}>
            <OculoLogo brand={brand} />
            <p className={styles.tagline}>
              Stylish eyeglasses online and affordable prescription glasses, made to your prescription and
              delivered to your door.
            </p>
          </div>
          <FooterLinks
            id="footer-shop"
            heading="Shop"
            links={CATEGORIES.map(({ href, name }) => ({ href, label: name }))}
          />
          <FooterLinks id="footer-help" heading="Help" links={helpLinks(brand.shopName)} />
          <FooterLinks id="footer-account" heading={`Your ${brand.shopName}`} links={ACCOUNT_LINKS} />
        </div>

        <div className={styles.legal}>
          <PolicyLinks />
          <p>© {brand.shopName}. All rights reserved.</p>
          <p>Prices shown in other currencies are estimates; orders are charged in US dollars.</p>
        </div>
      </div>
    </footer>
  );
}

/**
 * One titled column of footer links. Its landmark is named "Footer: <heading>": other pages have
 * navigation named like the headings (the /control menu's "Shop", "Help"), and each landmark's name
 * must be unique on a page (axe landmark-unique).
 */
function FooterLinks(props: {
  id: string;
  heading: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <nav aria-label={`Footer: ${props.heading}`} className={styles.column}>
      <h2 id={props.id} className={styles.heading}>
        {props.heading}
      </h2>
      <ul className={styles.links}>
        {props.links.map((link) => (
          <li key={link.href}>
            {/* The footer is the same for every visitor: the account area is never prefetched, the
                rest on intent (a listing prefetched on sight would bring its whole page and code). */}
            {mayPrefetch(link.href, false) ? (
              <IntentLink href={link.href} className={styles.link}>
                {link.label}
              </IntentLink>
            ) : (
              <Link href={link.href} className={styles.link} prefetch={false}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
