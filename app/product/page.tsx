import type { Metadata } from 'next';
import { CategoryListing } from '@/components/catalog/category-listing';
import { listGoods } from '@/lib/server/catalog/list-goods';
import { listingParams } from '@/lib/shop/listing-params';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const ALL_FRAMES = { name: 'All frames', href: '/product' } as const;

export const metadata: Metadata = {
  title: ALL_FRAMES.name,
  description: 'Every Oculo frame: prescription eyeglasses and sunglasses in every shape, material and size.',
  alternates: { canonical: ALL_FRAMES.href },
};

/** spec §2 "/product": every frame, eyeglasses and sunglasses together. */
export default async function AllFramesPage({ searchParams }: { searchParams: SearchParams }) {
  const { page, sort } = listingParams(await searchParams);
  const result = await listGoods({ category: 'frames', sort, page, pageSize: 24 });
  return <CategoryListing category={ALL_FRAMES} result={result} sort={sort} />;
}
