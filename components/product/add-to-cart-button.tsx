'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { ApiError, callApi } from '@/lib/api';
import { cartAddAddress } from '@/lib/contract/first-load-addresses';
import { setCounts, showTip } from '@/lib/client/store';
import { useSelectedColor } from './selected-color';
import styles from './product-view.module.css';

type State = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' };

/**
 * Add to cart for an accessory (spec §7 /api/cart/add) in the colour on screen; glasses go through
 * the lens wizard instead. A refusal (sold out, ten already in the cart) arrives as the shop's tip.
 * While adding the button says so but stays focusable (aria-disabled, not disabled): a disabled
 * button would drop keyboard focus to the page (issue 17 point 9); focus stays on it throughout.
 */
export function AddToCartButton({ code }: { code: string }) {
  const { sku } = useSelectedColor();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const button = useRef<HTMLButtonElement>(null);

  const add = async () => {
    if (state.kind === 'adding') return;
    setState({ kind: 'adding' });
    try {
      const answer = await callApi(cartAddAddress, { code, ...(sku ? { sku } : {}), quantity: 1 });
      setCounts({ cart: answer.count });
      setState({ kind: 'added' });
    } catch (error) {
      setState({ kind: 'idle' });
      // the shop's client already shows a refusal's message as a tip (spec §8)
      if (!(error instanceof ApiError)) showTip('The item could not be added. Please try again.');
    }
    // whatever focus did meanwhile, it comes back to the button, never to the page body
    if (document.activeElement === document.body) button.current?.focus();
  };

  return (
    <div className={styles.addToCart}>
      <button
        ref={button}
        type="button"
        className={styles.selectLenses}
        onClick={add}
        aria-disabled={state.kind === 'adding'}
        data-testid="add-to-cart"
      >
        {state.kind === 'adding' ? 'Adding…' : 'Add to cart'}
      </button>
      {state.kind === 'added' && (
        <p role="status" data-testid="added-to-cart">
          Added to your cart. <Link href="/shoppingCart">View cart</Link>
        </p>
      )}
    </div>
  );
}
