import type { Metadata } from 'next';
import { PageNotFound } from '@/components/app/page-not-found';
import { NOT_FOUND_TITLE } from '@/components/app/page-title';
import { AboutUs } from '@/components/content/about-us';
import { pageBlocksForPage } from '@/lib/server/domain/content';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';
import { advertisedFacts, currentAdvertisedTerms } from '@/lib/server/flows/advertised-terms';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { RETURN_DAYS } from '@/lib/shop/constants';

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

/** The description names free shipping only while the shop keeps it. */
function aboutUsMetadata(threshold: number | null, shopName: string): Metadata {
  const shipping =
    threshold === null
      ? ''
      : threshold > 0
        ? `free US shipping from $${threshold / 100} and `
        : 'free US shipping and ';
  return pageMetadata({
    title: 'About us',
    description: `${shopName} makes prescription glasses, sunglasses and lenses and sells them online at fair prices, with ${shipping}${RETURN_DAYS}-day returns.`,
    path: '/about-us',
  });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  if ((await params).rest?.length) return { title: NOT_FOUND_TITLE };
  const [facts, { settings }] = await Promise.all([advertisedFacts(), storeSettingsForPages()]);
  return aboutUsMetadata(facts.freeShippingThresholdCents, settings.shopName);
}

/** The about-us page; /about-us/anything is the 404 page (docs/product.md#not-found-pages). */
export default async function AboutUsPage({ params }: { params: Params }) {
  if ((await params).rest?.length) return <PageNotFound />;
  const [blocks, terms, { settings }] = await Promise.all([
    pageBlocksForPage('about'),
    currentAdvertisedTerms(),
    storeSettingsForPages(),
  ]);
  return <AboutUs blocks={blocks} terms={terms} shopName={settings.shopName} />;
}
