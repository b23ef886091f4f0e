'use client';

import { lazy, Suspense, useCallback, useId, useRef } from 'react';
import { closeDialog, openDialog, useShopState } from '@/lib/client/store';
import { MenuIcon } from './icons';
import styles from './mobile-nav.module.css';

// The drawer's code is fetched when the shopper reaches for the menu button, not with every page
// (the first load stays small); a tap that comes first waits for it.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(() => loadDrawer().then((module) => ({ default: module.MobileNavDrawer })));
const prepareDrawer = () => void loadDrawer();

/**
 * The phone menu: a toggle and a drawer with the same entries as the top menu (dialog flag `nav`,
 * docs/product.md#client-state). Its links carry the same test ids as the top menu, which is hidden
 * below 1264 px. While open it is modal: focus starts on its close button and Tab stays inside,
 * Escape closes it, and focus goes back to the menu button.
 */
export function MobileNav() {
  const open = useShopState((state) => state.dialogs.nav);
  const drawerId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => closeDialog('nav'), []);

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
        onPointerEnter={prepareDrawer}
        onTouchStart={prepareDrawer}
        onFocus={prepareDrawer}
        data-testid="menu-toggle"
      >
        <MenuIcon />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <MobileNavDrawer id={drawerId} toggleRef={toggleRef} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
