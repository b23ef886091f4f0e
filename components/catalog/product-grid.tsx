import type { ProductCard as ProductCardData } from '@/lib/contract/calls/goods';
import { ProductCard } from './product-card';
import styles from './product-grid.module.css';

export function ProductGrid({
  products,
  eagerCount = 4,
}: {
  products: ProductCardData[];
  eagerCount?: number;
}) {
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
