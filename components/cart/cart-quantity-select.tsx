'use client';

import type { CartLine } from '@/lib/contract/calls/cart';
import { useQuantityDraft } from './use-quantity-draft';
import styles from './cart.module.css';

interface Props {
  line: CartLine;
  /** Sends the new quantity (/api/cart/num); resolves once the cart has answered. */
  onChange: (quantity: number) => Promise<unknown>;
}

/**
 * How many of a line (1 to the line's most, /api/cart/num); the current one stays shown when
 * stock fell below it. The select is never disabled while the cart answers, so the keyboard focus
 * stays on it, and one request goes out for the number the shopper stops on.
 */
export function CartQuantitySelect({ line, onChange }: Props) {
  const { shown, choose, commit } = useQuantityDraft(line.quantity, onChange);
  const highest = Math.max(line.maxQuantity, line.quantity, 1);
  const choices = Array.from({ length: highest }, (_, index) => index + 1);
  return (
    <label className={styles.quantity}>
      <span>Quantity</span>
      <select
        value={shown}
        disabled={line.maxQuantity === 0}
        onChange={(event) => choose(Number(event.target.value))}
        onBlur={commit}
        data-testid="line-quantity"
      >
        {choices.map((quantity) => (
          <option key={quantity} value={quantity} disabled={quantity > line.maxQuantity}>
            {quantity}
          </option>
        ))}
      </select>
    </label>
  );
}
