'use client';

import Link from 'next/link';
import useSWR from 'swr';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { CURRENCIES, formatPrice } from '@/lib/shop/currency';
import { DEFAULT_BRAND, type ShopBrand } from '@/lib/shop/shop-brand';
import { InvoiceLines } from './invoice-lines';
import { InvoicePrintButton } from './invoice-print-button';
import { OrderAddress } from './order-address';
import { formatOrderDate, formatOrderTime, orderLinks, paymentProviderName } from './order-format';
import { OrderNotFound } from './order-not-found';
import { isOrderMissing, loadOrder, orderKey } from './order-requests';
import { OrderTotals } from './order-totals';
import pageStyles from '../ui/account-page.module.css';
import styles from './order-invoice.module.css';

/** The total in the currency the shopper saw at checkout: an estimate, the charge is in dollars. */
function CurrencyEstimate({ order }: { order: OrderDetail }) {
  if (order.currency === 'USD') return null;
  const label = CURRENCIES.find((entry) => entry.code === order.currency)?.label ?? order.currency;
  return (
    <p className={styles.estimate} data-testid="invoice-estimate">
      Charged in US dollars. About {formatPrice(order.totals.totalCents, order.currency)} in {label} at the
      shop’s rate; your bank’s rate may differ.
    </p>
  );
}

/**
 * order/template?order=N: the order's printable invoice — the shop, the order, its addresses,
 * lines with their lenses, totals in US dollars (the charged currency) and how it was paid. The
 * shop is named, drawn and reached as its owner set it (docs/operating.md#store-brand).
 */
export function InvoiceSheet({
  orderNumber,
  brand = DEFAULT_BRAND,
  supportEmail,
}: {
  orderNumber: string;
  brand?: ShopBrand;
  /** Absent: no contact line (a test of the sheet alone). */
  supportEmail?: string;
}) {
  const { data: order, error } = useSWR(orderKey(orderNumber), loadOrder);

  if (error) {
    return isOrderMissing(error) ? (
      <OrderNotFound />
    ) : (
      <p className={pageStyles.status} role="alert">
        This invoice could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!order) {
    return (
      <p className={pageStyles.status} role="status">
        Loading the invoice…
      </p>
    );
  }

  return (
    <article className={styles.invoice} aria-labelledby="invoice-title" data-testid="invoice">
      <div className={styles.toolbar}>
        <Link href={orderLinks.detail(order.orderNumber)} className="button button-secondary">
          Back to the order
        </Link>
        <InvoicePrintButton />
      </div>
      <header className={styles.head}>
        <div className={styles.shop} data-testid="invoice-shop">
          {brand.logo ? (
            // eslint-disable-next-line @next/next/no-img-element -- the owner's stored logo, printed as it is
            <img
              src={brand.logo.src}
              srcSet={brand.logo.srcSet}
              alt={brand.shopName}
              className={styles.logo}
            />
          ) : (
            <p>{brand.shopName}</p>
          )}
          {supportEmail ? <p className={styles.shopContact}>{supportEmail}</p> : null}
        </div>
        <h1 id="invoice-title" className={styles.title}>
          Invoice {order.orderNumber}
        </h1>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>Order number</dt>
          <dd data-testid="invoice-order-number">{order.orderNumber}</dd>
        </div>
        <div>
          <dt>Order date</dt>
          <dd>
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
          </dd>
        </div>
        {order.payment ? (
          <div>
            <dt>Paid on</dt>
            <dd>
              <time dateTime={order.payment.paidAt}>{formatOrderDate(order.payment.paidAt)}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>E-mail</dt>
          <dd>{order.email}</dd>
        </div>
      </dl>
      <section className={styles.addresses} aria-label="Addresses">
        <div>
          <h2 className={styles.heading}>Billing address</h2>
          <OrderAddress address={order.address} className={styles.address} />
        </div>
        <div>
          <h2 className={styles.heading}>Shipping address</h2>
          <OrderAddress address={order.address} className={styles.address} />
          <p className={styles.sub}>{order.shippingName}</p>
        </div>
      </section>
      <InvoiceLines lines={order.lines} offerName={order.totals.frameOfferName} />
      <div className={styles.totals}>
        <OrderTotals totals={order.totals} couponCode={order.couponCode} currency="USD" />
        <CurrencyEstimate order={order} />
      </div>
      <section aria-labelledby="invoice-payment-title">
        <h2 id="invoice-payment-title" className={styles.heading}>
          Payment
        </h2>
        <p className={styles.payment} data-testid="invoice-payment">
          {order.payment
            ? `${paymentProviderName(order.payment.provider)}, paid ${formatOrderTime(order.payment.paidAt)}${order.payment.reference ? ` (reference ${order.payment.reference})` : ''}`
            : 'Not paid yet.'}
        </p>
      </section>
    </article>
  );
}
