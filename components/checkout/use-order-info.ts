import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { orderInfoAddress } from '@/lib/contract/order-addresses';

const loadOrder = ([, orderNumber]: readonly [string, string]) =>
  callApi(orderInfoAddress, { orderNumber }, { tip: false });

/** One of the signed-in shopper's orders (/api/order/info); nothing is asked before sign-in is known. */
export function useOrderInfo(orderNumber: string, signedIn: boolean) {
  return useSWR(signedIn ? (['checkout-order', orderNumber] as const) : null, loadOrder, {
    revalidateOnFocus: false,
  });
}
