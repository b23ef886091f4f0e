import { callApi, isApiError } from '@/lib/api';
import { afterSalesListAddress, orderInfoAddress, orderListAddress } from '@/lib/contract/order-addresses';
import { ResultCode } from '@/lib/contract/codes';
import type { OrderStatus } from '@/lib/shop/order-status';

// The loads of the account's order pages, shaped as SWR fetchers. They never tip: each page shows
// its own message where the list or order would be.

export const ORDERS_PAGE_SIZE = 10;
export const AFTER_SALES_PAGE_SIZE = 10;

export type OrdersKey = readonly ['account-orders', OrderStatus | 'all', number];
export type OrderKey = readonly ['account-order', string];
export type AfterSalesKey = readonly ['account-after-sales', number];

export const ordersKey = (status: OrderStatus | 'all', page: number): OrdersKey => [
  'account-orders',
  status,
  page,
];
export const orderKey = (orderNumber: string): OrderKey => ['account-order', orderNumber];

export const loadOrders = ([, status, page]: OrdersKey) =>
  callApi(
    orderListAddress,
    { status: status === 'all' ? undefined : status, page, pageSize: ORDERS_PAGE_SIZE },
    { tip: false },
  );

export const loadOrder = ([, orderNumber]: OrderKey) =>
  callApi(orderInfoAddress, { orderNumber }, { tip: false });

export const loadAfterSales = ([, page]: AfterSalesKey) =>
  callApi(afterSalesListAddress, { page, pageSize: AFTER_SALES_PAGE_SIZE }, { tip: false });

/**
 * An order that does not exist or is another account's (the shop never tells which:
 * docs/architecture.md#api-envelope).
 */
export function isOrderMissing(error: unknown): boolean {
  return isApiError(error) && error.code === ResultCode.NotFound;
}
