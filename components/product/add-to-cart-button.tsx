'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { ApiError, callApi } from '@/lib/api';
import { cartAddAddress } from '@/lib/contract/first-load-addresses';
import { setCounts, showTip } from '@/lib/client/store';
import { useSelectedColor } from './selected-color';
import styles from './product-view.module.css';

type State = { kind: 'idle' } | { kind: 'adding' } | { kind: 'added' };

/** How long the button itself says "Added ✓" before it offers to add another. */
const ADDED_FOR_MS = 4000;

/**
 * Add to cart for an accessory (/api/cart/add) in the colour on screen; glasses go through
 * the lens wizard instead. A refusal (sold out, ten already in the cart) arrives as the shop's tip.
 * While adding the button says so but stays focusable (aria-disabled, not disabled): a disabled
 * button would drop keyboard focus to the page; focus stays on it throughout.
 * Once added, the button itself says so, where the shopper is looking (docs/product.md#product-first-screen),
 * and the line under it links to the cart.
 */
export function AddToCartButton({ code }: { code: string }) {
  const { sku } = useSelectedColor();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const button = useRef<HTMLButtonElement>(null);
  const [justAdded, setJustAdded] = useState(0);

  useEffect(() => {
    if (justAdded === 0) return;
    const timer = setTimeout(() => setJustAdded(0), ADDED_FOR_MS);
    return () => clearTimeout(timer);
  }, [justAdded]);

  const add = async () => {
    if (state.kind === 'adding') return;
    setState({ kind: 'adding' });
    try {
      const answer = await callApi(cartAddAddress, { code, ...(sku ? { sku } : {}), quantity: 1 });
      setCounts({ cart: answer.count });
      setState({ kind: 'added' });
      setJustAdded((count) => count + 1);
    } catch (error) {
      setState({ kind: 'idle' });
      // the shop's client already shows a refusal's message as a tip (docs/product.md#errors)
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
        data-added={justAdded > 0 ? 'true' : undefined}
      >
        {state.kind === 'adding' ? 'Adding…' : justAdded > 0 ? 'Added ✓' : 'Add to cart'}
      </button>
      {state.kind === 'added' && (
        <p role="status" data-testid="added-to-cart">
          Added to your cart. <Link href="/shoppingCart">View cart</Link>
        </p>
      )}
    </div>
  );
}
