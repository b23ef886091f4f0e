import type { ReactNode } from 'react';
import { PriceFrom } from '@/components/catalog/price-from';
import { IntentLink } from '@/components/ui/intent-link';
import { CATEGORIES } from '@/lib/shop/categories';
import styles from './category-tiles.module.css';

const TAGLINES: Record<string, string> = {
  sunglasses: 'Tinted and polarized',
  new_arrivals: 'Just landed',
  flash_sale: 'Ends soon',
  best_sellers: 'Shopper favourites',
  accessories: 'Cases, cloths and more',
};

/**
 * The six shop categories of the top menu (docs/product.md#routes) as tiles. Eyeglasses say what
 * the cheapest frame costs now, in the shopper's currency.
 */
export function CategoryTiles({ eyeglassesFromCents }: { eyeglassesFromCents: number | null }) {
  const tagline = (key: string): ReactNode =>
    key === 'eyeglasses' ? (
      eyeglassesFromCents === null ? (
        'Everyday frames'
      ) : (
        <>
          Everyday frames, from <PriceFrom cents={eyeglassesFromCents} />
        </>
      )
    ) : (
      TAGLINES[key]
    );
  return (
    <nav aria-label="Shop by category" className={styles.tiles}>
      {CATEGORIES.map((category) => (
        <IntentLink
          key={category.key}
          href={category.href}
          className={styles.tile}
          data-category={category.key}
        >
          <span className={styles.name}>{category.name}</span>
          <span className={styles.tagline}>{tagline(category.key)}</span>
        </IntentLink>
      ))}
    </nav>
  );
}
