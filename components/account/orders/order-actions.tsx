import Link from 'next/link';
import type { OrderSummary } from '@/lib/contract/calls/order';
import { InvoiceDownload } from './invoice-download';
import { orderLinks } from './order-format';
import styles from './order-detail.module.css';

type Props = Pick<OrderSummary, 'orderNumber' | 'canPay' | 'canRequestAfterSales'>;

/**
 * What can be done with one order from its page: print its invoice or download it as a PDF
 * (docs/product.md#invoice-pdf), pay it, return or exchange it.
 */
export function OrderActions({ orderNumber, canPay, canRequestAfterSales }: Props) {
  return (
    <div className={styles.actions}>
      {canPay ? (
        <Link href={orderLinks.pay(orderNumber)} className="button" data-testid="order-pay">
          Pay now
        </Link>
      ) : null}
      <Link
        href={orderLinks.invoice(orderNumber)}
        className="button button-secondary"
        data-testid="order-invoice"
      >
        Print invoice
      </Link>
      <InvoiceDownload orderNumber={orderNumber} />
      {canRequestAfterSales ? (
        <Link
          href={orderLinks.afterSales(orderNumber)}
          className="button button-secondary"
          data-testid="order-after-sales"
        >
          Return or exchange
        </Link>
      ) : null}
    </div>
  );
}
