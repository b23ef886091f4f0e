import { memo } from 'react';
import type { CardProduct } from './card-product';
import { ProductCard } from './product-card';
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
          <ProductCard product={product} priority={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A listing's cards. Kept as they are while the list is the same: the listing renders again right
 * after it hydrates (once it knows the address) and on every busy or filter change, and rendering
 * 24 cards again then was the longest task a phone ran before its first tap could answer
 * (bench:pages).
 */
export const ProductGrid = memo(ProductGridCards);
