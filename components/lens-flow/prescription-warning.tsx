'use client';

import { useEffect, useRef } from 'react';
import { revealAboveStickyBar } from './reveal';
import styles from './prescription-step.module.css';

interface Props {
  /** The warning (docs/product.md#prescription-rules): the eyes differ by 3.00 or more. */
  warning: string;
  /** How many times Submit met the warning (1 and up): each time the box is revealed again. */
  confirmRequest: number;
  onConfirm: () => void;
  onCheckAgain: () => void;
}

/**
 * The both-eyes warning (docs/product.md#prescription-rules) when Submit meets it. It takes the
 * place of the quiet note the form shows while the shopper types, so it is shown once, at the end
 * of the form right above Submit: the message is an alert, the box is scrolled above the sticky bar
 * and takes the focus, and "Check again" and "Submit as entered" follow it in the tab order.
 */
export function PrescriptionWarning({ warning, confirmRequest, onConfirm, onCheckAgain }: Props) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (confirmRequest > 0 && box.current)
      revealAboveStickyBar(box.current, document.querySelector<HTMLElement>('[data-sticky-bar]'));
  }, [confirmRequest]);

  return (
    <div
      ref={box}
      className={`${styles.warning} ${styles.confirm}`}
      tabIndex={-1}
      role="group"
      aria-labelledby="rx-confirm-text"
      data-testid="rx-confirm-box"
    >
      <p id="rx-confirm-text" role="alert" data-testid="rx-warning">
        {warning} If they are right as they are, submit them as entered.
      </p>
      <div className={styles.confirmActions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={onCheckAgain}
          data-testid="rx-check-again"
        >
          Check again
        </button>
        <button type="button" className="button" onClick={onConfirm} data-testid="rx-confirm">
          Submit as entered
        </button>
      </div>
    </div>
  );
}
