'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { CloseIcon } from '@/components/layout/icons';
import styles from './account-dialog.module.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
}

interface Props {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  onClose: () => void;
  testId: string;
  /** 'wide' for a dialog with a picture in it (the try-on); forms keep the narrow card. */
  size?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * A modal dialog for the sign-in and reset flows (docs/product.md#client-state): focus moves in and
 * stays in (Tab wraps), Escape or the scrim closes it, and focus returns to what opened it. Built
 * on role="dialog" rather than <dialog>.showModal() so it behaves the same in every test browser.
 */
export function AccountDialog({ title, intro, onClose, testId, size = 'narrow', children }: Props) {
  const titleId = useId();
  const introId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel;
      first.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onDocumentKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => {
      document.removeEventListener('keydown', onDocumentKey);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Tab and Shift+Tab wrap around inside the panel, so focus never reaches the page behind it.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    if (event.key !== 'Tab' || !panel) return;
    const focusables = focusablesIn(panel);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.layer}>
      <div className={styles.scrim} onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={panelRef}
        className={size === 'wide' ? `${styles.panel} ${styles.wide}` : styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={intro ? introId : undefined}
        tabIndex={-1}
        onKeyDown={trapFocus}
        data-testid={testId}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label="Close"
            onClick={() => onCloseRef.current()}
            data-testid={`${testId}-close`}
          >
            <CloseIcon />
          </button>
        </div>
        {intro ? (
          <p id={introId} className={styles.intro}>
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
