'use client';

import { openTryOn } from '@/lib/client/store';
import styles from './try-on-button.module.css';

interface Props {
  code: string;
  /** The colour on screen, which the try-on starts with. */
  sku?: string;
  /** A smaller button for product cards. */
  compact?: boolean;
  productName: string;
}

/**
 * Opens the virtual try-on on a frame, as one of the shop's secondary buttons, smaller on product
 * cards. Only this button is in the page's bundle: the dialog, face-api and TensorFlow.js load when
 * it is pressed (components/try-on/try-on-host.tsx).
 */
export function TryOnButton({ code, sku, compact = false, productName }: Props) {
  return (
    <button
      type="button"
      className={`button button-secondary ${compact ? styles.compact : styles.full}`}
      onClick={() => openTryOn(code, sku)}
      aria-label={compact ? `Try on ${productName}` : undefined}
      data-testid="try-on-open"
    >
      <span className={styles.icon} aria-hidden="true" />
      <span>{compact ? 'Try on' : 'Try on with your camera or a photo'}</span>
    </button>
  );
}
