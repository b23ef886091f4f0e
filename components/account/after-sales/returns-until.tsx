import type { OrderDetail } from '@/lib/contract/calls/order';
import { RETURN_DAYS } from '@/lib/shop/constants';
import { formatOrderDate } from '../orders/order-format';

type Props = Pick<OrderDetail, 'afterSalesUntil' | 'deliveredAt'> & { className?: string | undefined };

/**
 * Until when the order can take a return or exchange (docs/product.md#returns-from-delivery): the
 * last day once the parcel is delivered; before that, the rule, since the day depends on delivery.
 */
export function ReturnsUntil({ afterSalesUntil, deliveredAt, className }: Props) {
  if (!afterSalesUntil) return null;
  return (
    <p className={className} data-testid="returns-until">
      {deliveredAt ? (
        <>
          Returns and exchanges are open until{' '}
          <time dateTime={afterSalesUntil}>{formatOrderDate(afterSalesUntil)}</time>, {RETURN_DAYS} days after
          delivery.
        </>
      ) : (
        <>Returns and exchanges are open for {RETURN_DAYS} days after delivery.</>
      )}
    </p>
  );
}
