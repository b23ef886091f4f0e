'use client';

import Link from 'next/link';
import { useCallback, useId, useRef } from 'react';
import { AccountNavLinks } from '@/components/account/account-nav-links';
import { closeDialog, openDialog, useShopState } from '@/lib/client/store';
import { useModalLayer } from '@/lib/client/use-modal-layer';
import { CATEGORIES } from '@/lib/shop/categories';
import { HELP_LINKS } from './help-links';
import { CloseIcon, MenuIcon } from './icons';
import { MenuLink } from './menu-link';
import styles from './mobile-nav.module.css';

/**
 * The phone menu: a toggle and a drawer with the same entries as the top menu (spec §3 dialog flag
 * `nav`). Its links carry the same test ids as the top menu, which is hidden below 1264 px. While
 * open it is modal (issue 17 point 9): focus starts on its close button and Tab stays inside,
 * Escape closes it, and focus goes back to the menu button.
 */
export function MobileNav() {
  const open = useShopState((state) => state.dialogs.nav);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => closeDialog('nav'), []);
  useModalLayer(open, drawerRef, close, { initialFocus: closeRef, returnFocus: toggleRef });

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-label="Open menu"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => openDialog('nav')}
        data-testid="menu-toggle"
      >
        <MenuIcon />
      </button>
      {open ? (
        <div className={styles.layer}>
          <div className={styles.scrim} onClick={close} aria-hidden="true" />
          <div
            ref={drawerRef}
            id={drawerId}
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label="Menu"
            data-testid="menu-drawer"
          >
            <div className={styles.drawerHead}>
              <span className={styles.drawerTitle}>Shop Oculo</span>
              <button
                ref={closeRef}
                type="button"
                className={styles.close}
                aria-label="Close menu"
                onClick={close}
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
                      onClick={close}
                    >
                      {category.name}
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label="Account and help" className={styles.help}>
              <ul className={styles.helpLinks}>
                <AccountNavLinks linkClassName={styles.helpLink} onNavigate={close} />
                {HELP_LINKS.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={styles.helpLink} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      ) : null}
    </>
  );
}
