'use client';

import Link from 'next/link';
import { useSelectedColor } from './selected-color';
import styles from './product-view.module.css';

/** The way into the lens wizard (issue 5) for a frame, in the colour on screen. */
export function SelectLensesLink({ code, inStock }: { code: string; inStock: boolean }) {
  const { sku } = useSelectedColor();
  if (!inStock) return null;
  const href = `/details/${encodeURIComponent(code)}/lenses${sku ? `?color=${encodeURIComponent(sku)}` : ''}`;
  return (
    <Link href={href} className={styles.selectLenses} data-testid="select-lenses" prefetch={false}>
      Select lenses
    </Link>
  );
}
