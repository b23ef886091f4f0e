import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { LensWizard } from '@/components/lens-flow/lens-wizard';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { productForPage } from '@/lib/server/catalog/product-page';

type Params = Promise<{ code: string }>;
type SearchParams = Promise<{ color?: string | string[] }>;

// The lens wizard of one frame (issue 5): a shopper's own configuration, never a page to index.
export const metadata: Metadata = { title: 'Select lenses', robots: { index: false, follow: false } };

/** /details/:code/lenses?color=SKU — choose lenses for a frame, step by step (spec §4 "Lens flow"). */
export default async function LensesPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const product = await productForPage((await params).code);
  if (!product) notFound();
  // Accessories have no lenses: their own page adds them to the cart.
  if (product.type === 'accessories') redirect(`/details/${product.code}`);
  const requested = (await searchParams).color;
  const variant =
    product.variants.find((candidate) => candidate.sku === requested) ??
    product.variants.find((candidate) => candidate.inStock) ??
    product.variants[0];
  const image = variant?.images[0] ?? null;
  return (
    <div className="container">
      <Breadcrumbs
        trail={[
          { name: 'Home', path: '/' },
          { name: product.name, path: `/details/${product.code}` },
          { name: 'Select lenses', path: `/details/${product.code}/lenses` },
        ]}
      />
      <h1 className="visually-hidden">Select lenses for {product.name}</h1>
      <LensWizard
        color={variant?.sku}
        frame={{
          code: product.code,
          title: product.name,
          type: product.type,
          price: product.salePriceCents ?? product.priceCents,
          colorName: variant?.colorName ?? null,
          image: image && { url: image.url, alt: image.alt, width: image.width, height: image.height },
        }}
      />
    </div>
  );
}
