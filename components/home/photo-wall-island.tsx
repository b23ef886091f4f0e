'use client';

import dynamic from 'next/dynamic';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import styles from './photo-wall.module.css';

const Placeholder = () => <div className={styles.placeholder} aria-busy="true" />;

const PhotoWallGrid = dynamic(() => import('./photo-wall-grid').then((module) => module.PhotoWallGrid), {
  ssr: false,
  loading: Placeholder,
});

/**
 * The wall's photos, fetched once it comes within 1.3 screens (docs/product.md#constants); a
 * placeholder until then.
 */
export function PhotoWallIsland() {
  const { ref, near } = useNearViewport<HTMLDivElement>({ whenUnsupported: true, belowTheFold: true });
  if (near) return <PhotoWallGrid />;
  return <div ref={ref} className={styles.placeholder} />;
}
