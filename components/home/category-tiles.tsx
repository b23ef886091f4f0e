import Link from 'next/link';
import { CATEGORIES } from '@/lib/shop/categories';
import styles from './category-tiles.module.css';

const TAGLINES: Record<string, string> = {
  eyeglasses: 'Everyday frames, from $19',
  sunglasses: 'Tinted and polarized',
  new_arrivals: 'Just landed',
  flash_sale: 'Ends soon',
  best_sellers: 'Shopper favourites',
  accessories: 'Cases, cloths and more',
};

/** The six shop categories of the top menu (spec §2) as tiles. */
export function CategoryTiles() {
  return (
    <nav aria-label="Shop by category" className={styles.tiles}>
      {CATEGORIES.map((category) => (
        <Link key={category.key} href={category.href} className={styles.tile} data-category={category.key}>
          <span className={styles.name}>{category.name}</span>
          <span className={styles.tagline}>{TAGLINES[category.key]}</span>
        </Link>
      ))}
    </nav>
  );
}
