import { ORDER_NUMBER } from '@/lib/contract/formats';

// The ?order=N of the order pages, read on the server (this imports the contract, so it stays out
// of client components).

export type OrderQuery = { kind: 'none' } | { kind: 'invalid' } | { kind: 'order'; orderNumber: string };

/** No ?order, one that cannot be an order number, or the order number as the API expects it. */
export function readOrderQuery(value: string | string[] | undefined): OrderQuery {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw.trim() === '') return { kind: 'none' };
  const orderNumber = raw.trim().toUpperCase();
  return ORDER_NUMBER.test(orderNumber) ? { kind: 'order', orderNumber } : { kind: 'invalid' };
}
