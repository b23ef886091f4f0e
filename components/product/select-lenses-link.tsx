'use client';

import Link from 'next/link';
import type { Ref } from 'react';
import { useSelectedColor } from './selected-color';
import styles from './product-view.module.css';

interface Props {
  code: string;
  /** The sticky bar's copy of the button carries its own test id. */
  testId?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The way into the lens wizard for a frame, in the colour on screen. */
export function SelectLensesLink({ code, testId = 'select-lenses', ref }: Props) {
  const { sku } = useSelectedColor();
  const href = `/details/${encodeURIComponent(code)}/lenses${sku ? `?color=${encodeURIComponent(sku)}` : ''}`;
  return (
    <Link ref={ref} href={href} className={styles.selectLenses} data-testid={testId} prefetch={false}>
      Select lenses
    </Link>
  );
}
