'use client';

import type { CartLine } from '@/lib/contract/calls/cart';
import styles from './cart.module.css';

interface Props {
  line: CartLine;
  disabled: boolean;
  onChange: (quantity: number) => void;
}

/** How many of a line (1 to the line's most, spec §7 /api/cart/num); the current one stays shown when stock fell below it. */
export function CartQuantitySelect({ line, disabled, onChange }: Props) {
  const highest = Math.max(line.maxQuantity, line.quantity, 1);
  const choices = Array.from({ length: highest }, (_, index) => index + 1);
  return (
    <label className={styles.quantity}>
      <span>Quantity</span>
      <select
        value={line.quantity}
        disabled={disabled || line.maxQuantity === 0}
        onChange={(event) => onChange(Number(event.target.value))}
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
