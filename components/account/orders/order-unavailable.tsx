import { OrderNotFound } from './order-not-found';
import { isOrderMissing } from './order-requests';
import pageStyles from '../ui/account-page.module.css';

/**
 * What an order's pages show until the order is there: not found (another shopper's or an unknown
 * number), a failed load, or the wait. The order page and the send-prescription page share it.
 */
export function OrderUnavailable({ error }: { error: unknown }) {
  if (error) {
    return isOrderMissing(error) ? (
      <OrderNotFound />
    ) : (
      <p className={pageStyles.status} role="alert">
        This order could not be loaded. Please reload the page.
      </p>
    );
  }
  return (
    <p className={pageStyles.status} role="status">
      Loading the order…
    </p>
  );
}
