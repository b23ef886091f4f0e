import styles from './status-badge.module.css';

export type BadgeTone = 'neutral' | 'waiting' | 'good' | 'attention' | 'closed';

/** A short state in a coloured pill; the words carry the meaning, the colour only helps the eye. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}

const ORDER_TONES: Readonly<Record<number, BadgeTone>> = {
  0: 'neutral',
  1: 'waiting',
  2: 'good',
  3: 'attention',
  4: 'good',
  5: 'closed',
  6: 'closed',
};

/**
 * An order's status (docs/product.md#order-states) as a badge, and "Partly refunded" beside it when
 * some of its money is back but not all (docs/operating.md#partly-refunded).
 */
export function OrderStatusBadge({
  status,
  name,
  refundLabel = null,
}: {
  status: number;
  name: string;
  refundLabel?: string | null;
}) {
  return (
    <>
      <StatusBadge tone={ORDER_TONES[status] ?? 'neutral'}>{name || `Status ${status}`}</StatusBadge>
      {refundLabel ? <StatusBadge tone="attention">{refundLabel}</StatusBadge> : null}
    </>
  );
}
