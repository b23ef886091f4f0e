import { TryOnButton } from '@/components/try-on/try-on-button';
import { IntentLink } from '@/components/ui/intent-link';
import { LazyImage } from '@/components/ui/lazy-image';
import type { CardProduct } from './card-product';
import { CardWishlistHeart } from './card-wishlist-heart';
import type { ReactNode } from 'react';
import { ProductPrice } from './product-price';
import styles from './product-card.module.css';

/**
 * A product in a listing or rail: image, badges, a wishlist heart, name, rating, price, colours and,
 * for frames, whether the frame fits the face measured on this device and the try-on. The verdict
 * (`fit`, docs/product.md#face-fit) is handed in by the listing's grid, so the pages that show cards
 * elsewhere (the home page's rails) carry none of its code on their first load.
 */
export function ProductCard({
  product,
  priority = false,
  fit,
}: {
  product: CardProduct;
  priority?: boolean;
  fit?: ReactNode;
}) {
  const badge =
    product.salePriceCents !== null
      ? 'Sale'
      : product.isNewArrival
        ? 'New'
        : product.isBestSeller
          ? 'Best seller'
          : null;
  return (
    <article className={styles.card} data-testid="product-card">
      <IntentLink href={`/details/${product.code}`} className={styles.link}>
        <div className={styles.media}>
          {product.image && (
            <LazyImage
              src={product.image.url}
              srcSet={product.image.srcSet}
              sizes="(min-width: 1024px) 25vw, 50vw"
              alt={product.image.alt}
              width={product.image.width}
              height={product.image.height}
              priority={priority}
              className={styles.image}
            />
          )}
          {badge && (
            <span className={styles.badge} data-kind={badge}>
              {badge}
            </span>
          )}
        </div>
        <h3 className={styles.name}>{product.name}</h3>
      </IntentLink>
      <CardWishlistHeart code={product.code} name={product.name} />
      <p className={styles.summary}>{product.summary}</p>
      <div className={styles.meta}>
        <ProductPrice priceCents={product.priceCents} salePriceCents={product.salePriceCents} />
        {product.rating.count > 0 && (
          <span className={styles.rating} aria-label={`Rated ${product.rating.average} out of 5`}>
            ★ {product.rating.average.toFixed(1)}
          </span>
        )}
      </div>
      {product.colors.length > 1 && (
        <ul className={styles.swatches} aria-label="Colours">
          {product.colors.map((color) => (
            <li
              key={color.sku}
              title={color.name}
              style={{ background: color.hex }}
              className={styles.swatch}
            >
              <span className="visually-hidden">{color.name}</span>
            </li>
          ))}
        </ul>
      )}
      {!product.inStock && <p className={styles.soldOut}>Sold out</p>}
      {product.type !== 'accessories' && (
        <>
          {fit}
          <TryOnButton code={product.code} productName={product.name} compact />
        </>
      )}
    </article>
  );
}
