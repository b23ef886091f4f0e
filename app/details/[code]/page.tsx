import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { ProductView } from '@/components/product/product-view';
import { JsonLd } from '@/components/seo/json-ld';
import { productForPage } from '@/lib/server/domain/catalog';
import { serverConfig } from '@/lib/server/platform/config';
import { refreshPageBy } from '@/lib/server/platform/page-cache';
import { reviewsForProduct } from '@/lib/server/domain/reviews';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { productBreadcrumbs, productStructuredData } from '@/lib/seo/product-structured-data';
import { advertisedFacts } from '@/lib/server/flows/advertised-terms';
import { productPromises } from '@/lib/shop/advertised-terms';

type Params = Promise<{ code: string }>;

// Rendered on a product's first visit, then served from the page cache until a change notice
// for the product drops it (lib/server/platform/page-cache): a price or stock change shows on the next
// visit. A running flash sale keeps the page only until the sale ends (refreshPageBy); otherwise
// it renders again after PAGE_BACKSTOP_SECONDS (300, a literal: Next.js reads it from the source).
// It was 5 s: with a catalog of a thousand frames nearly every visit rendered the page again
// (as bench:shoppers showed).
export const revalidate = 300;
export const dynamicParams = true;
export function generateStaticParams(): { code: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const product = await productForPage((await params).code);
  if (!product) return { title: NOT_FOUND_TITLE };
  const path = `/details/${product.code}`;
  return {
    title: product.name,
    description: product.summary,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      url: path,
      title: product.name,
      description: product.summary,
    },
    twitter: { card: 'summary_large_image', title: product.name, description: product.summary },
  };
}

/** "/details/:code": one product; an unknown code is the 404 page (docs/product.md#not-found-pages). */
export default async function ProductPage({ params }: { params: Params }) {
  const product = await productForPage((await params).code);
  if (!product) return <PageNotFound />;
  await refreshPageBy(product.saleEndsAt);
  const siteUrl = serverConfig().SITE_URL;
  const { shopName } = (await storeSettingsForPages()).settings;
  const breadcrumbs = productBreadcrumbs(product, siteUrl);
  const [reviews, facts] = await Promise.all([reviewsForProduct(product.id), advertisedFacts()]);
  return (
    <>
      <JsonLd data={productStructuredData(product, siteUrl, shopName)} />
      <JsonLd data={breadcrumbs.structured} />
      <ProductView
        product={product}
        trail={breadcrumbs.trail}
        reviews={reviews}
        promises={productPromises(facts.offer, facts.freeShippingThresholdCents)}
      />
    </>
  );
}
