import { ORDER_NUMBER } from '@/lib/contract/formats';

// The page after payment (/payment-success): ?order=N, and provider=stripe when the card
// provider sent the shopper back (its payment is confirmed first). Read by the server page.

export interface PaymentSuccessQuery {
  orderNumber: string | null;
  fromCardProvider: boolean;
}

type QueryValue = string | string[] | undefined;

const single = (value: QueryValue): string => (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export function paymentSuccessQueryOf(query: {
  order?: QueryValue;
  provider?: QueryValue;
}): PaymentSuccessQuery {
  const orderNumber = single(query.order).toUpperCase();
  return {
    orderNumber: ORDER_NUMBER.test(orderNumber) ? orderNumber : null,
    fromCardProvider: single(query.provider) === 'stripe',
  };
}
