'use client';

import { Price } from '@/components/catalog/price';
import styles from './lens-wizard.module.css';

interface Props {
  frameTitle: string;
  colorName: string | null;
  /** The running total of the summary, US cents. */
  total: number;
  label: string;
  backEnabled: boolean;
  nextEnabled: boolean;
  /** Why Next cannot act yet, shown beside it (null when it can, or while a call runs). */
  blockedReason: string | null;
  onBack: () => void;
  onNext: () => void;
}

/**
 * The sticky bar (its data and buttons: docs/product.md#lens-flow): the frame, the running total in
 * the shopper's currency, Back and Next. Disabled buttons are marked aria-disabled and ignore
 * presses instead of being switched off, so the focus never falls to the page when a call starts; a
 * Next that waits for the shopper says why beside it (docs/product.md#lens-next-reason).
 */
export function LensWizardFooter({
  frameTitle,
  colorName,
  total,
  label,
  backEnabled,
  nextEnabled,
  blockedReason,
  onBack,
  onNext,
}: Props) {
  const reason = !nextEnabled && blockedReason ? blockedReason : null;
  return (
    <div className={styles.footer} data-sticky-bar data-testid="lens-footer">
      <p className={styles.footerTotal}>
        <span className={styles.footerFrame}>
          {frameTitle}
          {colorName ? ` · ${colorName}` : ''}
        </span>
        <span>
          Total{' '}
          <strong data-testid="lens-footer-total">
            <Price cents={total} />
          </strong>
        </span>
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondary}
          aria-disabled={!backEnabled || undefined}
          onClick={() => backEnabled && onBack()}
          data-testid="lens-back"
        >
          Back
        </button>
        <button
          type="button"
          className={styles.primary}
          aria-disabled={!nextEnabled || undefined}
          aria-describedby={reason ? 'lens-next-reason' : undefined}
          onClick={() => nextEnabled && onNext()}
          data-testid="lens-next"
        >
          {label}
        </button>
      </div>
      {/* always in the page, so a screen reader hears the reason when it appears */}
      <p id="lens-next-reason" className={styles.nextReason} role="status" data-testid="lens-next-reason">
        {reason}
      </p>
    </div>
  );
}
