import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { CategorySubmenuView } from '@/components/control/category-submenu-view';
import { ControlPage } from '@/components/control/control-page';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { CATEGORIES, categoryBySlug } from '@/lib/shop/categories';

type Params = Promise<{ type: string }>;

// The six submenus need no database, so all of them are built with the site; any other type is
// the 404 page.
export const dynamicParams = false;
export function generateStaticParams(): { type: string }[] {
  return CATEGORIES.map((category) => ({ type: category.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const category = categoryBySlug((await params).type);
  if (!category) return { title: NOT_FOUND_TITLE };
  return pageMetadata({
    title: `${category.name} menu`,
    description: `Shop ${category.name.toLowerCase()}: every frame in the category, by shape, colour and material.`,
    path: `/control/${category.slug}`,
    noindex: true,
  });
}

/** "/control/:type" (docs/product.md#routes): a category's submenu. */
export default async function ControlCategoryPage({ params }: { params: Params }) {
  const category = categoryBySlug((await params).type);
  if (!category) notFound();
  return (
    <ControlPage title={category.name} backToMenu>
      <CategorySubmenuView category={category} />
    </ControlPage>
  );
}
