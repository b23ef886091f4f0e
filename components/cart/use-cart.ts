import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import { callApi, isApiError } from '@/lib/api';
import { selectSignedIn, setCounts, useShopState } from '@/lib/client/store';
import {
  cartDeleteAddress,
  cartListAddress,
  cartNumAddress,
  incompleteFrameAddress,
} from '@/lib/contract/order-addresses';
import type { CartLine, CartTotals } from '@/lib/contract/calls/cart';

const CART_KEY = 'shopping-cart';
const INCOMPLETE_KEY = 'shopping-cart-incomplete-frames';

/** Whether an SWR key is one of the cart page's answers: for a change made elsewhere to ask again. */
export const isCartPageKey = (key: unknown): boolean =>
  Array.isArray(key) && (key[0] === CART_KEY || key[0] === INCOMPLETE_KEY);

export interface CartAnswer {
  list: CartLine[];
  totals: CartTotals;
}

const loadCart = (): Promise<CartAnswer> => callApi(cartListAddress, {}, { tip: false });
const loadIncomplete = () =>
  callApi(incompleteFrameAddress, {}, { tip: false }).then((answer) => answer.list);

const CHANGE_FAILED = 'This line could not be changed. Please try again.';

/**
 * The cart (/shoppingCart): its lines priced by the server, the frames still without lenses, and
 * the two changes a shopper makes on a line. Every answer carries the cart again, so the page shows
 * the server's totals, never its own sums, and the header counter follows.
 */
export function useCart() {
  // signing in moves the device's cart into the account's: the page asks again then
  const signedIn = useShopState(selectSignedIn);
  const cart = useSWR([CART_KEY, signedIn] as const, loadCart);
  const incomplete = useSWR([INCOMPLETE_KEY, signedIn] as const, loadIncomplete);
  const [changing, setChanging] = useState<number | null>(null);
  const [lineProblems, setLineProblems] = useState<Readonly<Record<number, string>>>({});
  // one change at a time, in the order made: a later answer never overwritten by an earlier one
  const queue = useRef<Promise<void>>(Promise.resolve());
  const count = cart.data?.totals.count;

  useEffect(() => {
    if (count !== undefined) setCounts({ cart: count });
  }, [count]);

  const change = (lineId: number, send: () => Promise<CartAnswer>): Promise<void> => {
    const next = queue.current.then(() => run(lineId, send));
    queue.current = next;
    return next;
  };

  const run = async (lineId: number, send: () => Promise<CartAnswer>) => {
    setChanging(lineId);
    setLineProblems(({ [lineId]: _done, ...others }) => others);
    try {
      const answer = await send();
      await cart.mutate(answer, { revalidate: false });
      void incomplete.mutate();
    } catch (error) {
      // a refusal names the reason ("Only 2 left"); it belongs on the line the shopper changed
      const message = isApiError(error) && error.message ? error.message : CHANGE_FAILED;
      setLineProblems((current) => ({ ...current, [lineId]: message }));
    } finally {
      setChanging(null);
    }
  };

  return {
    cart: cart.data,
    failed: Boolean(cart.error) && !cart.data,
    /** The frames without lenses; undefined until known (the cart waits for them to keep its place). */
    incompleteFrames: incomplete.data ?? (incomplete.error ? [] : undefined),
    changing,
    lineProblems,
    setQuantity: (lineId: number, num: number) =>
      change(lineId, () => callApi(cartNumAddress, { id: lineId, num }, { tip: false })),
    remove: (lineId: number) =>
      change(lineId, () => callApi(cartDeleteAddress, { ids: [lineId] }, { tip: false })),
  };
}
