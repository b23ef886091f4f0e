import { notFound } from 'next/navigation';
import { AboutUs } from '@/components/content/about-us';
import { pageBlocksForPage } from '@/lib/server/content';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS, RETURN_DAYS } from '@/lib/shop/constants';

type Params = Promise<{ rest?: string[] }>;

// The page's blocks are editable in the console (issue 21 point 7) and live in the database, which
// the build never opens: like the help pages, the page is an (optional catch-all) dynamic segment
// with no static params, rendered on its first visit, then served from the page cache until the
// 'pages' change notice drops it (lib/server/page-cache), or a minute has passed.
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

export const metadata = pageMetadata({
  title: 'About us',
  description: `Oculo makes prescription glasses, sunglasses and lenses and sells them online at fair prices, with free US shipping from $${FREE_SHIPPING_THRESHOLD_USD_CENTS / 100} and ${RETURN_DAYS}-day returns.`,
  path: '/about-us',
});

/** spec §2 "about-us" (a child of home); /about-us/anything is the 404 page. */
export default async function AboutUsPage({ params }: { params: Params }) {
  if ((await params).rest?.length) notFound();
  return <AboutUs blocks={await pageBlocksForPage('about')} />;
}
