import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { AboutUs } from '@/components/content/about-us';
import { pageBlocksForPage } from '@/lib/server/domain/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS, RETURN_DAYS } from '@/lib/shop/constants';

type Params = Promise<{ rest?: string[] }>;

// The page's blocks are editable in the console and live in the database, which the build never
// opens: like the help pages, the page is an (optional catch-all) dynamic segment with no static
// params, rendered on its first visit, then served from the page cache until the 'pages' change
// notice drops it (lib/server/platform/page-cache), or a minute has passed.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

const ABOUT_US_METADATA = pageMetadata({
  title: 'About us',
  description: `Oculo makes prescription glasses, sunglasses and lenses and sells them online at fair prices, with free US shipping from $${FREE_SHIPPING_THRESHOLD_USD_CENTS / 100} and ${RETURN_DAYS}-day returns.`,
  path: '/about-us',
});

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await params).rest?.length ? { title: NOT_FOUND_TITLE } : ABOUT_US_METADATA;
}

/** The about-us page; /about-us/anything is the 404 page (docs/product.md#not-found-pages). */
export default async function AboutUsPage({ params }: { params: Params }) {
  if ((await params).rest?.length) return <PageNotFound />;
  return <AboutUs blocks={await pageBlocksForPage('about')} />;
}
