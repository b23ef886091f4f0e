import { memo } from 'react';
import type { CardProduct } from './card-product';
import { FitVerdict } from './fit-verdict';
import { ProductCard } from './product-card';
import cardStyles from './product-card.module.css';
import styles from './product-grid.module.css';

interface Props {
  products: CardProduct[];
  eagerCount?: number;
}

function ProductGridCards({ products, eagerCount = 4 }: Props) {
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            priority={index < eagerCount}
            fit={<FitVerdict frameWidthMm={product.frameWidthMm} className={cardStyles.fit} />}
          />
        </li>
      ))}
    </ul>
  );
}

/**
 * A listing's cards, each saying whether its frame fits the face measured on this device
 * (docs/product.md#face-fit; an accessory's card says nothing of it). Kept as they are while the list is the same: the listing renders again right
 * after it hydrates (once it knows the address) and on every busy or filter change, and rendering
 * 24 cards again then was the longest task a phone ran before its first tap could answer
 * (bench:pages).
 */
export const ProductGrid = memo(ProductGridCards);
