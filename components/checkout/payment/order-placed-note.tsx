import { Price } from '@/components/catalog/price';
import { formatMoment } from './checkout-format';

interface Props {
  orderNumber: string;
  totalCents: number;
  /** ISO time the unpaid order expires. */
  payBy: string | null;
}

/** An order placed but not paid yet: its number and until when it waits for the payment. */
export function OrderPlacedNote({ orderNumber, totalCents, payBy }: Props) {
  const deadline = payBy ? formatMoment(payBy) : '';
  return (
    <p data-testid="order-placed">
      Your order <strong data-testid="payment-order-number">{orderNumber}</strong> is placed. Pay{' '}
      <strong>
        <Price cents={totalCents} />
      </strong>{' '}
      to confirm it{deadline ? ` by ${deadline}` : ''}.
    </p>
  );
}
