'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { Price } from '@/components/catalog/price';
import { revealStep } from './reveal';
import type { WizardFrame } from './lens-wizard';
import styles from './lens-wizard.module.css';

/** After Add to Cart: the glasses are in the cart; focus moves to this heading. */
export function GlassesAdded({ frame, total }: { frame: WizardFrame; total: number }) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (section.current && heading.current) revealStep(section.current, heading.current);
  }, []);
  return (
    <section
      ref={section}
      className={styles.added}
      aria-labelledby="lens-added-title"
      data-testid="lens-added"
    >
      <h2 id="lens-added-title" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        Added to your cart
      </h2>
      <p role="status">
        {frame.title} with your lenses, <Price cents={total} />.
      </p>
      <div className={styles.actions}>
        <Link href={`/details/${frame.code}`} className={styles.secondary}>
          Back to the frame
        </Link>
        <Link href="/shoppingCart" className={styles.secondary} data-testid="view-cart">
          View cart
        </Link>
        <Link href={frame.type === 'sunglasses' ? '/sunglasses' : '/eyeglasses'} className={styles.primary}>
          Keep shopping
        </Link>
      </div>
    </section>
  );
}
