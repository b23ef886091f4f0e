'use client';

import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styles from './product-sticky-bar.module.css';

interface Props {
  /** The page's own buy button: the bar shows whenever it is out of view. */
  target: RefObject<HTMLElement | null>;
  name: string;
  price: ReactNode;
  children: ReactNode;
}

/**
 * On a phone the product page keeps its buy button within reach (docs/product.md#product-first-screen):
 * whenever the main "Select lenses" is out of view, scrolled up past or not yet reached on a short
 * screen, a bar fixed to the bottom of the screen offers it again, and it goes when the button is
 * back. Fixed and always in the page (the page reserves its height), it shifts nothing; while hidden
 * it is inert, so neither Tab nor a screen reader meet it.
 */
export function ProductStickyBar({ target, name, price, children }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const button = target.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, [target]);
  return (
    <div
      className={styles.bar}
      data-shown={shown}
      aria-hidden={!shown}
      inert={!shown}
      role="region"
      aria-label="Buy"
      data-testid="sticky-buy-bar"
    >
      <div className={styles.summary}>
        <span className={styles.name}>{name}</span>
        {price}
      </div>
      {children}
    </div>
  );
}
