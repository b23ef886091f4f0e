import { ORDER_NUMBER, SNAPSHOT_ID } from '@/lib/contract/formats';

// Where the payment page starts (/payment, docs/product.md#payments): a cart snapshot (?snapshot=…,
// from the cart) or an unpaid order (?order=…, "Pay now" in the account). Read by the server page,
// which passes the result down, so the contract's patterns stay out of the browser bundle.

export type CheckoutStart =
  { kind: 'snapshot'; snapshotId: string } | { kind: 'order'; orderNumber: string } | { kind: 'none' };

type QueryValue = string | string[] | undefined;

function single(value: QueryValue): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

export function checkoutStartOf(query: { snapshot?: QueryValue; order?: QueryValue }): CheckoutStart {
  const snapshotId = single(query.snapshot).toLowerCase();
  if (SNAPSHOT_ID.test(snapshotId)) return { kind: 'snapshot', snapshotId };
  const orderNumber = single(query.order).toUpperCase();
  if (ORDER_NUMBER.test(orderNumber)) return { kind: 'order', orderNumber };
  return { kind: 'none' };
}
