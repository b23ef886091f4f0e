'use client';

import dynamic from 'next/dynamic';
import { useNearViewport } from '@/components/ui/use-near-viewport';
import styles from './product-rail.module.css';

export type RailCategory = 'new_arrivals' | 'flash_sale' | 'best_sellers';

const Placeholder = () => <div className={styles.placeholder} aria-busy="true" />;

// The cards' code and styles come with the first rail a shopper scrolls to, not with the page.
const RailTrack = dynamic(() => import('./rail-track').then((module) => module.RailTrack), {
  ssr: false,
  loading: Placeholder,
});

/**
 * A home rail's products, fetched once the rail comes within 1.3 screens
 * (docs/product.md#constants). Until then a placeholder of the track's height holds its place.
 */
export function RailProducts({ category }: { category: RailCategory }) {
  const { ref, near } = useNearViewport<HTMLDivElement>({ whenUnsupported: true, belowTheFold: true });
  if (near) return <RailTrack category={category} />;
  return <div ref={ref} className={styles.placeholder} />;
}
