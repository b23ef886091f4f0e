'use client';

import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusablesIn, keepTabInside } from '@/lib/client/focus-trap';
import styles from './console-dialog.module.css';

interface Props {
  title: string;
  /** A sentence under the title: what the action does and to whom. */
  intro?: ReactNode;
  onClose: () => void;
  testId: string;
  children: ReactNode;
}

/**
 * A console dialog (a confirmation, an action's form): focus moves into it and Tab stays inside
 * (lib/client/focus-trap), Escape or the scrim closes it, and focus goes back to the button that
 * opened it (WAI-ARIA dialog pattern).
 */
export function ConsoleDialog({ title, intro, onClose, testId, children }: Props) {
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
    if (panel)
      (panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(panel)[0] ?? panel).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (panelRef.current) {
        keepTabInside(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div className={styles.layer}>
      <div className={styles.scrim} onClick={() => onCloseRef.current()} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={intro ? introId : undefined}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={() => onCloseRef.current()}
            data-testid={`${testId}-close`}
          >
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Close</span>
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
