'use client';

import { useRouter } from 'next/navigation';
import { accountHref } from '@/lib/shop/account-menu';
import { OrderStatus } from '@/lib/shop/order-status';
import { CheckoutMessage } from './checkout-message';
import { OrderPayment } from './payment/order-payment';
import { OrderPlacedNote } from './payment/order-placed-note';
import { refreshCartCount } from './refresh-cart-count';
import { OrderSummary } from './order-summary';
import { ShippingRecap } from './shipping/shipping-recap';
import { SignInPrompt } from './sign-in-prompt';
import { useOrderInfo } from './use-order-info';
import { useSignInState } from './use-sign-in-state';
import styles from './checkout.module.css';

/** /payment?order=N: paying an order placed earlier ("Pay now" in the account), straight at the payment step. */
export function ExistingOrderCheckout({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const signIn = useSignInState();
  const { data: order, error } = useOrderInfo(orderNumber, signIn === 'signed-in');
  const detailHref = `${accountHref('order/order-detail')}?order=${encodeURIComponent(orderNumber)}`;

  if (signIn === 'signed-out') return <SignInPrompt text={`Sign in to pay for order ${orderNumber}.`} />;
  if (error && !order) {
    return (
      <CheckoutMessage
        title="This order could not be found"
        action={{ href: accountHref('order/order'), label: 'Go to My orders' }}
        testId="order-missing"
      />
    );
  }
  if (!order) {
    return (
      <p className={styles.muted} role="status">
        Loading your order…
      </p>
    );
  }
  if (order.status !== OrderStatus.Unpaid || !order.canPay) {
    return (
      <CheckoutMessage
        title={`Order ${orderNumber} has nothing to pay`}
        action={{ href: detailHref, label: 'See the order' }}
        testId="order-not-payable"
      >
        <p>
          {order.status === OrderStatus.Unpaid
            ? 'The time to pay for it has passed.'
            : `Its status is ${order.statusName || 'not payable'}.`}
        </p>
      </CheckoutMessage>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <section className={styles.step} aria-labelledby="order-payment-title">
          <h2 id="order-payment-title" className={styles.stepTitle}>
            Pay for your order
          </h2>
          <ShippingRecap address={order.address} email={order.email} shippingName={order.shippingName} />
          <OrderPlacedNote
            orderNumber={order.orderNumber}
            totalCents={order.totalCents}
            payBy={order.payBy}
          />
          <OrderPayment
            order={() => Promise.resolve(order.orderNumber)}
            actionLabel="Pay"
            actionTestId="pay-order"
            totalCents={order.totalCents}
            onPaid={(paid) => {
              void refreshCartCount();
              router.push(`/payment-success?order=${encodeURIComponent(paid)}`);
            }}
          />
        </section>
      </div>
      <OrderSummary
        summary={{
          lines: order.lines,
          totals: order.totals,
          couponCode: order.couponCode,
          shippingChosen: true,
        }}
      />
    </div>
  );
}
