import { MoneyInText } from '@/components/cart/money-in-text';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import type { RatingSummary, ReviewPage } from '@/lib/contract/calls/review';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import { ProductPrice } from '@/components/catalog/product-price';
import { FrameMeasurements } from './frame-measurements';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { ProductReviews } from './product-reviews';
import { ProductTryOn } from './product-try-on';
import { SaleEnds } from './sale-ends';
import { SelectedColorProvider } from './selected-color';
import { WishlistToggle } from './wishlist-toggle';
import styles from './product-view.module.css';

interface Props {
  product: ProductDetail;
  trail: readonly Crumb[];
  reviews: { summary: RatingSummary; page: ReviewPage };
  /** The shop's short promises as it keeps them now (lib/shop/advertised-terms.ts productPromises). */
  promises: readonly string[];
}

/**
 * The product page's content: pictures and colours, price, the frame's data and description. The
 * buy box puts the name, the price and the main button first, so a phone's first screen holds
 * them (docs/product.md#product-first-screen); the summary and the shop's promises follow.
 */
export function ProductView({ product, trail, reviews, promises }: Props) {
  const firstColor = (product.variants.find((variant) => variant.inStock) ?? product.variants[0])?.sku;
  return (
    <article className={`container ${styles.product}`} data-testid="product-detail">
      <Breadcrumbs trail={trail} />
      <SelectedColorProvider initial={firstColor} skus={product.variants.map((variant) => variant.sku)}>
        <div className={styles.top}>
          <ProductGallery name={product.name} variants={product.variants} />
          <div className={styles.buy}>
            {product.isNewArrival && <p className={styles.flag}>New arrival</p>}
            <div className={styles.title}>
              <h1 className={styles.name}>{product.name}</h1>
              <WishlistToggle code={product.code} />
            </div>
            <div className={styles.price} data-testid="product-price">
              <ProductPrice priceCents={product.priceCents} salePriceCents={product.salePriceCents} />
            </div>
            {product.saleEndsAt && <SaleEnds endsAt={product.saleEndsAt} />}
            {product.rating.count > 0 && (
              <p className={styles.rating}>
                <span aria-hidden="true">{'★'.repeat(Math.round(product.rating.average))}</span>{' '}
                {product.rating.average.toFixed(1)} out of 5 ·{' '}
                <a href="#reviews-title">
                  {product.rating.count} {product.rating.count === 1 ? 'review' : 'reviews'}
                </a>
              </p>
            )}
            <ProductPurchase
              code={product.code}
              name={product.name}
              type={product.type}
              priceCents={product.priceCents}
              salePriceCents={product.salePriceCents}
              variants={product.variants.map(({ sku, colorName, inStock }) => ({ sku, colorName, inStock }))}
            />
            {product.type !== 'accessories' && <ProductTryOn code={product.code} name={product.name} />}
            <p className={styles.summary}>{product.summary}</p>
            <ul className={styles.promises}>
              {promises.map((promise) => (
                <li key={promise}>
                  <MoneyInText text={promise} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </SelectedColorProvider>
      <div className={styles.details}>
        <section aria-labelledby="description-title">
          <h2 id="description-title">About this {product.type === 'accessories' ? 'accessory' : 'frame'}</h2>
          <p className={styles.description}>{product.description}</p>
        </section>
        {product.frame && <FrameMeasurements frame={product.frame} type={product.type} />}
      </div>
      <ProductReviews code={product.code} summary={reviews.summary} page={reviews.page} />
    </article>
  );
}
