import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { LensWizard } from '@/components/lens-flow/lens-wizard';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { RefusedError } from '@/lib/contract/errors';
import { productForPage } from '@/lib/server/domain/catalog';
import { firstLensStep } from '@/lib/server/domain/lens-flow';
import { requestedStep } from '@/lib/shop/lens-progress';

type Params = Promise<{ code: string }>;
type SearchParams = Promise<{ color?: string | string[]; step?: string | string[] }>;

// The lens wizard of one frame: a shopper's own configuration, never a page to index.
export const metadata: Metadata = { title: 'Select lenses', robots: { index: false, follow: false } };

/**
 * /details/:code/lenses?color=SKU&step=N — choose lenses for a frame, step by step
 * (docs/product.md#lens-flow). The first step is rendered here, through the same module as
 * /api/process/product, so it is on the page at first paint; `step` (a reload) resumes the
 * shopper's choices of this tab.
 */
export default async function LensesPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { code } = await params;
  const product = await productForPage(code);
  // This page renders per request: its own notFound() would answer an empty document, the 404 page
  // drawn in the browser only. The frame's page answers 404 with the page drawn by the server
  // (docs/product.md#not-found-pages).
  if (!product) redirect(`/details/${encodeURIComponent(code)}`);
  // Accessories have no lenses: their own page adds them to the cart.
  if (product.type === 'accessories') redirect(`/details/${product.code}`);
  const query = await searchParams;
  const requested = Array.isArray(query.color) ? query.color[0] : query.color;
  const variant =
    product.variants.find((candidate) => candidate.sku === requested) ??
    product.variants.find((candidate) => candidate.inStock) ??
    product.variants[0];
  const image = variant?.images[0] ?? null;
  const start = await firstLensStep(product).catch((error: unknown) => {
    if (error instanceof RefusedError) return error.message;
    throw error;
  });
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
      {typeof start === 'string' ? (
        <p role="alert">
          {start} <Link href={`/details/${product.code}`}>Back to the frame</Link>
        </p>
      ) : (
        <LensWizard
          color={variant?.sku}
          initial={start}
          resumeStep={requestedStep(query.step)}
          frame={{
            code: product.code,
            title: product.name,
            type: product.type,
            price: product.salePriceCents ?? product.priceCents,
            colorName: variant?.colorName ?? null,
            image: image && { url: image.url, alt: image.alt, width: image.width, height: image.height },
          }}
        />
      )}
    </div>
  );
}
