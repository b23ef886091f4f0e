'use client';

import Link from 'next/link';
import { useRef, type RefObject } from 'react';
import { AccountNavLinks } from '@/components/account/ui/account-nav-links';
import { useShopName } from '@/components/app/shop-name';
import { useModalLayer } from '@/lib/client/use-modal-layer';
import { CATEGORIES } from '@/lib/shop/categories';
import { helpLinks } from './help-links';
import { CloseIcon } from './icons';
import { MenuLink } from './menu-link';
import styles from './mobile-nav.module.css';

interface Props {
  id: string;
  /** The menu button, where focus goes back when the drawer closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The phone menu's open drawer (components/layout/mobile-nav.tsx): modal while mounted,
 * focus on its close button, Tab kept inside, Escape closes it.
 */
export function MobileNavDrawer({ id, toggleRef, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const shopName = useShopName();
  useModalLayer(true, drawerRef, onClose, { initialFocus: closeRef, returnFocus: toggleRef });

  return (
    <div className={styles.layer}>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" />
      <div
        ref={drawerRef}
        id={id}
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        data-testid="menu-drawer"
      >
        <div className={styles.drawerHead}>
          <span className={styles.drawerTitle}>Shop {shopName}</span>
          <button
            ref={closeRef}
            type="button"
            className={styles.close}
            aria-label="Close menu"
            onClick={onClose}
            data-testid="menu-close"
          >
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Shop categories">
          <ul className={styles.entries}>
            {CATEGORIES.map((category) => (
              <li key={category.slug}>
                <MenuLink
                  href={category.href}
                  className={styles.entry}
                  testId={`menu-${category.slug}`}
                  onClick={onClose}
                >
                  {category.name}
                </MenuLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Account and help" className={styles.help}>
          <ul className={styles.helpLinks}>
            <AccountNavLinks linkClassName={styles.helpLink} onNavigate={onClose} />
            {helpLinks(shopName).map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.helpLink} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
