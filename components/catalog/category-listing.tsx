import Link from 'next/link';
import type { ProductCard } from '@/lib/contract/calls/goods';
import { attributeLabel, PRODUCT_SORTS, type ProductSort } from '@/lib/shop/frame-attributes';
import { ProductGrid } from './product-grid';
import styles from './category-listing.module.css';

interface Props {
  category: { name: string; href: string };
  result: { list: ProductCard[]; total: number; page: number; pageCount: number };
  sort: ProductSort;
}

const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Top rated',
};

/** A category page: title, sort links, the product grid and crawlable page links. */
export function CategoryListing({ category, result, sort }: Props) {
  const href = (page: number, nextSort: ProductSort = sort) => {
    const params = new URLSearchParams();
    if (nextSort !== 'featured') params.set('sort', nextSort);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${category.href}?${query}` : category.href;
  };
  return (
    <div className={`container ${styles.listing}`}>
      <header className={styles.header}>
        <h1>{category.name}</h1>
        <p className={styles.count}>{result.total} styles</p>
      </header>
      <nav aria-label="Sort" className={styles.sorts}>
        {PRODUCT_SORTS.map((option) => (
          <Link key={option} href={href(1, option)} aria-current={option === sort ? 'true' : undefined} rel="nofollow">
            {SORT_LABELS[option] ?? attributeLabel(option)}
          </Link>
        ))}
      </nav>
      {result.list.length > 0 ? (
        <ProductGrid products={result.list} />
      ) : (
        <p className={styles.empty}>No frames here yet. Have a look at our other categories.</p>
      )}
      {result.pageCount > 1 && (
        <nav aria-label="Pages" className={styles.pages}>
          {Array.from({ length: result.pageCount }, (_, index) => index + 1).map((page) => (
            <Link key={page} href={href(page)} aria-current={page === result.page ? 'page' : undefined}>
              {page}
            </Link>
          ))}
        </nav>
      )}
    </div>
  );
}
