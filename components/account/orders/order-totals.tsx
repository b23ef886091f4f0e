import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { CURRENCIES, formatPrice, type CurrencyCode } from '@/lib/shop/currency';
import { taxRowOf } from '@/lib/shop/tax-display';
import styles from './order-detail.module.css';

interface Props {
  totals: OrderTotalsView;
  couponCode: string | null;
  currency: CurrencyCode;
}

function Row({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={styles.totalRow}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * An order's totals: subtotal, the second-frame offer (docs/product.md#pricing), the coupon,
 * shipping and the total. The charge is in US dollars (docs/product.md#currencies), so another
 * currency says so and shows the dollars.
 */
export function OrderTotals({ totals, couponCode, currency }: Props) {
  const money = (cents: number) => formatPrice(cents, currency);
  const label = CURRENCIES.find((entry) => entry.code === currency)?.label ?? currency;
  const tax = taxRowOf(totals);
  return (
    <>
      <dl className={styles.totals} data-testid="order-totals">
        <Row label="Subtotal" value={money(totals.subtotalCents)} testId="order-subtotal" />
        {totals.frameDiscountCents > 0 ? (
          <Row
            label={totals.frameOfferName}
            value={`−${money(totals.frameDiscountCents)}`}
            testId="order-frame-discount"
          />
        ) : null}
        {totals.couponDiscountCents > 0 ? (
          <Row
            label={couponCode ? `Coupon ${couponCode}` : 'Coupon'}
            value={`−${money(totals.couponDiscountCents)}`}
            testId="order-coupon"
          />
        ) : null}
        <Row
          label="Shipping"
          value={totals.shippingCents === 0 ? 'Free' : money(totals.shippingCents)}
          testId="order-shipping"
        />
        {tax?.kind === 'added' ? <Row label={tax.label} value={money(tax.cents)} testId="order-tax" /> : null}
        <div className={`${styles.totalRow} ${styles.grandTotal}`}>
          <dt>Total</dt>
          <dd data-testid="order-grand-total">{money(totals.totalCents)}</dd>
        </div>
        {tax?.kind === 'included' ? (
          <Row label={tax.label} value={money(tax.cents)} testId="order-tax-included" />
        ) : null}
      </dl>
      {currency === 'USD' ? null : (
        <p className={styles.note} data-testid="order-charged-note">
          Charged in US dollars: {formatPrice(totals.totalCents, 'USD')}. The {label} amounts are an estimate
          at the shop’s rate.
        </p>
      )}
    </>
  );
}
