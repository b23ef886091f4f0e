import { notFound } from 'next/navigation';
import { productForPage } from '@/lib/server/domain/catalog';
import { productSharingImage } from '@/lib/server/domain/seo';
import { sharingWords } from './sharing-words';

// A generated sharing picture per product, rendered on first request and cached.
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'The frame with its name and price';
export const revalidate = 300;

export default async function OpenGraphImage({ params }: { params: Promise<{ code: string }> }) {
  const product = await productForPage((await params).code);
  if (!product) notFound();
  return productSharingImage(product, await sharingWords());
}
