'use client';

import { lazy, Suspense, useRef } from 'react';
import { ProductPrice } from '@/components/catalog/product-price';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { AddToCartButton } from './add-to-cart-button';
import { ProductStickyBar } from './product-sticky-bar';
import { SelectLensesLink } from './select-lenses-link';
import { useSelectedColor } from './selected-color';
import styles from './product-view.module.css';

// Only a sold-out colour shows the form: its code loads then. The server renders it for a product
// sold out in every colour, and the browser keeps that HTML until the code is in.
const BackInStockForm = lazy(() =>
  import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })),
);

type Props = Pick<ProductDetail, 'code' | 'name' | 'type' | 'priceCents' | 'salePriceCents'> & {
  variants: Pick<ProductDetail['variants'][number], 'sku' | 'colorName' | 'inStock'>[];
};

/**
 * What the shopper can do with the colour on screen: choose lenses for a frame (with the phone's
 * sticky bar, docs/product.md#product-first-screen), add an accessory to the cart, or, when that
 * colour is sold out, ask to be e-mailed when it is back.
 */
export function ProductPurchase({ code, name, type, priceCents, salePriceCents, variants }: Props) {
  const { sku } = useSelectedColor();
  const mainButton = useRef<HTMLAnchorElement>(null);
  const variant = variants.find((candidate) => candidate.sku === sku) ?? variants[0];
  if (!variant) return null;
  const inStock = variant.inStock;
  const anyInStock = variants.some((candidate) => candidate.inStock);
  return (
    <>
      <p className={inStock ? styles.stock : styles.soldOut} data-testid="stock-line">
        {inStock
          ? 'In stock, ships in 7–10 days'
          : anyInStock
            ? `Sold out in ${variant.colorName}; other colours are in stock`
            : 'Sold out'}
      </p>
      {!inStock ? (
        <Suspense fallback={null}>
          <BackInStockForm key={variant.sku} code={code} sku={variant.sku} colorName={variant.colorName} />
        </Suspense>
      ) : type === 'accessories' ? (
        <AddToCartButton code={code} />
      ) : (
        <>
          <SelectLensesLink code={code} ref={mainButton} />
          <ProductStickyBar
            target={mainButton}
            name={name}
            price={<ProductPrice priceCents={priceCents} salePriceCents={salePriceCents} />}
          >
            <SelectLensesLink code={code} testId="sticky-select-lenses" />
          </ProductStickyBar>
        </>
      )}
    </>
  );
}
