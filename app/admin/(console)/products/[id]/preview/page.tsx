import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import styles from '@/components/admin/products/product-form.module.css';
import { ProductView } from '@/components/product/product-view';
import { NotFoundError } from '@/lib/contract/errors';
import { productDetail } from '@/lib/server/domain/catalog';
import { serverConfig } from '@/lib/server/platform/config';
import { reviewsForProduct } from '@/lib/server/domain/reviews';
import { requireOperatorPage } from '@/lib/server/domain/staff';
import { productBreadcrumbs } from '@/lib/seo/product-structured-data';
import { productOf } from '../product-of';
import { advertisedFacts } from '@/lib/server/flows/advertised-terms';
import { productPromises } from '@/lib/shop/advertised-terms';

type Params = Promise<{ id: string }>;

// noindex as every console page (the console layout); this page adds no structured data either.
export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } };

/**
 * /admin/products/<id>/preview: the storefront's product page drawn from the product as saved, in
 * any status, so an operator sees it before publishing. Marked as a preview; buying from it is
 * refused by the shop while the product is not published.
 */
export default async function ProductPreviewPage({ params }: { params: Params }) {
  await requireOperatorPage('catalog');
  const info = await productOf((await params).id);
  const product = await productDetail(info.code, { anyStatus: true }).catch((error: unknown) => {
    if (error instanceof NotFoundError) notFound();
    throw error;
  });
  const breadcrumbs = productBreadcrumbs(product, serverConfig().SITE_URL);
  const [reviews, facts] = await Promise.all([reviewsForProduct(product.id), advertisedFacts()]);
  return (
    <>
      <p className={styles.previewBanner} role="note" data-testid="product-preview-banner">
        Preview of a {info.status} product, as saved:{' '}
        {info.status === 'published' ? 'shoppers see this page.' : 'shoppers cannot see it yet.'}{' '}
        <Link href={`/admin/products/${info.id}`}>Back to the product</Link>
      </p>
      <ProductView
        product={product}
        trail={breadcrumbs.trail}
        reviews={reviews}
        promises={productPromises(facts.offer, facts.freeShippingThresholdCents)}
      />
    </>
  );
}
