import type { Product, WithContext } from 'schema-dts';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { categoryByKey } from '@/lib/shop/categories';
import { breadcrumbListData, type Crumb } from './breadcrumbs';
import { absoluteUrl } from './json-ld';

/** Whole dollars and cents as schema.org wants a price: "49.95". */
function price(cents: number): string {
  return (cents / 100).toFixed(2);
}

/**
 * The product's schema.org Product (Google's merchant listing fields): its offer in US dollars
 * at the price paid now, availability from live stock, and the rating once it has one. The frames
 * are the shop's own: their brand is the shop's name (docs/operating.md#store-brand).
 */
export function productStructuredData(
  product: ProductDetail,
  siteUrl: string,
  shopName: string,
): WithContext<Product> {
  const url = absoluteUrl(`/details/${product.code}`, siteUrl);
  const images = product.variants.flatMap((variant) =>
    variant.images.map((image) => absoluteUrl(image.url, siteUrl)),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    description: product.description || product.summary,
    image: images.length > 0 ? images : undefined,
    url,
    brand: { '@type': 'Brand', name: shopName },
    color: product.variants.map((variant) => variant.colorName).join(', ') || undefined,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: price(product.salePriceCents ?? product.priceCents),
      ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** Home › category › product, as shown above the product. */
export function productBreadcrumbs(product: Pick<ProductDetail, 'code' | 'name' | 'type'>, siteUrl: string) {
  const category = categoryByKey(product.type);
  const trail: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(category ? [{ name: category.name, path: category.href }] : []),
    { name: product.name, path: `/details/${product.code}` },
  ];
  return { trail, structured: breadcrumbListData(trail, siteUrl) };
}
