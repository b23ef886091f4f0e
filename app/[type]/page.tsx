import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryListing } from '@/components/catalog/category-listing';
import { categoryBySlug } from '@/lib/shop/categories';
import { listingParams } from '@/lib/shop/listing-params';
import { listGoods } from '@/lib/server/catalog/list-goods';

type Params = Promise<{ type: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = categoryBySlug((await params).type);
  return category ? { title: category.name, alternates: { canonical: category.href } } : {};
}

/** spec §2 "/:type": one of the six category slugs; anything else is the 404 page. */
export default async function CategoryPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const category = categoryBySlug((await params).type);
  if (!category) notFound();
  const { page, sort } = listingParams(await searchParams);
  const result = await listGoods({ category: category.key, sort, page, pageSize: 24 });
  return <CategoryListing category={category} result={result} sort={sort} />;
}
