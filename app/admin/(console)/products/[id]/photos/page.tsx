import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { ColourPhotosPanel } from '@/components/admin/product-photos/colour-photos-panel';
import { NotFoundError } from '@/lib/contract/errors';
import { productPhotos } from '@/lib/server/domain/catalog';
import { requireOperatorPage } from '@/lib/server/domain/staff';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Product photos' };

async function photosOf(raw: string) {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) notFound();
  try {
    return await productPhotos({ productId: id });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/** /admin/products/<id>/photos: each colour's photos and try-on image. */
export default async function ProductPhotosPage({ params }: { params: Params }) {
  await requireOperatorPage('catalog');
  const product = await photosOf((await params).id);
  return (
    <>
      <p className={page.small}>
        <Link href={`/admin/products/${product.productId}`}>← {product.name}</Link>
      </p>
      <ConsolePageHead
        title={`Photos: ${product.name}`}
        lead={`${product.code}. Photos are stored without their metadata, in sizes for every screen.`}
      />
      {product.colours.length === 0 ? (
        <p className={page.empty}>This product has no colours yet. Add one on the product’s page first.</p>
      ) : (
        product.colours.map((colour) => (
          <ColourPhotosPanel key={colour.variantId} initial={colour} frameWidthMm={product.frameWidthMm} />
        ))
      )}
    </>
  );
}
